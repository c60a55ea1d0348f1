// Property: any valid condition on any block, in every syntax, gives markers that pair up and
// nest, whose every region is one whole, balanced piece of HTML (or text), so a platform that
// keeps or drops the region leaves a well-formed email — exactly the one the preview shows.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BLOCK_TYPES, BLOCKS } from '../blocks/registry';
import { CONDITION_OPS, isValidCondition } from '../document/condition';
import type { EmailDocument } from '../document/schema';
import { validateDocument } from '../document/validate';
import { CONDITION_SYNTAXES, type ConditionSyntax, conditionMarkers } from './conditions';
import { renderHtml, renderText } from './index';
import { normalizeText } from './text';
import { tokenize } from './tokenize';

/** Each syntax's opening and closing markers, as the sending platform's lexer sees them. */
const MARKER: Record<ConditionSyntax, RegExp> = {
  handlebars: /\{\{#(?:if|unless) [^}]*\}\}|\{\{\/(?:if|unless)\}\}/g,
  liquid: /\{% if [^%]*%\}|\{% endif %\}/g,
  mailchimp: /\*\|IF(?:NOT)?:[^|]*\|\*|\*\|END:IF\|\*/g,
  ampscript: /%%\[IF [^\]]*\]%%|%%\[ENDIF\]%%/g,
};
const isClose = (marker: string) =>
  /^(?:\{\{\/(?:if|unless)\}\}|\{% endif %\}|\*\|END:IF\|\*|%%\[ENDIF\]%%)$/.test(marker);

/**
 * What the platform sends when every condition has `outcome`: markers removed, regions kept or
 * dropped. Throws when a close has no open, an `if` closes an `unless`, or an open is never closed.
 */
function evaluate(output: string, syntax: ConditionSyntax, outcome: boolean): { result: string; regions: string[] } {
  const open: Array<{ marker: string; start: number; outLength: number }> = [];
  const regions: string[] = [];
  let result = '';
  let last = 0;
  for (const match of output.matchAll(MARKER[syntax])) {
    const marker = match[0];
    const at = match.index;
    result += output.slice(last, at);
    last = at + marker.length;
    if (!isClose(marker)) {
      open.push({ marker, start: last, outLength: result.length });
      continue;
    }
    const top = open.pop();
    if (!top) throw new Error(`${marker} closes nothing`);
    if (syntax === 'handlebars' && top.marker.startsWith('{{#unless') !== marker.startsWith('{{/unless'))
      throw new Error('if/unless mismatch');
    regions.push(output.slice(top.start, at));
    if (!outcome) result = result.slice(0, top.outLength);
  }
  if (open.length > 0) throw new Error(`${open.length} conditions left open`);
  return { result: result + output.slice(last), regions };
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** Every start tag closed by its own end tag, in order: a region the platform drops takes whole elements. */
function balanced(html: string): boolean {
  const stack: string[] = [];
  for (const token of tokenize(html)) {
    if (token.kind === 'start' && !token.selfClosing && !VOID.has(token.name)) stack.push(token.name);
    else if (token.kind === 'end' && stack.pop() !== token.name) return false;
  }
  return stack.length === 0;
}

const tag = fc.stringMatching(/^[A-Za-z0-9_.-]{1,24}$/);
const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom("pro's", 'Ben & Jerry', '*', '==', ' THEN ', 'endif', '#if x', '=a=b', '/', "'); x", '&amp;', '&lt;'),
);
const condition = fc.oneof(
  fc.record({ tag, op: fc.constantFrom('equals', 'not_equals', 'contains'), value }),
  fc.record({ tag, op: fc.constantFrom('is_set', 'is_not_set') }),
);
const leafTypes = BLOCK_TYPES.filter((type) => !BLOCKS[type].container);
const leaf = fc.record({ type: fc.constantFrom(...leafTypes), condition: fc.option(condition, { nil: undefined }) });
const row = fc.record({
  children: fc.array(leaf, { minLength: 2, maxLength: 4 }),
  condition: fc.option(condition, { nil: undefined }),
});

type Raw =
  | { type: string; condition: unknown }
  | { children: Array<{ type: string; condition: unknown }>; condition: unknown };

/** New blocks of the generated types with the generated conditions; null when validation refuses a value. */
function toDocument(raw: Raw[]): EmailDocument | null {
  let n = 0;
  const make = (type: string, condition: unknown) => {
    const block: Record<string, unknown> = { ...BLOCKS[type as 'text'].create(`b${n++}`, 'https://cdn.test/assets') };
    if (condition !== undefined) block.condition = condition;
    return block;
  };
  const blocks = raw.map((item) => {
    if (!('children' in item)) return make(item.type, item.condition);
    const columns = make('columns', item.condition);
    const split = Math.ceil(item.children.length / 2);
    const column = (part: typeof item.children) => ({ blocks: part.map((child) => make(child.type, child.condition)) });
    columns.props = { columns: [column(item.children.slice(0, split)), column(item.children.slice(split))] };
    return columns;
  });
  const result = validateDocument({ version: 1, blocks });
  return result.ok ? result.value : null;
}

const conditioned = (doc: EmailDocument) =>
  doc.blocks
    .flatMap((block) => [block, ...(block.type === 'columns' ? block.props.columns.flatMap((c) => c.blocks) : [])])
    .filter((b) => b.condition);

/** Printable text, and strings built from every syntax's delimiters (most of which validation refuses). */
const anyValue = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ maxLength: 12, unit: fc.constantFrom(...'"\\{}%[]|*<>#/=!\'\n\u0000 aZ') }),
  fc.string({ maxLength: 8, unit: 'grapheme' }),
);

describe('display condition properties', () => {
  const documents = fc
    .array(fc.oneof(leaf, row), { minLength: 1, maxLength: 6 })
    .map((raw) => toDocument(raw as Raw[]))
    .filter((doc): doc is EmailDocument => doc !== null && conditioned(doc).length > 0);

  test('every syntax: markers pair up and nest, each region is balanced HTML, and either outcome is the preview', () => {
    fc.assert(
      fc.property(documents, (doc) => {
        const shownHtml = renderHtml(doc, { showBlock: () => true });
        const hiddenHtml = renderHtml(doc, { showBlock: () => false });
        const shownText = renderText(doc, { showBlock: () => true });
        const hiddenText = renderText(doc, { showBlock: () => false });
        for (const syntax of CONDITION_SYNTAXES) {
          const html = renderHtml(doc, { syntax });
          const kept = evaluate(html, syntax, true);
          // One region per conditioned block (spacers and dividers render in HTML too), each a whole element.
          expect(kept.regions).toHaveLength(conditioned(doc).length);
          for (const region of kept.regions) expect(balanced(region), region).toBe(true);
          expect(kept.result).toBe(shownHtml);
          expect(evaluate(html, syntax, false).result).toBe(hiddenHtml);
          expect(balanced(hiddenHtml.slice(hiddenHtml.indexOf('<body'), hiddenHtml.indexOf('</body>') + 7))).toBe(true);

          const text = renderText(doc, { syntax });
          for (const line of text.split('\n')) {
            // A marker stands on a line of its own, so a platform that drops it leaves no stray words.
            const markers = line.match(MARKER[syntax]) ?? [];
            if (markers.length > 0) expect(markers).toEqual([line]);
          }
          expect(normalizeText(evaluate(text, syntax, true).result)).toBe(shownText.trim());
          expect(normalizeText(evaluate(text, syntax, false).result)).toBe(hiddenText.trim());
        }
      }),
      { numRuns: 120 },
    );
    // Generous: bounds a hang on a shared machine, not speed.
  }, 60_000);

  test('any string at all as a value: refused by validation, or written so the markers still pair up', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONDITION_OPS.slice(0, 3)), anyValue, (op, raw) => {
        const condition = { tag: 'plan', op, value: raw };
        if (!isValidCondition(condition)) return;
        for (const syntax of CONDITION_SYNTAXES) {
          const markers = conditionMarkers(condition, syntax);
          if (!markers) throw new Error('a valid condition has markers');
          const wrapped = `a${markers.open}<p>b</p>${markers.close}c`;
          expect(evaluate(wrapped, syntax, true)).toEqual({ result: 'a<p>b</p>c', regions: ['<p>b</p>'] });
          expect(evaluate(wrapped, syntax, false).result).toBe('ac');
        }
      }),
      { numRuns: 1000 },
    );
  });
});
