/// <reference types="vite/client" />
// The rich-text toolbar on the canvas, in Chromium against the real API: every button on a
// selection, the shortcuts and paste, checked in the canvas (what the user sees), in the stored
// document and in the exported HTML (the renderer's output through POST /v1/render).
import axe from 'axe-core';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { EmailBuilder } from '../email-builder/email-builder';
import { addBlocks, canvasDocument, canvasFrame, openBlankEditor } from '../test/helpers';
import googleDocs from './__fixtures__/google-docs.html?raw';
import word from './__fixtures__/word.html?raw';

const storedHtml = (el: EmailBuilder) => (el.store.doc.blocks[0] as { props: { html: string } }).props.html;
const editable = (el: EmailBuilder) => canvasDocument(el).querySelector<HTMLElement>('[contenteditable="true"]');

/** Opens a text block holding `html` for editing, and makes the frame's execCommand throw. */
async function editText(html: string) {
  const mounted = await openBlankEditor();
  const { el } = mounted;
  await addBlocks('Text');
  const id = el.store.doc.blocks[0]!.id;
  el.store.update(id, (block) => (block.type === 'text' ? { ...block, props: { ...block.props, html } } : block));
  const doc = canvasDocument(el);
  // Nothing in the editor may fall back to the browser's deprecated editing commands.
  doc.execCommand = () => {
    throw new Error('execCommand was called');
  };
  await expect
    .poll(() => doc.querySelector(`[data-eb-block="${id}"]`)?.textContent)
    .toContain(html.replace(/<[^>]+>/g, '').slice(0, 8));
  await userEvent.dblClick(
    canvasFrame()
      .getByText(html.replace(/<[^>]+>/g, '').split(' ')[0]!, { exact: false })
      .first(),
  );
  await expect.poll(() => editable(el)).not.toBeNull();
  // The toolbar arrives with its chunk.
  await expect.element(page.getByRole('button', { name: 'Bold' })).toBeVisible();
  return { ...mounted, id };
}

/** Selects the first occurrence of `text` in the block being edited. */
function selectText(el: EmailBuilder, text: string, caretOnly = false): void {
  const root = editable(el);
  if (!root) throw new Error('not editing');
  const doc = root.ownerDocument;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const at = (node as Text).data.indexOf(text);
    if (at < 0) continue;
    root.focus();
    const range = doc.createRange();
    range.setStart(node, caretOnly ? at + 1 : at);
    range.setEnd(node, caretOnly ? at + 1 : at + text.length);
    doc.getSelection()?.removeAllRanges();
    doc.getSelection()?.addRange(range);
    return;
  }
  throw new Error(`"${text}" is not in the block`);
}

/** The focused element, through shadow roots. */
function deepActive(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The canvas element that holds exactly `text`, matched by `selector`. */
const inCanvas = (el: EmailBuilder, selector: string, text: string) =>
  [...(editable(el)?.querySelectorAll<HTMLElement>(selector) ?? [])].find((n) => n.textContent === text) ?? null;

describe('rich text: the toolbar', () => {
  test('every button on a selection shows in the canvas, is stored, and exports as the same markup', async () => {
    const words = 'alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo';
    const { el } = await editText(`<p>${words}</p><p>first item</p><p>second item</p>`);
    const marks: Array<[string, string, string]> = [
      ['Bold', 'alpha', 'strong'],
      ['Italic', 'bravo', 'em'],
      ['Underline', 'charlie', 'u'],
      ['Strikethrough', 'delta', 's'],
      ['Superscript', 'echo', 'sup'],
      ['Subscript', 'foxtrot', 'sub'],
    ];
    for (const [button, word, tag] of marks) {
      selectText(el, word);
      await userEvent.click(page.getByRole('button', { name: button, exact: true }));
      await expect.poll(() => inCanvas(el, tag, word), { message: `${button} → <${tag}>` }).not.toBeNull();
      expect(storedHtml(el)).toContain(`<${tag}>${word}</${tag}>`);
    }
    // The button shows its state for the selection.
    selectText(el, 'alpha');
    await expect
      .element(page.getByRole('button', { name: 'Bold', exact: true }))
      .toHaveAttribute('aria-pressed', 'true');

    selectText(el, 'golf');
    await userEvent.click(page.getByRole('button', { name: 'Text colour', exact: true }));
    await userEvent.click(page.getByRole('button', { name: 'Red #dc2626' }));
    await expect.poll(() => inCanvas(el, 'span', 'golf')?.style.color).toBe('rgb(220, 38, 38)');

    selectText(el, 'hotel');
    await userEvent.click(page.getByRole('button', { name: 'Highlight', exact: true }));
    await userEvent.click(page.getByRole('button', { name: 'Yellow #fef08a' }));
    await expect.poll(() => inCanvas(el, 'span', 'hotel')?.style.backgroundColor).toBe('rgb(254, 240, 138)');

    selectText(el, 'india');
    await userEvent.click(page.getByRole('button', { name: 'Link', exact: true }));
    await userEvent.fill(page.getByRole('textbox', { name: 'Link URL' }), 'https://example.com/a');
    await userEvent.click(page.getByRole('checkbox', { name: 'Open in new tab' }));
    await userEvent.click(page.getByRole('button', { name: 'Apply' }));
    await expect.poll(() => inCanvas(el, 'a', 'india')?.getAttribute('href')).toBe('https://example.com/a');
    expect(inCanvas(el, 'a', 'india')?.getAttribute('target')).toBe('_blank');
    expect(inCanvas(el, 'a', 'india')?.getAttribute('rel')).toBe('noopener');

    // Edit the link from a caret inside it, then add and remove another.
    selectText(el, 'india', true);
    await userEvent.click(page.getByRole('button', { name: 'Link', exact: true }));
    await expect.element(page.getByRole('textbox', { name: 'Link URL' })).toHaveValue('https://example.com/a');
    await userEvent.fill(page.getByRole('textbox', { name: 'Link URL' }), 'https://example.com/b');
    await userEvent.click(page.getByRole('button', { name: 'Apply' }));
    await expect.poll(() => inCanvas(el, 'a', 'india')?.getAttribute('href')).toBe('https://example.com/b');
    selectText(el, 'juliet');
    await userEvent.click(page.getByRole('button', { name: 'Link', exact: true }));
    await userEvent.fill(page.getByRole('textbox', { name: 'Link URL' }), 'javascript:alert(1)');
    await userEvent.click(page.getByRole('button', { name: 'Apply' }));
    await expect.element(page.getByRole('textbox', { name: 'Link URL' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.fill(page.getByRole('textbox', { name: 'Link URL' }), 'https://example.com/c');
    await userEvent.click(page.getByRole('button', { name: 'Apply' }));
    await expect.poll(() => inCanvas(el, 'a', 'juliet')).not.toBeNull();
    selectText(el, 'juliet', true);
    await userEvent.click(page.getByRole('button', { name: 'Link', exact: true }));
    await userEvent.click(page.getByRole('button', { name: 'Remove link' }));
    await expect.poll(() => inCanvas(el, 'a', 'juliet')).toBeNull();

    // Clear formatting on a word that had three styles.
    selectText(el, 'kilo');
    await userEvent.click(page.getByRole('button', { name: 'Bold', exact: true }));
    await expect.poll(() => inCanvas(el, 'strong', 'kilo')).not.toBeNull();
    selectText(el, 'kilo');
    await userEvent.click(page.getByRole('button', { name: 'Clear formatting' }));
    await expect.poll(() => inCanvas(el, 'strong', 'kilo')).toBeNull();

    selectText(el, 'first item');
    await userEvent.click(page.getByRole('button', { name: 'Bulleted list' }));
    await expect.poll(() => inCanvas(el, 'ul > li', 'first item')).not.toBeNull();
    selectText(el, 'second item');
    await userEvent.click(page.getByRole('button', { name: 'Numbered list' }));
    await expect.poll(() => inCanvas(el, 'ol > li', 'second item')).not.toBeNull();

    const expected = [
      '<strong>alpha</strong>',
      '<em>bravo</em>',
      '<u>charlie</u>',
      '<s>delta</s>',
      '<sup>echo</sup>',
      '<sub>foxtrot</sub>',
      '<span style="color:#dc2626">golf</span>',
      '<span style="background-color:#fef08a">hotel</span>',
      'href="https://example.com/b" target="_blank" rel="noopener">india</a>',
      ' juliet kilo</p>',
      '<li>first item</li></ul>',
      '<li>second item</li></ol>',
    ];
    const stored = storedHtml(el);
    for (const piece of expected) expect(stored).toContain(piece.replace(/^href/, '<a href'));
    // What exports is what the canvas showed: the renderer's output through the API.
    const exported = await el.exportHtml();
    for (const piece of expected) expect(exported.html).toContain(piece);
    expect(exported.html).toMatch(/<ul style="[^"]*"><li>first item<\/li><\/ul>/);
    // Every command was one undo step.
    el.store.undo();
    await expect.poll(() => inCanvas(el, 'ol > li', 'second item')).toBeNull();
    // One journey through every button: on a loaded 2-core machine it needs more than the default 30 s.
  }, 90_000);

  test('Ctrl+B, Ctrl+I, Ctrl+U and Ctrl+K format the selection', async () => {
    const { el } = await editText('<p>one two three four</p>');
    selectText(el, 'one');
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect.poll(() => inCanvas(el, 'strong', 'one')).not.toBeNull();
    selectText(el, 'two');
    await userEvent.keyboard('{Control>}i{/Control}');
    await expect.poll(() => inCanvas(el, 'em', 'two')).not.toBeNull();
    selectText(el, 'three');
    await userEvent.keyboard('{Control>}u{/Control}');
    await expect.poll(() => inCanvas(el, 'u', 'three')).not.toBeNull();
    // Pressed again, the shortcut takes the style off.
    selectText(el, 'one');
    await userEvent.keyboard('{Control>}b{/Control}');
    await expect.poll(() => inCanvas(el, 'strong', 'one')).toBeNull();
    selectText(el, 'four');
    await userEvent.keyboard('{Control>}k{/Control}');
    const url = page.getByRole('textbox', { name: 'Link URL' });
    await expect.poll(() => deepActive()?.getAttribute('aria-label')).toBe('Link URL');
    await userEvent.keyboard('https://example.com/k');
    await expect.element(url).toHaveValue('https://example.com/k');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => inCanvas(el, 'a', 'four')?.getAttribute('href')).toBe('https://example.com/k');
    expect(storedHtml(el)).toBe('<p>one <em>two</em> <u>three</u> <a href="https://example.com/k">four</a></p>');
    // Typing goes on after a command, into the same block.
    editable(el)?.focus();
    await userEvent.keyboard('{End}!');
    await expect.poll(() => storedHtml(el)).toMatch(/four(<\/a>)?!?(<\/a>)?<\/p>$/);
  });

  test('the merge-tag menu lists the host’s tags and inserts one at the caret', async () => {
    const { el } = await editText('<p>Hello there</p>');
    el.store.mergeTags = [{ name: 'Given name', value: '*|FNAME|*' }];
    selectText(el, 'there');
    await userEvent.click(page.getByRole('button', { name: 'Italic', exact: true }));
    await expect.poll(() => inCanvas(el, 'em', 'there')).not.toBeNull();
    selectText(el, 'Hello ', false);
    const range = canvasDocument(el).getSelection()!.getRangeAt(0);
    range.collapse(false);
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Insert merge tag' }), 'Given name');
    await expect.poll(() => storedHtml(el)).toBe('<p>Hello *|FNAME|*<em>there</em></p>');
  });
});

describe('rich text: accessibility', () => {
  test('the toolbar and its link and colour menus have no serious or critical axe violation', async () => {
    const { el } = await editText('<p>Check me</p>');
    selectText(el, 'Check');
    const serious = async () =>
      (await axe.run(el, { iframes: false, resultTypes: ['violations'] })).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(await serious()).toEqual([]);
    await userEvent.click(page.getByRole('button', { name: 'Text colour', exact: true }));
    await expect
      .element(page.getByRole('toolbar', { name: 'Text formatting' }).getByRole('group', { name: 'Text colour' }))
      .toBeVisible();
    expect(await serious()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await expect
      .element(page.getByRole('toolbar', { name: 'Text formatting' }).getByRole('group', { name: 'Text colour' }))
      .not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Link', exact: true }));
    await expect.element(page.getByRole('dialog', { name: 'Link' })).toBeVisible();
    expect(await serious()).toEqual([]);
  });
});

describe('rich text: paste', () => {
  const paste = (el: EmailBuilder, html: string) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'plain fallback');
    editable(el)?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  };

  test('from Google Docs: bold, italic, links and lists stay; fonts, colours, sizes and images go', async () => {
    const { el } = await editText('<p>Intro</p>');
    selectText(el, 'Intro');
    paste(el, googleDocs);
    await expect.poll(() => storedHtml(el)).toContain('<strong>save 20%</strong>');
    const stored = storedHtml(el);
    expect(stored).toBe(
      '<p>Spring launch: <strong>save 20%</strong> on <em>every plan</em>. Read the ' +
        '<a href="https://example.com/pricing?utm_source=docs&amp;utm_medium=email">pricing page</a> today.</p>' +
        '<p><br></p><ul><li>Unlimited templates</li><li><strong>Priority</strong> support</li></ul>' +
        '<ol><li>Pick a plan</li><li>Enter the code at checkout</li></ol><p>Questions? Reply to this email.</p>',
    );
    // The canvas shows it rendered: a real list and a real link, nothing of the document's fonts.
    await expect.poll(() => inCanvas(el, 'ul > li', 'Unlimited templates')).not.toBeNull();
    expect(inCanvas(el, 'a', 'pricing page')?.getAttribute('href')).toBe(
      'https://example.com/pricing?utm_source=docs&utm_medium=email',
    );
    expect(editable(el)?.querySelector('img, [style*="Comic"], [style*="font-size:14pt"]')).toBeNull();
  });

  test('from Word: list markers become real lists, the rest of Word’s markup is dropped', async () => {
    const { el } = await editText('<p>Start End</p>');
    selectText(el, 'Start ');
    canvasDocument(el).getSelection()!.getRangeAt(0).collapse(false);
    paste(el, word);
    await expect.poll(() => storedHtml(el)).toContain('<ol><li>Update the app</li>');
    expect(storedHtml(el)).toBe(
      '<p>Start Dear {{first_name}}, this is our <strong>quarterly update</strong> with <em>new features</em></p>' +
        '<p>See the <a href="https://example.com/changelog">full changelog</a> online.</p><p>&nbsp;</p>' +
        '<ul><li>Faster <strong>exports</strong></li><li>Dark mode</li></ul><p>&nbsp;</p>' +
        '<ol><li>Update the app</li><li>Sign in againEnd</li></ol>',
    );
    await expect.poll(() => inCanvas(el, 'ol > li', 'Update the app')).not.toBeNull();
    expect(editable(el)?.textContent).not.toContain('·');
  });

  test('plain text pastes as paragraphs', async () => {
    const { el } = await editText('<p>x</p>');
    selectText(el, 'x');
    const data = new DataTransfer();
    data.setData('text/plain', 'line one\nline <two>');
    editable(el)?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    await expect.poll(() => storedHtml(el)).toBe('<p>line one</p><p>line &lt;two&gt;</p>');
  });
});
