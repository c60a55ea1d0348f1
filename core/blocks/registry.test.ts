import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { documentSchema, type EmailDocument } from '../document/schema';
import { emptyDocument, validateDocument } from '../document/validate';
import { renderHtml, renderText } from '../render';
import { Schema } from '../schema/schema';
import { badgeBlock } from './__fixtures__/badge';
import { BLOCK_TYPES, BLOCKS, type BlockUnit, blockUnit, registerBlock } from './registry';

const BASE = 'https://api.example.com/assets';

const docOf = (blocks: unknown[]) => ({ ...emptyDocument(), blocks }) as EmailDocument;

/** The unit's own fixture: a new block, rendered alone and, for leaves, inside a column. */
function fixtureDocs(unit: BlockUnit): EmailDocument[] {
  const block = unit.create(`new-${unit.type}`, BASE);
  if (unit.container) return [docOf([block])];
  const columns = BLOCKS.columns.create('cols', BASE);
  columns.props.columns[0]?.blocks.push(block as never);
  return [docOf([block]), docOf([columns])];
}

describe('block registry: every type is one complete unit', () => {
  test.each(BLOCK_TYPES)('%s has a schema, defaults, a label and both renderers, and its fixture renders', (type) => {
    const unit = blockUnit(type);
    if (!unit) throw new Error(`${type} is not registered`);
    expect(unit.type).toBe(type);
    expect(unit.schema).toBeInstanceOf(Schema);
    expect(unit.label.trim()).not.toBe('');
    const block = unit.create(`new-${type}`, BASE);
    expect(block.type).toBe(type);
    // The defaults come from the schema: parsing a new block changes nothing.
    expect(unit.schema.parse(block)).toEqual({ ok: true, value: block });
    for (const doc of fixtureDocs(unit)) {
      const result = validateDocument(doc);
      expect(result.ok ? [] : result.issues).toEqual([]);
      expect(renderHtml(doc, { annotate: true, assetBaseUrl: BASE })).toContain(`data-eb-block="new-${type}"`);
      expect(typeof renderText(doc)).toBe('string');
    }
  });

  test('every block folder, in core and in the element, is registered (a forgotten registry line fails here)', () => {
    const folders = (dir: string) =>
      readdirSync(join(import.meta.dirname, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__'))
        .map((entry) => entry.name)
        .sort();
    expect(folders('.')).toEqual([...BLOCK_TYPES].sort());
    expect(folders('../../element/blocks')).toEqual([...BLOCK_TYPES].sort());
  });

  test('leaves may stand in a column, columns may not', () => {
    const inner = BLOCKS.columns.create('inner', BASE);
    const outer = BLOCKS.columns.create('outer', BASE);
    outer.props.columns[0]?.blocks.push(inner as never);
    const result = validateDocument(docOf([outer]));
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.issues.map((i) => i.path)).toContain(
      'blockTree.blocks[0].props.columns[0].blocks[0].type',
    );
  });

  test('image and video placeholders come from our own assets, never a third party', () => {
    const image = BLOCKS.image.create('i', `${BASE}/`);
    const video = BLOCKS.video.create('v', BASE);
    expect(image.props.src).toBe(`${BASE}/placeholder/image.png`);
    expect(video.props.thumbnailSrc).toBe(`${BASE}/placeholder/video.png`);
    for (const src of [image.props.src, video.props.thumbnailSrc]) {
      const file = join(import.meta.dirname, '..', 'assets', src.slice(BASE.length + 1));
      expect(existsSync(file), file).toBe(true);
    }
  });
});

describe('a block type registered outside the registry lines', () => {
  test('validates, renders to HTML and text, and may stand in a column', () => {
    const badge = { id: 'b', type: 'badge', props: { text: 'Beta <1>' } };
    expect(documentSchema.parse(docOf([badge])).ok).toBe(false);
    registerBlock(badgeBlock);
    expect(BLOCK_TYPES).toContain('badge');
    expect(() => registerBlock(badgeBlock)).toThrow(/already registered/);

    const parsed = documentSchema.parse(docOf([badge]));
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
    expect(parsed.value.blocks[0]).toMatchObject({ props: { text: 'Beta <1>', color: '#7c3aed' } });
    const html = renderHtml(parsed.value, { annotate: true });
    expect(html).toContain('data-eb-block="b"');
    expect(html).toContain('background:#7c3aed');
    expect(html).toContain('Beta &lt;1&gt;');
    expect(renderText(parsed.value)).toContain('[Beta <1>]');

    const columns = BLOCKS.columns.create('cols', BASE);
    columns.props.columns[1]?.blocks.push(badgeBlock.create('inner-badge', BASE) as never);
    const inColumn = validateDocument(docOf([columns]));
    expect(inColumn.ok ? [] : inColumn.issues).toEqual([]);
    expect(renderHtml(docOf([columns]), { annotate: true })).toContain('data-eb-block="inner-badge"');
  });
});
