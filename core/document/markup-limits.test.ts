// Findings 1 and 2 of issue 25: markup nested past the cap is refused when a document is
// validated (create, update, saved blocks, render bodies), with the field's path, and the cap is
// met before any other work: validating a whole 1 MB document of any shape costs work in
// proportion to its size (counted, not timed; `npm run bench:markup` times it).
import { describe, expect, test } from 'vitest';
import { renderHtml } from '../render/index';
import { MAX_MARKUP, SHAPES, shapeDocument } from '../render/test-markup';
import { HTML_WORK } from '../render/tokenize';
import { HTML_LIMITS } from './limits';
import { validateDocument } from './validate';

const deep = (open: string, close: string, depth: number) => `${open.repeat(depth)}x${close.repeat(depth)}`;

function issuesOf(blocks: unknown[]) {
  const result = validateDocument({ blocks });
  return result.ok ? [] : result.issues;
}

describe('markup nesting cap', () => {
  test(`the cap is ${HTML_LIMITS.maxDepth}: text and html blocks at it are stored, one more is refused naming the field`, () => {
    const cap = HTML_LIMITS.maxDepth;
    expect(cap).toBeGreaterThanOrEqual(32);
    expect(cap).toBeLessThanOrEqual(64);
    const atCap = deep('<ul><li>', '</li></ul>', cap / 2);
    const result = validateDocument({
      blocks: [
        { id: 't', type: 'text', props: { html: atCap } },
        { id: 'h', type: 'html', props: { html: atCap } },
      ],
    });
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.blocks[0]).toMatchObject({ props: { html: atCap } });

    const over = `<b>${atCap}</b>`;
    expect(issuesOf([{ id: 't', type: 'text', props: { html: over } }])).toEqual([
      { path: 'blockTree.blocks[0].props.html', message: expect.stringMatching(/nested too deeply \(more than 32/) },
    ]);
    expect(issuesOf([{ id: 'h', type: 'html', props: { html: over } }])).toEqual([
      { path: 'blockTree.blocks[0].props.html', message: expect.stringMatching(/nested too deeply/) },
    ]);
  });

  test('columns children are checked too, and every too-deep block is named', () => {
    const issues = issuesOf([
      {
        id: 'c',
        type: 'columns',
        props: {
          columns: [
            { blocks: [{ id: 'a', type: 'text', props: { html: '<ul>'.repeat(5000) } }] },
            { blocks: [{ id: 'b', type: 'html', props: { html: '<div>'.repeat(10_000) } }] },
          ],
        },
      },
    ]);
    expect(issues.map((i) => i.path)).toEqual([
      'blockTree.blocks[0].props.columns[0].blocks[0].props.html',
      'blockTree.blocks[0].props.columns[1].blocks[0].props.html',
    ]);
  });

  test('sloppy but shallow markup (unclosed list items and paragraphs, stray end tags) is not too deep', () => {
    const sloppy = `<ul>${'<li><p>item'.repeat(2000)}</ul>${'</td></table></div>'.repeat(100)}`;
    expect(validateDocument({ blocks: [{ id: 'h', type: 'html', props: { html: sloppy } }] }).ok).toBe(true);
    expect(
      validateDocument({ blocks: [{ id: 't', type: 'text', props: { html: sloppy.slice(0, MAX_MARKUP.text) } }] }).ok,
    ).toBe(true);
  });

  test('a table reserves room for its section, row and cell, so table markup at the cap renders no deeper than the cap', () => {
    const tables = deep('<table><tbody><tr><td>', '</td></tr></tbody></table>', HTML_LIMITS.maxDepth / 4);
    expect(validateDocument({ blocks: [{ id: 'h', type: 'html', props: { html: tables } }] }).ok).toBe(true);
    expect(validateDocument({ blocks: [{ id: 'h', type: 'html', props: { html: `<div>${tables}</div>` } }] }).ok).toBe(
      false,
    );
  });

  test('the same over-deep markup rendered without validation (a document stored before the cap) is flattened, its text kept', () => {
    const stored = validateDocument({ blocks: [{ id: 'h', type: 'html', props: { html: 'x' } }] });
    if (!stored.ok) throw new Error('invalid');
    const [block] = stored.value.blocks;
    if (block?.type === 'html') block.props.html = `${'<div>'.repeat(12_400)}deep text`;
    const html = renderHtml(stored.value);
    expect(html).toContain('deep text');
    expect(html.split('<div>').length - 1).toBeLessThanOrEqual(HTML_LIMITS.maxDepth);
  });
});

describe('validating 1 MB of any markup shape costs work in proportion to its size', () => {
  for (const type of ['text', 'html'] as const) {
    test.each(Object.keys(SHAPES))(`${type} blocks: %s`, (shape) => {
      const doc = shapeDocument(shape, type);
      const bytes = JSON.stringify(doc).length;
      expect(bytes).toBeGreaterThan(900_000);
      const before = HTML_WORK.steps;
      validateDocument(doc);
      // A few steps per character at most: one per `<`, token and open-element operation.
      expect(HTML_WORK.steps - before).toBeLessThanOrEqual(4 * bytes);
    });
  }

  test('the reported cases: 48 text blocks of <ul>×5000 and 19 html blocks of <ul>×12400 are refused after a few steps each', () => {
    for (const [type, count, repeat] of [
      ['text', 48, 5000],
      ['html', 19, 12_400],
    ] as const) {
      const blocks = Array.from({ length: count }, (_, i) => ({
        id: `b${i}`,
        type,
        props: { html: '<ul>'.repeat(repeat) },
      }));
      const before = HTML_WORK.steps;
      const result = validateDocument({ blocks });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.issues).toHaveLength(count);
      // Each block stops at its 33rd <ul>: nothing past the cap is read.
      expect(HTML_WORK.steps - before).toBeLessThanOrEqual(count * 200);
    }
  });
});
