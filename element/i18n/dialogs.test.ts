// The editor's dialogs and tools in every shipped locale, in Chromium against the real API: the
// rich-text toolbar and its link and colour menus, the checks panel with problems, the preview
// in each view, history, the Images dialog's crop, alt-text and library steps, saving a block
// and the Saved section, and the merge-tag picker. None may fall back to English or show a key.
import { html, render } from 'lit';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderHtml, renderText } from '../../core/render/index';
import type { EbCanvas } from '../canvas/canvas';
import type { EmailBuilder } from '../email-builder/email-builder';
import { openImages } from '../images/chunk';
import { unknownTagsWarning } from '../merge-tags/warning';
import type { EbPreview } from '../preview/preview';
import { openSaveBlock } from '../saved-blocks/chunk';
import { canvasReady, env, mintSession, mount, shadow, tinyPng, uniqueUser } from '../test/helpers';
import '../checks/checks-panel';
import '../history/history';
import '../images/images-dialog';
import '../merge-tags/picker';
import '../saved-blocks/saved-blocks';
import type { Catalogue } from './catalog';
import { dialogs } from './en/dialogs';
import { menus } from './en/menus';
import { panels } from './en/panels';
import { missingMessages } from './i18n';
import type { MessageKey } from './keys';
import { LOCALES, type Locale, loadCatalogue } from './locales';

/** What a message key looks like when it leaks onto the screen. */
const KEY_LIKE = /\b[a-z]+(?:\.[a-z][A-Za-z0-9]*){1,}\b/;
/** Polls wait this long: six engineers' tests share two cores. */
const WAIT = { timeout: 15_000 };
/** The picture uploaded in each run. */
const PICTURE = 'Teal-Photo.png';

/**
 * Visible text and the names, titles, placeholders and alt texts under `root`. Styles, frames and
 * the user's content (picture and block names, which are file names like `banner.png`) are left out.
 */
function shownText(root: ParentNode): string[] {
  const names = [...root.querySelectorAll('.name')].map((n) => n.textContent ?? '').filter(Boolean);
  const out: string[] = [];
  for (const child of root.children) {
    const copy = child.cloneNode(true) as Element;
    for (const skip of copy.querySelectorAll('style, iframe, pre, code, .name')) skip.remove();
    if (copy.localName !== 'style') out.push(copy.textContent ?? '');
  }
  for (const el of root.querySelectorAll('*'))
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = el.getAttribute(name);
      if (value) out.push(value);
    }
  const withoutNames = (text: string) => names.reduce((rest, name) => rest.replaceAll(name, ''), text);
  return out.map((text) => withoutNames(text).replace(/\s+/g, ' ').trim()).filter(Boolean);
}

/** Fails when a text under `root` looks like a message key; returns the texts for further checks. */
function expectNoKeys(root: ParentNode | null | undefined, where: string): string[] {
  if (!root) throw new Error(`${where}: not rendered`);
  const texts = shownText(root);
  expect(texts.length, `${where} shows something`).toBeGreaterThan(0);
  for (const text of texts) expect(text, `${where}: "${text}"`).not.toMatch(KEY_LIKE);
  return texts;
}

const sr = (el: Element | null | undefined) => el?.shadowRoot ?? null;
const editorOf = (el: EmailBuilder) => shadow(el).querySelector('eb-editor');
const canvasOf = (el: EmailBuilder) => sr(editorOf(el))?.querySelector<EbCanvas>('eb-canvas') ?? null;
const click = (el: Element | null | undefined) => (el as HTMLElement | null)?.click();

async function ready(locale: Locale): Promise<EmailBuilder> {
  const userId = uniqueUser('i18n');
  const token = await mintSession(env().accounts.pro.apiKey, userId);
  const { el, of } = mount({ 'api-key': token, 'user-id': userId, 'base-url': env().apiUrl, locale });
  await expect.poll(() => of('eb-ready').length, WAIT).toBe(1);
  await expect.poll(() => el.i18n.locale, WAIT).toBe(locale);
  el.newTemplate();
  await expect.poll(() => canvasReady(el), WAIT).toBe(true);
  return el;
}

/** Adds a block as the palette does, and returns its id. */
async function addBlock(el: EmailBuilder, type: string): Promise<string> {
  const before = el.store.doc.blocks.length;
  editorOf(el)?.dispatchEvent(new CustomEvent('eb-palette-add', { detail: { type } }));
  await expect.poll(() => el.store.doc.blocks.length, WAIT).toBe(before + 1);
  return el.store.doc.blocks.at(-1)?.id as string;
}

async function richTextToolbar(el: EmailBuilder, textId: string, t: (key: MessageKey) => string) {
  const canvas = canvasOf(el);
  canvas?.editBlock(textId);
  const bar = () => sr(canvas)?.querySelector('.format') ?? null;
  // Named in the language: the toolbar asks the element for it once it is on screen.
  await expect.element(page.getByRole('button', { name: t('dialogs.richText.bold'), exact: true }), WAIT).toBeVisible();
  for (const key of [
    'dialogs.richText.italic',
    'dialogs.richText.underline',
    'dialogs.richText.strikethrough',
    'dialogs.richText.bulletedList',
    'dialogs.richText.numberedList',
    'dialogs.richText.textColour',
    'dialogs.richText.highlight',
    'dialogs.richText.clearFormatting',
  ] as const)
    expect(bar()?.querySelector(`button[aria-label="${t(key)}"]`), key).toBeTruthy();
  expectNoKeys(bar(), 'rich-text toolbar');
  click(bar()?.querySelector(`button[aria-label="${t('dialogs.richText.link')}"]`));
  await expect.poll(() => bar()?.querySelector('form.rt-pop'), WAIT).toBeTruthy();
  expect(expectNoKeys(bar()?.querySelector('form.rt-pop'), 'link dialog').join(' ')).toContain(
    t('dialogs.richText.openInNewTab'),
  );
  click(bar()?.querySelector(`button[aria-label="${t('dialogs.richText.textColour')}"]`));
  await expect.poll(() => bar()?.querySelector('div.rt-pop'), WAIT).toBeTruthy();
  expectNoKeys(bar()?.querySelector('div.rt-pop'), 'text colour menu');
  click(bar()?.querySelector(`button[aria-label="${t('dialogs.richText.highlight')}"]`));
  await expect
    .poll(() => bar()?.querySelector('div.rt-pop')?.getAttribute('aria-label'), WAIT)
    .toBe(t('dialogs.richText.highlight'));
  expectNoKeys(bar()?.querySelector('div.rt-pop'), 'highlight menu');
  canvas?.finishEditing();
}

async function checksPanel(el: EmailBuilder, t: (key: MessageKey) => string) {
  const button = () => sr(editorOf(el))?.querySelector<HTMLElement>('[data-checks-button]');
  await expect.poll(() => button()?.querySelector('.badge'), WAIT).toBeTruthy();
  expectNoKeys(button()?.parentElement, 'checks button');
  button()?.click();
  const panel = () => sr(sr(editorOf(el))?.querySelector('eb-checks'));
  // The image block's missing alt text is found once the checker has seen it.
  await expect.poll(() => panel()?.textContent ?? '', WAIT).toContain(t('dialogs.checks.imageAltMissing.title'));
  const texts = expectNoKeys(panel(), 'checks panel').join(' ');
  expect(texts).toContain(t('dialogs.checks.subjectMissing.detail'));
  expect(texts).toContain(t('dialogs.checks.fix.markDecorative'));
  button()?.click();
}

async function preview(el: EmailBuilder, t: (key: MessageKey) => string) {
  const dialog = shadow(el).querySelector<EbPreview>('eb-preview');
  const doc = el.store.doc;
  await dialog?.show({
    html: renderHtml(doc),
    text: renderText(doc),
    tags: el.store.mergeTags,
    canExport: true,
    filename: 'email',
  });
  const root = sr(dialog);
  const views = [...(root?.querySelectorAll<HTMLElement>('.group button') ?? [])];
  expect(views.map((b) => b.textContent?.trim())).toEqual(
    (['desktop', 'mobile', 'darkApple', 'darkGmail', 'plainText'] as const).map((v) => t(`dialogs.preview.${v}`)),
  );
  for (const view of views) {
    view.click();
    await expect.poll(() => view.getAttribute('aria-pressed'), WAIT).toBe('true');
    expectNoKeys(root, `preview (${view.textContent?.trim()})`);
  }
  expect(root?.querySelector('h2')?.textContent).toBe(t('dialogs.preview.title'));
  dialog?.close();
}

async function history(el: EmailBuilder, t: (key: MessageKey) => string) {
  expect(await el.save()).toBeTruthy();
  el.store.edit({ ...el.store.doc, metadata: { ...el.store.doc.metadata, subject: 'Second' } });
  expect(await el.save()).toBeTruthy();
  const dialog = shadow(el).querySelector('eb-history');
  await dialog?.show();
  const root = sr(dialog);
  await expect.poll(() => root?.querySelectorAll('button.version').length ?? 0, WAIT).toBeGreaterThanOrEqual(2);
  click(root?.querySelectorAll('button.version')[1]);
  await expect.poll(() => root?.querySelector('iframe'), WAIT).toBeTruthy();
  const texts = expectNoKeys(root, 'history').join(' ');
  expect(texts).toContain(t('dialogs.history.restore'));
  expect(root?.querySelector('time')?.textContent).toBe(
    el.i18n.date(root?.querySelector('time')?.getAttribute('datetime') ?? ''),
  );
  dialog?.close();
}

async function images(el: EmailBuilder, t: (key: MessageKey) => string) {
  const file = new File([await tinyPng('#0d9488')], PICTURE, { type: 'image/png' });
  const picked = openImages(editorOf(el) as Element, { file });
  const root = () => sr(shadow(el).querySelector('eb-images-dialog'));
  await expect.poll(() => root()?.querySelector('.crop'), WAIT).toBeTruthy();
  expect(expectNoKeys(root(), 'crop step').join(' ')).toContain(t('dialogs.crop.aspect'));
  click(root()?.querySelector('.crop .actions .primary'));
  await expect.poll(() => root()?.querySelector('.alt'), WAIT).toBeTruthy();
  expect(expectNoKeys(root(), 'alt text step').join(' ')).toContain(t('dialogs.images.decorative'));
  click(root()?.querySelector('.alt .actions .btn:not(.primary)'));
  await expect.poll(() => root()?.querySelectorAll('li[data-image]').length ?? 0, WAIT).toBeGreaterThan(0);
  click(root()?.querySelector('button.delete'));
  await expect.poll(() => root()?.querySelector('.confirm'), WAIT).toBeTruthy();
  expect(expectNoKeys(root(), 'image library').join(' ')).toContain(t('dialogs.images.deleteImage'));
  shadow(el).querySelector('eb-images-dialog')?.close();
  expect(await picked).toBeNull();
}

async function savedBlocks(el: EmailBuilder, textId: string, t: (key: MessageKey) => string) {
  const block = el.store.doc.blocks.find((b) => b.id === textId);
  if (!block) throw new Error('no text block');
  await openSaveBlock(editorOf(el) as Element, block, t('block.text.label' as MessageKey));
  const dialog = shadow(el).querySelector('eb-save-block-dialog');
  expect(expectNoKeys(sr(dialog), 'save as block').join(' ')).toContain(t('dialogs.savedBlocks.save'));
  click(sr(dialog)?.querySelector('button[type=submit]'));
  const list = () => sr(sr(sr(editorOf(el))?.querySelector('eb-palette'))?.querySelector('eb-saved-blocks'));
  await expect.poll(() => list()?.querySelectorAll('li').length ?? 0, WAIT).toBeGreaterThan(0);
  expectNoKeys(list(), 'saved blocks');
  click(list()?.querySelector('li button.icon'));
  await expect.poll(() => list()?.querySelector('form.edit'), WAIT).toBeTruthy();
  expectNoKeys(list(), 'rename a saved block');
}

async function mergeTags(el: EmailBuilder, t: (key: MessageKey) => string) {
  const picker = document.createElement('eb-merge-tag-picker');
  picker.label = 'Subject';
  shadow(el).append(picker);
  await picker.open();
  const root = sr(picker);
  const texts = expectNoKeys(root, 'merge-tag picker');
  expect(texts).toContain(t('dialogs.mergeTags.search'));
  expect(root?.querySelectorAll('li.group').length).toBeGreaterThan(0);
  picker.remove();
  const warning = document.createElement('div');
  shadow(el).append(warning);
  render(html`${unknownTagsWarning('Hi {{frist_name}}', el.store.mergeTags, el.i18n)}`, warning);
  expect(expectNoKeys(warning, 'unknown-tag warning')).toContain(
    t('dialogs.mergeTags.unknownName').replace('{tags}', '{{frist_name}}'),
  );
  warning.remove();
}

describe.each(LOCALES)('%s', (locale) => {
  test('every dialog and tool renders with no missing message', { timeout: 180_000 }, async () => {
    const catalogue: Catalogue = { ...dialogs, ...menus, ...panels, ...(await loadCatalogue(locale)) };
    const t = (key: MessageKey) => String(catalogue[key]);
    const el = await ready(locale);
    const textId = await addBlock(el, 'text');
    await addBlock(el, 'image');

    await richTextToolbar(el, textId, t);
    await checksPanel(el, t);
    await preview(el, t);
    await history(el, t);
    await images(el, t);
    await savedBlocks(el, textId, t);
    await mergeTags(el, t);

    const missing = [...missingMessages].filter((id) => id.startsWith(`${locale}:dialogs.`));
    expect(missing).toEqual([]);
  });
});

test('the toolbar says "Fett" for Bold in German, and the History panel "Diese Version wiederherstellen"', async () => {
  const el = await ready('de');
  const textId = await addBlock(el, 'text');
  canvasOf(el)?.editBlock(textId);
  await expect.element(page.getByRole('button', { name: 'Fett', exact: true }), WAIT).toBeVisible();
  await userEvent.keyboard('{Escape}');
  expect(await el.save()).toBeTruthy();
  await shadow(el).querySelector('eb-history')?.show();
  await expect.element(page.getByRole('button', { name: 'Diese Version wiederherstellen' }), WAIT).toBeVisible();
});
