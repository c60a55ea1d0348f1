// Display conditions in the editor (docs/api.md §16), in Chromium: the inspector builds one from
// the host's merge tags, the canvas marks the block (and shows no platform markers), the preview
// decides it from the tag's sample with a switch to flip it, and the export writes it in the
// host's merge-tag syntax.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { EbPreview } from '../preview/preview';
import { addBlocks, canvasDocument, openBlankEditor, shadow } from '../test/helpers';

describe('display conditions', () => {
  test('built in the inspector, marked on the canvas, decided and flipped in the preview, written in the export', {
    timeout: 60_000,
  }, async () => {
    const { el } = await openBlankEditor();
    el.mergeTags = [
      { name: 'First name', value: '*|FNAME|*', sample: 'Ada' },
      { name: 'Plan', value: '*|PLAN|*', sample: 'free' },
    ];
    el.mergeTagSyntax = '*| |*';
    await addBlocks('Heading', 'Text');
    const heading = el.store.doc.blocks[0]!;
    el.store.select(heading.id);

    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Show only when' }), 'Plan');
    await userEvent.fill(page.getByRole('textbox', { name: 'Value', exact: true }), 'pro');
    await expect.poll(() => el.store.doc.blocks[0]?.condition).toEqual({ tag: 'PLAN', op: 'equals', value: 'pro' });
    // A refused character never reaches the document.
    await userEvent.fill(page.getByRole('textbox', { name: 'Value', exact: true }), 'pro"');
    expect(el.store.doc.blocks[0]?.condition).toEqual({ tag: 'PLAN', op: 'equals', value: 'pro' });

    // The canvas keeps the block, marked "Conditional", and shows none of the platform's markers.
    await expect
      .poll(() =>
        canvasDocument(el).querySelector(`[data-eb-block="${heading.id}"]`)?.hasAttribute('data-eb-condition'),
      )
      .toBe(true);
    const cell = canvasDocument(el).querySelector(`[data-eb-block="${heading.id}"] td`) as Element;
    expect(getComputedStyle(cell, '::before').content).toBe('"Conditional"');
    expect(canvasDocument(el).body.textContent).not.toContain('*|IF');
    expect(canvasDocument(el).body.textContent).toContain('Your headline');

    // The preview: the sample plan is "free", so the block is left out until its switch is flipped.
    await userEvent.click(page.getByRole('button', { name: 'Preview', exact: true }));
    await expect.element(page.getByTitle('Email preview')).toBeVisible();
    const preview = shadow(el).querySelector('eb-preview') as EbPreview;
    const flip = page
      .getByRole('group', { name: 'Display conditions' })
      .getByRole('checkbox', { name: 'PLAN is “pro”' });
    await expect.element(flip).not.toBeChecked();
    // The frame is sandboxed (no access to its document): its srcdoc is what it paints.
    const frameText = () => (page.getByTitle('Email preview').element() as HTMLIFrameElement).srcdoc;
    await expect.poll(frameText).toContain('Write something');
    expect(frameText()).not.toContain('Your headline');
    await userEvent.click(flip);
    await expect.poll(frameText).toContain('Your headline');
    expect(frameText()).not.toContain('*|');
    expect(preview.text).toContain('Your headline');

    // The export writes the condition in the host's syntax (Mailchimp here).
    const exported = await el.exportHtml();
    expect(exported.html).toMatch(/\*\|IF:PLAN=pro\|\*<table[^>]*>.*Your headline.*?<\/table>\*\|END:IF\|\*/s);
    expect(exported.text).toContain('*|IF:PLAN=pro|*\nYour headline\n*|END:IF|*');

    // "Always show" removes the condition.
    await userEvent.click(page.getByRole('button', { name: 'Close preview' }));
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Show only when' }), 'Always show');
    await expect.poll(() => 'condition' in (el.store.doc.blocks[0] ?? {})).toBe(false);
  });
});
