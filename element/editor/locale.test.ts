// The editor in every shipped locale: toolbar, palette, canvas, block bar, every inspector tab of a
// text, a button and an image block, and the email settings with the theme — no missing message,
// nothing on screen that looks like a key, the words a user reads translated, and a toolbar whose
// buttons keep their whole text at 1280 and 768 px.

import { render } from 'lit';
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { BLOCK_TYPES, type BlockType, blockUnit } from '../../core/blocks/registry';
import type { BaseBlock } from '../../core/blocks/unit';
import { blockLabel, loadPanel } from '../blocks/registry';
import type { EbCanvas } from '../canvas/canvas';
import type { EmailBuilder } from '../email-builder/email-builder';
import { missingMessages } from '../i18n/i18n';
import type { MessageKey } from '../i18n/keys';
import { LOCALES, type Locale } from '../i18n/locales';
import { canvasDocument, canvasReady, env, mintSession, mount, shadow, uniqueUser } from '../test/helpers';

const SAVE: Record<Locale, string> = {
  en: 'Save',
  de: 'Speichern',
  fr: 'Enregistrer',
  es: 'Guardar',
  'pt-BR': 'Salvar',
  ja: '保存',
  ar: 'حفظ',
};
/** What a native speaker expects the palette's Heading to read: a translated block label, written out here, not read from the catalogue. */
const HEADING: Record<Locale, string> = {
  en: 'Heading',
  de: 'Überschrift',
  fr: 'Titre',
  es: 'Encabezado',
  'pt-BR': 'Título',
  ja: '見出し',
  ar: 'عنوان',
};
const KEY_LIKE = /\b[a-z]+(?:\.[a-z][A-Za-z0-9]*){1,}\b/;

afterEach(async () => {
  await page.viewport(1300, 800);
});

/** Mounts the element in a locale for a fresh pro user and opens a blank template. */
async function openEditor(locale: Locale) {
  const userId = uniqueUser();
  const token = await mintSession(env().accounts.pro.apiKey, userId);
  const mounted = mount({ 'api-key': token, 'user-id': userId, 'base-url': env().apiUrl, locale });
  await expect.poll(() => mounted.of('eb-ready').length, { timeout: 10_000 }).toBe(1);
  await expect.poll(() => mounted.el.i18n.locale).toBe(locale);
  mounted.el.newTemplate();
  await expect.poll(() => canvasReady(mounted.el), { timeout: 10_000 }).toBe(true);
  return mounted.el;
}

const editorRoot = (el: EmailBuilder) => shadow(shadow(el).querySelector('eb-editor') as Element);
const t = (el: EmailBuilder, key: MessageKey, params?: Record<string, string | number>) => el.i18n.t(key, params);

/** The editor's own shadow roots: the editor, its palette, canvas and inspector. */
function ownRoots(el: EmailBuilder): ShadowRoot[] {
  const editor = editorRoot(el);
  return [
    editor,
    ...['eb-palette', 'eb-canvas', 'eb-inspector'].map((name) => shadow(editor.querySelector(name) as Element)),
  ];
}

/** Fails on any text or accessible name in the editor's shadow roots that looks like a message key. */
function expectNoKeys(el: EmailBuilder, where: string): void {
  for (const root of ownRoots(el)) {
    const texts = [...root.children].map((child) => (child instanceof HTMLElement ? child.textContent : ''));
    for (const node of root.querySelectorAll('*'))
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = node.getAttribute(name) ?? '';
        // An example URL as a placeholder is meant to look like one.
        if (!value.startsWith('https://')) texts.push(value);
      }
    for (const text of texts) expect(text.match(KEY_LIKE)?.[0], `${where}: "${text}"`).toBeUndefined();
  }
  expect([...missingMessages], where).toEqual([]);
}

/** Adds a block by clicking its palette item, found by the translated label. */
async function add(el: EmailBuilder, type: BlockType): Promise<string> {
  const before = new Set(el.store.doc.blocks.map((b) => b.id));
  await userEvent.click(page.getByRole('button', { name: blockLabel(type, el.i18n), exact: true }));
  await expect.poll(() => el.store.doc.blocks.length).toBe(before.size + 1);
  return el.store.doc.blocks.find((b) => !before.has(b.id))?.id as string;
}

describe.each(LOCALES)('editor in %s', (locale) => {
  test('every part renders from the catalogue, with Save, the palette and the canvas translated', async () => {
    const el = await openEditor(locale);
    await expect.element(page.getByRole('button', { name: SAVE[locale], exact: true })).toBeVisible();
    await expect.element(page.getByRole('button', { name: HEADING[locale], exact: true })).toBeVisible();
    expect(canvasDocument(el).querySelector('.eb-empty')?.textContent).toBe(t(el, 'editor.canvas.emptyHint'));
    expectNoKeys(el, 'blank template');

    // A columns block: its empty columns ask for blocks in the element's language.
    const columns = await add(el, 'columns');
    const column = () => canvasDocument(el).querySelector(`[data-eb-block="${columns}"] [data-eb-column]`);
    await expect
      .poll(() => column() && getComputedStyle(column() as Element, '::before').content)
      .toBe(JSON.stringify(t(el, 'editor.canvas.dropHere')));

    for (const type of ['text', 'button', 'image'] as const) {
      el.store.select(null);
      const id = await add(el, type);
      el.store.select(id);
      const label = blockLabel(type, el.i18n);
      await expect.element(page.getByRole('heading', { name: label, level: 2 })).toBeVisible();
      await expect
        .element(page.getByRole('toolbar', { name: t(el, 'editor.blockBar.label', { type: label }) }))
        .toBeVisible();
      await expect
        .element(page.getByRole('button', { name: t(el, 'editor.blockBar.duplicate'), exact: true }))
        .toBeVisible();
      // The block's own panel is a lazy chunk: wait for one of its fields before reading the tab.
      await expect
        .poll(() =>
          shadow(editorRoot(el).querySelector('eb-inspector') as Element).querySelector('[data-prop^="props."]'),
        )
        .not.toBeNull();
      expectNoKeys(el, `${type}, desktop tab`);
      await userEvent.click(page.getByRole('tab', { name: t(el, 'editor.inspector.mobile') }));
      await expect.element(page.getByRole('heading', { name: t(el, 'editor.mobile.title'), level: 3 })).toBeVisible();
      expectNoKeys(el, `${type}, mobile tab`);
      await userEvent.click(page.getByRole('tab', { name: t(el, 'editor.inspector.desktop') }));
    }

    // Editing a heading in place: the formatting bar over it.
    el.store.select(null);
    const heading = await add(el, 'heading');
    const canvas = editorRoot(el).querySelector('eb-canvas') as EbCanvas;
    canvas.editBlock(heading);
    await expect.element(page.getByRole('toolbar', { name: t(el, 'editor.canvas.formatting') })).toBeVisible();
    await expect.element(page.getByRole('button', { name: t(el, 'editor.canvas.done'), exact: true })).toBeVisible();
    expectNoKeys(el, 'inline editing');
    canvas.finishEditing();

    // Nothing selected: the email settings with the theme.
    el.store.select(null);
    await expect.element(page.getByRole('button', { name: t(el, 'editor.theme.apply') })).toBeVisible();
    expectNoKeys(el, 'email settings');

    // Every other block type's panel, rendered in this locale as the inspector does.
    for (const type of BLOCK_TYPES) {
      const panel = await loadPanel(type);
      const block = blockUnit(type)?.create(`panel-${type}`, env().apiUrl) as BaseBlock;
      const host = document.createElement('div');
      host.attachShadow({ mode: 'open' });
      const i18n = el.i18n;
      render(
        panel({
          block,
          store: el.store,
          session: el.session ?? undefined,
          host,
          set: () => {},
          i18n,
          t: (k, p) => i18n.t(k, p),
        }),
        host,
      );
      const texts = [
        host.textContent ?? '',
        ...[...host.querySelectorAll('[aria-label]')].map((n) => n.getAttribute('aria-label') ?? ''),
      ];
      for (const text of texts) expect(text.match(KEY_LIKE)?.[0], `${type} panel: "${text}"`).toBeUndefined();
    }
    expect([...missingMessages], 'panels').toEqual([]);
  });

  // One blank editor per locale for the five widths, resized as a window is: the toolbar's text
  // at each width is under test, not opening the editor again.
  let resized: EmailBuilder | null = null;
  test.each([1440, 1280, 1024, 768, 390])("the toolbar's buttons keep their whole text at %i px", async (width) => {
    if (!resized?.isConnected) resized = await openEditor(locale);
    const el = resized;
    await page.viewport(width, 900);
    document.body.style.margin = '0';
    el.style.width = `${width}px`;
    await expect.poll(() => Math.round(el.getBoundingClientRect().width)).toBe(width);
    const toolbar = editorRoot(el).querySelector('.toolbar') as HTMLElement;
    const bar = toolbar.getBoundingClientRect();
    const buttons = [...toolbar.querySelectorAll<HTMLElement>('button')].filter(
      (b) => b.getBoundingClientRect().width > 0,
    );
    // Back, undo, redo, desktop, mobile, checks, preview, history, export, save (and the drawer toggles below 1152 px).
    expect(buttons.length).toBeGreaterThanOrEqual(10);
    for (const button of buttons) {
      const name = button.textContent?.trim() || button.getAttribute('aria-label');
      expect(button.scrollWidth, `${name} clipped`).toBeLessThanOrEqual(button.clientWidth);
      const box = button.getBoundingClientRect();
      expect(box.left, `${name} leaves the bar`).toBeGreaterThanOrEqual(bar.left - 0.5);
      expect(box.right, `${name} leaves the bar`).toBeLessThanOrEqual(bar.right + 0.5);
    }
  });
});

test("the host's messages rename Save in any locale", async () => {
  const el = await openEditor('de');
  await expect.element(page.getByRole('button', { name: 'Speichern', exact: true })).toBeVisible();
  el.messages = { 'editor.toolbar.save': 'Veröffentlichen' };
  await expect.element(page.getByRole('button', { name: 'Veröffentlichen', exact: true })).toBeVisible();
  expect(page.getByRole('button', { name: 'Speichern', exact: true }).elements()).toHaveLength(0);
});
