// Writing help from the host's own model (docs/api.md §16), in real Chromium against the real API.
// Each test's `assistant` is a plain JS function standing in for the host's model: that function
// is the whole contract, so these are the calls a host receives and the answers it can give.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { EmailBuilder } from '../email-builder/email-builder';
import {
  addBlocks,
  canvasDocument,
  canvasReady,
  env,
  mintSession,
  mount,
  openBlankEditor,
  uniqueUser,
} from '../test/helpers';
import type { AssistantFn, AssistantRequest } from './types';

const writingHelp = () => page.getByRole('button', { name: 'Writing help', exact: true });
const dialog = () => page.getByRole('dialog', { name: 'Writing help' });
const taskNames = async () =>
  [...(dialog().element() as HTMLElement).querySelectorAll('.tasks button')].map((b) => b.textContent?.trim() ?? '');

/** A host function that records every request and answers `<task>: <text>`. */
function recorder(): { fn: AssistantFn; requests: AssistantRequest[] } {
  const requests: AssistantRequest[] = [];
  const fn: AssistantFn = async (request) => {
    requests.push(structuredClone(request));
    return { text: `${request.task}: ${request.text}` };
  };
  return { fn, requests };
}

/** Resolves when `release()` is called: lets a test hold a stream between two chunks. */
function gate(): { wait: Promise<void>; release(): void } {
  let release = () => {};
  const wait = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { wait, release };
}

async function openHelp(): Promise<void> {
  await userEvent.click(writingHelp());
  await expect.element(dialog()).toBeVisible();
}

/** The focused element, through shadow roots. */
function focused(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const blockText = (el: EmailBuilder, id: string) =>
  canvasDocument(el).querySelector(`[data-eb-block="${id}"]`)?.textContent?.trim() ?? '';

describe('writing help (the host’s assistant)', () => {
  test('without `assistant` nothing is offered; set, the button appears; cleared, it is gone again', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Text');
    await expect.element(page.getByRole('button', { name: 'Save as block' })).toBeVisible();
    expect(writingHelp().elements()).toHaveLength(0);
    for (const type of ['Heading', 'Button', 'Image']) {
      await addBlocks(type);
      await expect.element(page.getByRole('heading', { name: type, level: 2 })).toBeVisible();
      expect(writingHelp().elements(), type).toHaveLength(0);
    }
    el.assistant = recorder().fn;
    await expect.element(writingHelp()).toBeVisible();
    el.assistant = null;
    await expect.poll(() => writingHelp().elements().length).toBe(0);
    // Blocks without words of their own never offer it.
    el.assistant = recorder().fn;
    await addBlocks('Divider');
    await expect.element(page.getByRole('heading', { name: 'Divider', level: 2 })).toBeVisible();
    expect(writingHelp().elements()).toHaveLength(0);
  });

  test('text, heading and button offer rewrite, shorten, expand, tone and translate, each asked with the field’s text', async () => {
    const { el } = await openBlankEditor();
    const { fn, requests } = recorder();
    el.assistant = fn;
    const fields: Array<[string, () => string]> = [
      ['Text', () => (el.store.selected?.type === 'text' ? el.store.selected.props.html.replace(/<[^>]+>/g, '') : '')],
      ['Heading', () => (el.store.selected?.type === 'heading' ? el.store.selected.props.text : '')],
      ['Button', () => (el.store.selected?.type === 'button' ? el.store.selected.props.label : '')],
    ];
    for (const [type, text] of fields) {
      await addBlocks(type);
      const blockId = el.store.selectedId as string;
      const field = type.toLowerCase();
      await openHelp();
      expect(await taskNames()).toEqual(['Rewrite', 'Shorten', 'Expand', 'Change tone', 'Translate']);
      for (const task of ['rewrite', 'shorten', 'expand'] as const) {
        await userEvent.click(
          dialog().getByRole('button', { name: task[0]?.toUpperCase() + task.slice(1), exact: true }),
        );
        await expect.element(dialog().getByRole('button', { name: 'Apply' })).toBeVisible();
        expect(requests.at(-1)).toEqual({ task, text: text(), locale: 'en', context: { field, blockId } });
      }
      await userEvent.selectOptions(dialog().getByRole('combobox', { name: 'Tone' }), 'Formal');
      await userEvent.click(dialog().getByRole('button', { name: 'Change tone' }));
      await expect.element(dialog().getByText(`tone: ${text()}`)).toBeVisible();
      expect(requests.at(-1)).toEqual({
        task: 'tone',
        text: text(),
        locale: 'en',
        context: { field, blockId, tone: 'formal' },
      });
      await userEvent.selectOptions(dialog().getByRole('combobox', { name: 'Language' }), 'French');
      await userEvent.click(dialog().getByRole('button', { name: 'Translate' }));
      await expect.element(dialog().getByText(`translate: ${text()}`)).toBeVisible();
      expect(requests.at(-1)).toEqual({
        task: 'translate',
        text: text(),
        locale: 'en',
        context: { field, blockId, language: 'fr' },
      });
      await userEvent.keyboard('{Escape}');
      await expect.element(dialog()).not.toBeInTheDocument();
    }
  });

  test('an image offers a description (with its address) and translation; the email offers subject lines and a preheader', async () => {
    const { el } = await openBlankEditor();
    const { fn, requests } = recorder();
    el.assistant = fn;
    await addBlocks('Text', 'Image');
    const image = el.store.selected;
    if (image?.type !== 'image') throw new Error('an image is selected');
    await openHelp();
    expect(await taskNames()).toEqual(['Describe the image', 'Translate']);
    await userEvent.click(dialog().getByRole('button', { name: 'Describe the image' }));
    await expect.element(dialog().getByRole('button', { name: 'Apply' })).toBeVisible();
    expect(requests.at(-1)).toEqual({
      task: 'alt_text',
      text: image.props.alt,
      locale: 'en',
      context: { field: 'alt', blockId: image.id, imageUrl: image.props.src },
    });
    await userEvent.keyboard('{Escape}');

    // Nothing selected: the email's settings, with its subject and preheader.
    el.store.select(null);
    await userEvent.fill(page.getByRole('textbox', { name: 'Subject', exact: true }), 'Spring sale');
    await openHelp();
    expect(await taskNames()).toEqual(['Suggest subject lines', 'Suggest a preheader']);
    await userEvent.click(dialog().getByRole('button', { name: 'Suggest a preheader' }));
    await expect.element(dialog().getByRole('button', { name: 'Apply' })).toBeVisible();
    const asked = requests.at(-1);
    expect(asked).toMatchObject({
      task: 'preheader',
      text: '',
      locale: 'en',
      context: { field: 'preheader', subject: 'Spring sale' },
    });
    // The email's own words, as its plain-text part reads, for the model to summarise.
    expect(asked?.context.email).toContain('{{first_name}}');
    await userEvent.click(dialog().getByRole('button', { name: 'Suggest subject lines' }));
    await expect.poll(() => requests.at(-1)?.task).toBe('subject_lines');
    expect(requests.at(-1)).toMatchObject({
      text: 'Spring sale',
      context: { field: 'subject', email: asked?.context.email },
    });
  });

  test('an applied suggestion is one undo step; a subject line is picked from the list', async () => {
    const { el } = await openBlankEditor();
    el.assistant = async ({ task }) => ({
      text:
        task === 'subject_lines'
          ? '1. Spring is here\n2. "Fresh picks for you"\n- Last call'
          : 'Short and sweet.\n\nSecond line: 2 < 3 & done',
    });
    await addBlocks('Text');
    const id = el.store.selectedId as string;
    const before = el.store.doc;
    const steps = el.store.historySize;
    await openHelp();
    await userEvent.click(dialog().getByRole('button', { name: 'Shorten' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Apply' }));
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(el.store.selected?.type === 'text' && el.store.selected.props.html).toBe(
      '<p>Short and sweet.</p><p>Second line: 2 &lt; 3 &amp; done</p>',
    );
    await expect.poll(() => blockText(el, id)).toBe('Short and sweet.Second line: 2 < 3 & done');
    expect(el.store.historySize).toBe(steps + 1);
    await userEvent.click(page.getByRole('button', { name: 'Undo', exact: true }));
    expect(el.store.doc).toBe(before);

    el.store.select(null);
    await userEvent.fill(page.getByRole('textbox', { name: 'Subject', exact: true }), 'Old subject');
    await openHelp();
    await userEvent.click(dialog().getByRole('button', { name: 'Suggest subject lines' }));
    const choices = dialog().getByRole('list').getByRole('button');
    await expect
      .poll(() => choices.elements().map((b) => b.textContent?.trim()))
      .toEqual(['Spring is here', 'Fresh picks for you', 'Last call']);
    const typed = el.store.doc;
    await userEvent.click(dialog().getByRole('button', { name: 'Fresh picks for you' }));
    await expect
      .element(page.getByRole('textbox', { name: 'Subject', exact: true }))
      .toHaveValue('Fresh picks for you');
    el.store.undo();
    expect(el.store.doc).toBe(typed);
    await expect.element(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue('Old subject');
  });

  test('a streamed answer shows as it arrives; Stop leaves it behind and tells the host’s iterator to finish', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Heading');
    const id = el.store.selectedId as string;
    const held = gate();
    let finished = false;
    el.assistant = () =>
      (async function* () {
        try {
          yield 'Big ';
          await held.wait;
          yield 'news';
        } finally {
          finished = true;
        }
      })();
    await openHelp();
    await userEvent.click(dialog().getByRole('button', { name: 'Rewrite' }));
    const suggestion = dialog().getByRole('region', { name: 'Suggestion', exact: true });
    await expect.element(suggestion).toHaveTextContent('Big');
    await expect.element(suggestion).toHaveAttribute('aria-busy', 'true');
    expect(dialog().getByRole('button', { name: 'Apply' }).elements()).toHaveLength(0);
    held.release();
    await expect.element(dialog().getByRole('button', { name: 'Apply' })).toBeVisible();
    expect(suggestion.element().querySelector('.text')?.textContent).toBe('Big news');
    await expect.element(suggestion).toHaveAttribute('aria-busy', 'false');
    await userEvent.click(dialog().getByRole('button', { name: 'Apply' }));
    expect(el.store.selected?.type === 'heading' && el.store.selected.props.text).toBe('Big news');
    await expect.poll(() => blockText(el, id)).toBe('Big news');

    // A stream that never ends: Stop, and nothing changes.
    finished = false;
    const never = gate();
    el.assistant = () =>
      (async function* () {
        try {
          yield 'Half a';
          await never.wait;
          yield ' thought';
        } finally {
          finished = true;
        }
      })();
    const doc = el.store.doc;
    await openHelp();
    await userEvent.click(dialog().getByRole('button', { name: 'Expand' }));
    await expect.element(dialog().getByRole('region', { name: 'Suggestion', exact: true })).toHaveTextContent('Half a');
    await userEvent.click(dialog().getByRole('button', { name: 'Stop' }));
    await expect.element(dialog().getByRole('status')).toHaveTextContent('Stopped. Nothing was changed.');
    never.release();
    await expect.poll(() => finished).toBe(true);
    expect(el.store.doc).toBe(doc);
    expect(dialog().getByRole('button', { name: 'Apply' }).elements()).toHaveLength(0);
  });

  test('what the host throws, rejects or answers amiss is shown, never thrown; HTML comes back as its text', async () => {
    const { el } = await openBlankEditor();
    await addBlocks('Heading');
    const doc = () => el.store.doc;
    const start = doc();
    const alert = () => dialog().getByRole('alert');
    el.assistant = () => Promise.reject(new Error('quota exceeded'));
    await openHelp();
    await userEvent.click(dialog().getByRole('button', { name: 'Rewrite' }));
    await expect.element(alert()).toHaveTextContent('Your app’s writing help failed: quota exceeded');
    el.assistant = () => {
      throw 'no model configured';
    };
    await userEvent.click(dialog().getByRole('button', { name: 'Shorten' }));
    await expect.element(alert()).toHaveTextContent('Your app’s writing help failed: no model configured');
    el.assistant = (() => Promise.resolve({ answer: 'wrong shape' })) as unknown as AssistantFn;
    await userEvent.click(dialog().getByRole('button', { name: 'Expand' }));
    await expect.element(alert()).toHaveTextContent('Your app’s writing help returned no text.');
    el.assistant = () => Promise.resolve({ text: 'x'.repeat(600) });
    await userEvent.click(dialog().getByRole('button', { name: 'Rewrite' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Apply' }));
    await expect
      .element(alert())
      .toHaveTextContent('The suggestion is longer than this field allows (500 characters).');
    expect(doc()).toBe(start);

    el.assistant = () =>
      Promise.resolve({ text: '<h1 onclick="alert(1)">Hello <b>there</b></h1><script>alert(2)</script>' });
    await userEvent.click(dialog().getByRole('button', { name: 'Rewrite' }));
    await expect.element(dialog().getByText('The suggestion contained HTML; only its text is used.')).toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: 'Apply' }));
    expect(el.store.selected?.type === 'heading' && el.store.selected.props.text).toBe('Hello there');
    // The editor kept working throughout.
    await addBlocks('Text');
    expect(el.store.doc.blocks).toHaveLength(start.blocks.length + 1);
  });

  test('keyboard only, with accessible names; nothing is requested from the network while the host answers', async () => {
    const { el } = await openBlankEditor();
    const { fn, requests } = recorder();
    el.assistant = fn;
    await addBlocks('Button');
    const button = writingHelp();
    await expect.element(button).toHaveAttribute('aria-haspopup', 'dialog');
    (button.element() as HTMLElement).focus();
    const network = () =>
      performance
        .getEntriesByType('resource')
        .filter((e) => ['fetch', 'xmlhttprequest', 'beacon'].includes((e as PerformanceResourceTiming).initiatorType))
        .length;
    const before = network();
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog()).toBeVisible();
    await expect.poll(() => focused()?.textContent?.trim()).toBe('Rewrite');
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog().getByRole('button', { name: 'Apply' })).toBeVisible();
    expect(requests).toHaveLength(1);
    // Tab from the task buttons, past the tone and language controls, reaches Apply.
    const apply = dialog().getByRole('button', { name: 'Apply' }).element();
    for (let presses = 0; presses < 12 && focused() !== apply; presses++) await userEvent.keyboard('{Tab}');
    expect(focused()).toBe(apply);
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(el.store.selected?.type === 'button' && el.store.selected.props.label).toMatch(/^rewrite: /);
    await expect.poll(() => focused()).toBe(button.element());
    expect(network()).toBe(before);
    // Escape closes it again.
    await userEvent.keyboard('{Enter}');
    await expect.element(dialog()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  test('in Arabic on a 390 px phone: worded in Arabic, right to left, and the dialog fits the screen', async () => {
    const userId = uniqueUser('assist-ar');
    const token = await mintSession(env().accounts.pro.apiKey, userId);
    const { el, of } = mount({ 'api-key': token, 'user-id': userId, 'base-url': env().apiUrl, locale: 'ar' });
    await page.viewport(390, 844);
    el.style.cssText = 'display:block;width:100vw;height:100vh;min-height:0';
    document.body.style.margin = '0';
    await expect.poll(() => of('eb-ready').length, { timeout: 10_000 }).toBe(1);
    el.assistant = recorder().fn;
    el.newTemplate();
    await expect.poll(() => canvasReady(el), { timeout: 10_000 }).toBe(true);
    await userEvent.click(page.getByRole('button', { name: 'الإعدادات', exact: true }));
    const open = page.getByRole('button', { name: 'مساعدة في الكتابة', exact: true });
    await userEvent.click(open);
    const box = page.getByRole('dialog', { name: 'مساعدة في الكتابة' });
    await expect.element(box).toBeVisible();
    const dialogBox = box.element() as HTMLElement;
    expect(getComputedStyle(dialogBox).direction).toBe('rtl');
    await userEvent.click(box.getByRole('button', { name: 'اقتراح عناوين' }));
    await expect.element(box.getByRole('list')).toBeVisible();
    for (const control of dialogBox.querySelectorAll<HTMLElement>('button, select')) {
      control.scrollIntoView({ block: 'nearest' });
      const r = control.getBoundingClientRect();
      expect(r.left, control.textContent ?? '').toBeGreaterThanOrEqual(0);
      expect(r.right, control.textContent ?? '').toBeLessThanOrEqual(390);
    }
  });
});
