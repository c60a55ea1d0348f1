// The Checks panel in a real editor: each rule fires on a fixture and clears when the user fixes
// it (with the panel's one-click fix where there is one), and "Go to …" takes them to the block.
import axe from 'axe-core';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { EmailDocument } from '../../core/document/schema';
import { validateDocument } from '../../core/document/validate';
import type { EmailBuilder } from '../email-builder/email-builder';
import { fileAccount } from '../test/accounts';
import { canvasDocument, mountReady, openBlankEditor, serverCall, shadow } from '../test/helpers';

// Its shared templates are this file's alone.
const sharedAccount = fileAccount('pro');

const ENVELOPE = { canvas: { preheader: 'A preview line' }, metadata: { subject: 'Hello' } };

function fixture(
  blocks: unknown[],
  canvas: Record<string, unknown> = ENVELOPE.canvas,
  metadata: Record<string, unknown> = ENVELOPE.metadata,
): EmailDocument {
  const result = validateDocument({ canvas, metadata, blocks });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

const checksButton = () => page.getByRole('button', { name: /^Checks/ });
const finding = (text: RegExp) => page.getByRole('listitem').filter({ hasText: text });
const inFinding = (text: RegExp, name: string | RegExp) => finding(text).getByRole('button', { name });

/** Opens a blank editor, puts the fixture in it and opens the Checks panel. */
async function editorWith(doc: EmailDocument): Promise<EmailBuilder> {
  const { el } = await openBlankEditor();
  el.store.edit(doc);
  await userEvent.click(checksButton());
  await expect.element(page.getByRole('heading', { name: 'Checks', level: 2 })).toBeVisible();
  return el;
}

async function expectClear(): Promise<void> {
  await expect.element(page.getByText('No problems found.')).toBeVisible();
  await expect.element(page.getByRole('button', { name: 'Checks, no problems' })).toBeVisible();
}

/** The focused element, through shadow roots. */
function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The settings field that has focus is the one named `name` (the inspector's, not the panel's). */
async function expectFocused(name: string | RegExp): Promise<HTMLElement> {
  const field = page.getByRole('textbox', { name, exact: true });
  // The field's panel may still be on its way as a lazy chunk: poll's 1 s default ran out under a full suite.
  await expect.poll(() => deepActiveElement() === field.element(), { timeout: 10_000 }).toBe(true);
  return field.element() as HTMLElement;
}

const textBlock = (id: string, html: string, style: Record<string, unknown> = {}) => ({
  id,
  type: 'text',
  props: { html },
  style,
});
const image = (id: string, props: Record<string, unknown>) => ({
  id,
  type: 'image',
  props: { src: 'https://northwind.test/a.png', ...props },
});
const button = (id: string, props: Record<string, unknown>) => ({
  id,
  type: 'button',
  props: { label: 'Read the report', href: 'https://northwind.test', buttonColor: '#1d4ed8', ...props },
});
const twoColumns = (child: unknown, ratios: number[] = [1, 1]) => ({
  id: 'row',
  type: 'columns',
  props: { columns: ratios.map((ratio, i) => ({ ratio, blocks: i === 0 ? [child] : [] })) },
});
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('Checks panel: each rule fires and clears when fixed', () => {
  test('image_alt_missing: alt text typed in the panel lands on the image', async () => {
    const el = await editorWith(fixture([image('img', { alt: '' })]));
    await expect.element(finding(/no alt text/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Checks, 1 problem' })).toBeVisible();
    await userEvent.fill(page.getByRole('textbox', { name: 'Alt text for this image' }), 'A red bicycle by a canal');
    await userEvent.click(inFinding(/no alt text/, 'Save alt text'));
    await expectClear();
    expect(el.store.doc.blocks[0]?.props).toMatchObject({ alt: 'A red bicycle by a canal' });
    expect(canvasDocument(el).querySelector('[data-eb-block="img"] img')?.getAttribute('alt')).toBe(
      'A red bicycle by a canal',
    );
  });

  test('image_alt_missing: or the image is marked decorative', async () => {
    const el = await editorWith(fixture([image('img', { alt: '' })]));
    await userEvent.click(inFinding(/no alt text/, 'Mark decorative'));
    await expectClear();
    expect(el.store.doc.blocks[0]?.props).toMatchObject({ decorative: true, alt: '' });
    // One undo step brings the problem back.
    el.store.undo();
    await expect.element(finding(/no alt text/)).toBeVisible();
  });

  test('low_contrast: text, link colour, a coloured span and a button label each get the nearest passing colour', async () => {
    const el = await editorWith(
      fixture(
        [
          textBlock('grey', '<p>Fine print</p>', { color: '#949494' }),
          textBlock(
            'links',
            '<p><a href="https://northwind.test">Our shop</a> and <span style="color:#cccccc">a pale aside</span></p>',
          ),
          button('btn', { buttonColor: '#fbbf24', textColor: '#ffffff' }),
        ],
        { ...ENVELOPE.canvas, linkColor: '#93c5fd' },
      ),
    );
    const grey = finding(/Text #949494 on #ffffff/);
    await expect.element(grey).toBeVisible();
    await expect.element(finding(/Link colour #93c5fd/)).toBeVisible();
    await expect.element(finding(/Coloured text #cccccc/)).toBeVisible();
    await expect.element(finding(/Button label #ffffff on #fbbf24/)).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Errors (4)' })).toBeVisible();

    await userEvent.click(grey.getByRole('button', { name: /^Use #/ }));
    await expect.element(grey).not.toBeInTheDocument();
    const fixed = (el.store.doc.blocks[0]?.style as { color?: string } | undefined)?.color ?? '';
    expect(fixed).toMatch(/^#[0-9a-f]{6}$/);
    // What the reader sees changed: the canvas paints the new colour.
    expect(getComputedStyle(canvasDocument(el).querySelector('[data-eb-block="grey"] p') as Element).color).toBe(
      rgb(fixed),
    );

    // The text block's link colour and its span are fixed in one click (two findings, one block).
    await userEvent.click(finding(/Link colour #93c5fd/).getByRole('button', { name: /^Use #/ }));
    await expect.element(finding(/Coloured text/)).not.toBeInTheDocument();
    expect(el.store.doc.canvas.linkColor).not.toBe('#93c5fd');
    expect((el.store.doc.blocks[1]?.props as { html?: string } | undefined)?.html).not.toContain('#cccccc');

    await userEvent.click(finding(/Button label/).getByRole('button', { name: /^Use #/ }));
    await expectClear();
    expect((el.store.doc.blocks[2]?.props as { textColor?: string } | undefined)?.textColor).not.toBe('#ffffff');
  });

  test('heading_skipped: one click sets the level a reader expects', async () => {
    const heading = (id: string, level: number, text: string) => ({ id, type: 'heading', props: { text, level } });
    const el = await editorWith(fixture([heading('h1', 1, 'Spring sale'), heading('h3', 3, 'Garden tools')]));
    await expect.element(finding(/Heading level 3 follows level 1/)).toBeVisible();
    await userEvent.click(inFinding(/Heading level 3/, 'Make it level 2'));
    await expectClear();
    await expect
      .poll(() => canvasDocument(el).querySelector('[data-eb-block="h3"] h2')?.textContent)
      .toBe('Garden tools');
  });

  test('vague_link_text: the fix focuses the label, and a clearer one clears it', async () => {
    await editorWith(fixture([button('btn', { label: 'Click here' })]));
    await userEvent.click(inFinding(/"Click here" does not say where it goes/, 'Edit link text'));
    const label = await expectFocused('Label');
    await userEvent.fill(label, 'Read the spring catalogue');
    await expectClear();
  });

  test('link_invalid: the fix focuses the URL field', async () => {
    const doc = fixture([button('btn', {})]);
    (doc.blocks[0] as { props: { href: string } }).props.href = '';
    await editorWith(doc);
    await userEvent.click(inFinding(/has no URL/, 'Edit URL'));
    const url = await expectFocused('Link');
    await userEvent.fill(url, 'https://northwind.test/report');
    await expectClear();
  });

  test('unknown_merge_tag: the host’s merge tags are the defined set; the fix focuses the text', async () => {
    const { el } = await openBlankEditor();
    el.store.mergeTags = [...el.store.mergeTags, { name: 'Plan', value: '{{plan}}' }];
    el.store.edit(fixture([textBlock('t', '<p>Hi {{first_name}}, your {{plan}} renews on {{renewal}}</p>')]));
    await userEvent.click(checksButton());
    await expect.element(finding(/\{\{renewal\}\} is not a merge tag/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Checks, 1 problem' })).toBeVisible();
    await userEvent.click(inFinding(/\{\{renewal\}\}/, 'Edit text'));
    // A textarea inside its label: its accessible name ends with its own content.
    const text = await expectFocused(/^Text \(HTML\)/);
    await userEvent.fill(text, '<p>Hi {{first_name}}, your {{plan}} renews soon</p>');
    await expectClear();
  });

  test('unknown_merge_tag: when the host replaces its merge tags, the document is checked again without an edit', async () => {
    const el = await editorWith(fixture([textBlock('t', '<p>Your {{plan}} renews soon</p>')]));
    await expect.element(finding(/\{\{plan\}\} is not a merge tag/)).toBeVisible();
    el.store.mergeTags = [...el.store.mergeTags, { name: 'Plan', value: '{{plan}}' }];
    // What the host's property does: the editor renders again, nothing in the document changed.
    (shadow(el).querySelector('eb-editor') as HTMLElement & { requestUpdate(): void }).requestUpdate();
    await expectClear();
  });

  test('subject_missing and preheader_missing: each fix focuses its field in the email settings', async () => {
    await editorWith(fixture([textBlock('t', '<p>Hello</p>')], {}, {}));
    await expect.element(page.getByRole('button', { name: 'Checks, 2 problems' })).toBeVisible();
    await userEvent.click(inFinding(/no subject/, 'Add subject'));
    await userEvent.fill(await expectFocused('Subject'), 'Spring sale');
    await expect.element(finding(/no subject/)).not.toBeInTheDocument();
    await userEvent.click(inFinding(/No preheader/, 'Add preheader'));
    await userEvent.fill(await expectFocused('Preheader'), 'Twenty percent off garden tools');
    await expectClear();
  });

  test('in German the fixes find the fields by their German names (a menu link by its number too)', async () => {
    const { el } = await openBlankEditor();
    el.locale = 'de';
    await expect.poll(() => el.i18n.locale).toBe('de');
    const t = (key: Parameters<typeof el.i18n.t>[0], params?: Record<string, number>) => el.i18n.t(key, params);
    const menu = {
      id: 'm',
      type: 'menu',
      props: {
        links: [
          { label: 'Shop', href: 'https://northwind.test' },
          { label: 'Blog', href: 'https://northwind.test/blog' },
        ],
      },
    };
    const doc = fixture([menu], {}, {});
    (doc.blocks[0] as { props: { links: Array<{ href: string }> } }).props.links[1]!.href = '';
    el.store.edit(doc);
    await userEvent.click(page.getByRole('button', { name: new RegExp(`^${t('dialogs.checks.button')}`) }));
    await userEvent.click(page.getByRole('button', { name: t('dialogs.checks.fix.addSubject') }));
    expect(t('editor.email.subject')).toBe('Betreff');
    await userEvent.fill(await expectFocused(t('editor.email.subject')), 'Frühjahrsangebot');
    await userEvent.click(page.getByRole('button', { name: t('dialogs.checks.fix.editUrl') }));
    // The empty one of the two links: "Link 2" in German too.
    await expectFocused(t('editor.links.link', { n: 2 }));
  });

  test('size_over_gmail_clip: the current size is shown, and clears once the email is smaller', async () => {
    const long = Array.from({ length: 40 }, (_, i) => textBlock(`t${i}`, `<p>${'word '.repeat(600)}</p>`));
    const el = await editorWith(fixture(long));
    await expect.element(finding(/The HTML is 1\d\d\.\d KB; Gmail clips/)).toBeVisible();
    el.store.edit({ ...el.store.doc, blocks: el.store.doc.blocks.slice(0, 10) });
    await expectClear();
  });

  test('image_wider_than_column: "Fit to column" lets the image fill its column', async () => {
    const el = await editorWith(fixture([twoColumns(image('wide', { alt: 'A chart', width: 400 }))]));
    await expect.element(finding(/set 400px wide but its column has/)).toBeVisible();
    await userEvent.click(inFinding(/set 400px wide/, 'Fit to column'));
    await expectClear();
    const row = el.store.doc.blocks[0];
    expect(row?.type === 'columns' && row.props.columns[0]?.blocks[0]?.props).toMatchObject({ width: null });
  });

  test('button_label_clipped: "Make full width" gives Outlook room for the label', async () => {
    const el = await editorWith(
      fixture([twoColumns(button('b', { label: 'Reserve your seat for the workshop' }), [1, 2, 1])]),
    );
    await expect.element(finding(/Outlook draws buttons at a fixed size/)).toBeVisible();
    await userEvent.click(inFinding(/Outlook draws buttons/, 'Make full width'));
    await expectClear();
    const row = el.store.doc.blocks[0];
    expect(row?.type === 'columns' && row.props.columns[0]?.blocks[0]?.props).toMatchObject({ fullWidth: true });
  });
});

describe('Checks panel: navigation', () => {
  test('"Go to image" selects the block and scrolls it into the canvas’s view', async () => {
    const filler = Array.from({ length: 30 }, (_, i) =>
      textBlock(`t${i}`, `<p>Paragraph ${i + 1} of a long newsletter.</p>`),
    );
    const el = await editorWith(fixture([...filler, image('last', { alt: '' })]));
    const stage = () =>
      shadow(shadow(el).querySelector('eb-editor') as Element)
        .querySelector('eb-canvas')
        ?.shadowRoot?.querySelector('.stage');
    const visible = () => {
      const frame = shadow(shadow(el).querySelector('eb-editor') as Element)
        .querySelector('eb-canvas')
        ?.shadowRoot?.querySelector('iframe');
      const block = canvasDocument(el).querySelector('[data-eb-block="last"]');
      if (!frame || !block) return false;
      const top = frame.getBoundingClientRect().top + block.getBoundingClientRect().top;
      const view = (stage() as Element).getBoundingClientRect();
      return top >= view.top && top < view.bottom;
    };
    await expect.poll(() => (stage()?.scrollHeight ?? 0) > (stage()?.clientHeight ?? 0)).toBe(true);
    expect(visible()).toBe(false);
    await userEvent.click(inFinding(/no alt text/, 'Go to image'));
    expect(el.store.selectedId).toBe('last');
    await expect.poll(visible).toBe(true);
    await expect.element(page.getByRole('heading', { name: 'Image', level: 2 })).toBeVisible();
  });

  test('the count follows edits, Escape closes the panel and focus returns to the button', async () => {
    const el = await editorWith(fixture([image('a', { alt: '' }), image('b', { alt: '' })]));
    await expect.element(page.getByRole('button', { name: 'Checks, 2 problems' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Errors (2)' })).toBeVisible();
    el.store.update('a', (b) => ({ ...b, props: { ...b.props, alt: 'A lighthouse' } }) as typeof b);
    await expect.element(page.getByRole('button', { name: 'Checks, 1 problem' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Close checks' }));
    await expect.element(page.getByRole('heading', { name: 'Checks', level: 2 })).not.toBeInTheDocument();
    await userEvent.click(checksButton());
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('heading', { name: 'Checks', level: 2 })).not.toBeInTheDocument();
    expect(deepActiveElement()).toBe(checksButton().element());
  });
});

describe('Checks panel: read-only templates', () => {
  test('a shared template (read-only for a session user) lists its problems with Go to, but offers no fixes', async () => {
    // The account for shared templates: one made with the pro key would show in every pro user's list.
    const shared = await serverCall<{ _id: string }>(sharedAccount().apiKey, 'POST', '/v1/templates', {
      name: 'Shared with a problem',
      blockTree: fixture([image('img', { alt: '' })]),
    });
    const { el } = await mountReady(sharedAccount());
    await el.open(shared._id);
    await expect.element(page.getByText('Read-only', { exact: true })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Checks, 1 problem' }));
    await expect.element(finding(/no alt text/)).toBeVisible();
    await expect.element(inFinding(/no alt text/, 'Go to image')).toBeVisible();
    expect(
      finding(/no alt text/)
        .getByRole('button', { name: 'Mark decorative' })
        .query(),
    ).toBeNull();
    expect(page.getByRole('textbox', { name: 'Alt text for this image' }).query()).toBeNull();
  });
});

describe('Checks panel: accessibility', () => {
  test('the open panel with findings of every severity has no serious or critical axe violation, light and dark', async () => {
    const el = await editorWith(fixture([image('img', { alt: '' }), button('btn', { label: 'Click here' })], {}, {}));
    await expect.element(page.getByRole('heading', { name: 'Errors (2)' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Warnings (2)' })).toBeVisible();
    const serious = async () => {
      const panel = shadow(shadow(el).querySelector('eb-editor') as Element).querySelector('eb-checks') as Element;
      const result = await axe.run(panel, { iframes: false, resultTypes: ['violations'] });
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary}`).join(', ')}`);
    };
    expect(await serious()).toEqual([]);
    el.setAttribute('theme', 'dark');
    // Colours ease when the theme changes: judge the settled theme (wait for the running transitions).
    await el.updateComplete;
    await new Promise(requestAnimationFrame);
    const panelRoot = shadow(
      shadow(shadow(el).querySelector('eb-editor') as Element).querySelector('eb-checks') as Element,
    );
    await Promise.all(panelRoot.getAnimations().map((a) => a.finished.catch(() => undefined)));
    expect(await serious()).toEqual([]);
  });
});
