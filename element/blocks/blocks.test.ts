// A block type is one unit: every registered type is complete on the editor side, and a type
// added outside the registry lines (the badge fixture, also registered with the test API by the
// global setup) shows in the palette, inserts into the canvas, opens its panel and exports.
import { html, render } from 'lit';
import { describe, expect, inject, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { badgeBlock } from '../../core/blocks/__fixtures__/badge';
import { BLOCK_TYPES, blockUnit, registerBlock } from '../../core/blocks/registry';
import { defineBlock } from '../../core/blocks/unit';
import { blockSchema } from '../../core/document/fields';
import { escapeHtml } from '../../core/render/escape';
import { wrapBlock } from '../../core/render/style';
import { s } from '../../core/schema/schema';
import { ENGLISH } from '../i18n/messages';
import { EditorStore } from '../state/store';
import '../state/document-ops-entry';
import { emptyDocument } from '../../core/document/validate';
import { addBlocks, canvasDocument, canvasFrame, env, openBlankEditor } from '../test/helpers';
import { badgeUi } from './__fixtures__/badge';
import { BLOCK_UI, blockUi, loadPanel, registerBlockUi } from './registry';
import { defineBlockUi } from './types';

describe('element block registry', () => {
  test('every core type has an icon, style controls and a panel that renders its new block', async () => {
    expect(Object.keys(BLOCK_UI).sort()).toEqual([...BLOCK_TYPES].sort());
    for (const type of BLOCK_TYPES) {
      const ui = blockUi(type);
      const unit = blockUnit(type);
      if (!ui || !unit) throw new Error(`${type} is incomplete`);
      expect(ui.icon, type).toMatch(/^[Mm][\d\s.,a-zA-Z-]+$/);
      expect(unit.label.trim(), type).not.toBe('');
      const panel = await loadPanel(type);
      const block = unit.create(`new-${type}`, env().apiUrl);
      const store = new EditorStore({ ...emptyDocument(), blocks: [block] } as never, () => 'x');
      const host = document.createElement('div');
      host.attachShadow({ mode: 'open' });
      render(
        panel({
          block,
          store,
          session: undefined,
          host,
          set: () => {},
          i18n: ENGLISH,
          t: (key, params) => ENGLISH.t(key, params),
        }),
        host,
      );
      // Every panel has a titled section with at least one labelled control.
      expect(host.querySelector('section h3')?.textContent?.trim(), type).toBeTruthy();
      expect(host.querySelectorAll('input, select, textarea').length, type).toBeGreaterThan(0);
    }
  });

  test('the built entry and editor carry no panel: each panel is a chunk loaded on demand', () => {
    const { sources } = inject('ebEnv').bundle;
    const names = Object.keys(sources);
    const shell = names.filter((name) => name === 'email-builder.js' || name.startsWith('editor-'));
    const panels = names.filter((name) => name.startsWith('panel-'));
    expect(shell.length).toBe(2);
    expect(panels.length).toBeGreaterThanOrEqual(BLOCK_TYPES.length);
    // Properties only panels edit (the social, divider, video, heading and menu panels): their words
    // are in the message catalogue, their controls' property paths only in their own chunks.
    for (const label of [
      'props.iconStyle',
      'props.lineStyle',
      'props.thumbnailSrc',
      'props.level',
      'props.separator',
    ]) {
      for (const name of shell) expect(sources[name], `${label} in ${name}`).not.toContain(label);
      expect(
        panels.some((name) => sources[name]?.includes(label)),
        label,
      ).toBe(true);
    }
  });

  test('a panel whose chunk fails to load shows a retry that loads it', async () => {
    const flakySchema = blockSchema('flaky', { text: s.string({ max: 50 }) });
    const flaky = defineBlock({
      type: 'flaky',
      label: 'Flaky',
      schema: flakySchema,
      initial: () => ({ props: { text: 'Flaky block' } }),
      html: (block, ctx) => wrapBlock(block as never, ctx, escapeHtml(block.props.text)),
      text: (block) => block.props.text,
    });
    let online = false;
    const panel = () =>
      html`<section><h3>Flaky</h3><label class="field"><span>Flaky text</span><input class="input" /></label></section>`;
    registerBlock(flaky);
    registerBlockUi(
      flaky,
      defineBlockUi({
        icon: 'M4 4h16v16H4z',
        styles: [],
        // Offline until the test says otherwise, like a chunk requested during a deploy.
        panel: () =>
          online
            ? Promise.resolve({ panel })
            : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      }),
    );
    await openBlankEditor();
    await addBlocks('Flaky');
    await expect.element(page.getByRole('button', { name: 'Retry', exact: true })).toBeVisible();
    expect(page.getByRole('alert').element().textContent).toMatch(/These settings could not be loaded/);
    online = true;
    await userEvent.click(page.getByRole('button', { name: 'Retry', exact: true }));
    await expect.element(page.getByRole('textbox', { name: 'Flaky text' })).toBeVisible();
  });

  test('pointing at a palette item fetches its panel before the click', async () => {
    const schema = blockSchema('hovered', { text: s.string({ max: 50 }) });
    const unit = defineBlock({
      type: 'hovered',
      label: 'Hovered',
      schema,
      initial: () => ({ props: { text: 'Hovered block' } }),
      html: (block, ctx) => wrapBlock(block as never, ctx, escapeHtml(block.props.text)),
      text: (block) => block.props.text,
    });
    let loads = 0;
    const panel = () =>
      html`<section><h3>Hovered</h3><label class="field"><span>Hovered text</span><input class="input" /></label></section>`;
    registerBlock(unit);
    const load = () => {
      loads++;
      return Promise.resolve({ panel });
    };
    registerBlockUi(unit, defineBlockUi({ icon: 'M4 4h16v16H4z', styles: [], panel: load }));
    await openBlankEditor();
    expect(loads).toBe(0);
    await userEvent.hover(page.getByRole('button', { name: 'Hovered', exact: true }));
    await expect.poll(() => loads).toBe(1);
    await addBlocks('Hovered');
    await expect.element(page.getByRole('textbox', { name: 'Hovered text' })).toBeVisible();
    expect(loads).toBe(1);
  });
});

describe('a block type added outside the registry lines', () => {
  test('appears in the palette, inserts into the canvas, opens its panel and exports', async () => {
    registerBlock(badgeBlock);
    registerBlockUi(badgeBlock, badgeUi);
    const { el } = await openBlankEditor();

    await addBlocks('Badge');
    expect(el.store.doc.blocks.map((b) => b.type)).toEqual(['badge']);
    const id = el.store.selectedId;
    await expect.element(canvasFrame().getByText('New', { exact: true })).toBeVisible();

    // Its panel, loaded on demand, edits it; the canvas follows.
    await expect.element(page.getByRole('heading', { name: 'Badge', level: 2 })).toBeVisible();
    await userEvent.fill(page.getByRole('textbox', { name: 'Badge text', exact: true }), 'Early access');
    await expect.element(canvasFrame().getByText('Early access', { exact: true })).toBeVisible();
    expect(canvasDocument(el).querySelector(`[data-eb-block="${id}"] span`)?.getAttribute('style')).toContain(
      'background:#7c3aed',
    );
    // Its style controls come from its editor side: font size and alignment, no text colour.
    await expect.element(page.getByRole('spinbutton', { name: 'Font size', exact: true })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Center', exact: true })).toBeVisible();
    expect(page.getByRole('textbox', { name: 'Text colour hex' }).elements()).toHaveLength(0);

    const exported = await el.exportHtml();
    expect(exported.html).toContain('Early access');
    expect(exported.text).toContain('[Early access]');
  });
});
