// Both sanitisers over generated HTML up to the blocks' size limits (random nesting, unclosed
// tags, attribute soup): what they emit is never what the html-block rules forbid, never nests
// past the cap, and the work they do (tokens read plus open-element operations, counted by
// HTML_WORK) grows linearly: ten times the input costs at most twelve times the work.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HTML_LIMITS } from '../document/limits';
import { forgetKeptAnswers } from './memo';
import { sanitizeTextHtml } from './sanitize';
import { sanitizeBlockHtml } from './sanitize-html';
import { allAttributes, findAll, parseHtmlFragment } from './test-dom';
import { MAX_MARKUP, repeatTo } from './test-markup';
import { HTML_WORK, tokenize } from './tokenize';

const TAGS =
  'p div span a b i u s ul ol li dl dt dd table thead tbody tr td th caption colgroup col h1 h2 p pre blockquote center font img br hr'.split(
    ' ',
  );
const HOSTILE_TAGS =
  'script style iframe object embed form input textarea select button meta link base svg math template noscript xmp title'.split(
    ' ',
  );
const ATTR_NAMES = [
  'href',
  'src',
  'style',
  'onclick',
  'onerror',
  'width',
  'height',
  'cellpadding',
  'target',
  'class',
  'id',
  'alt',
  '=x',
  'xlink:href',
];
const ATTR_VALUES = [
  'https://x.test/?a=1&amp;b=2',
  'javascript:alert(1)',
  'java&#x73;cript:x',
  'data:text/html,x',
  'data:image/png;base64,AAAA',
  ' vbscript:x',
  '{{url}}',
  'color:red;transform:rotate(9deg)',
  '-webkit-transform:scale(9);translate:10px;scale:3;rotate:9deg;zoom:4',
  'width:100vw;margin-left:-50px;height:5000px;padding:1e4px',
  'position:fixed;z-index:9;top:0',
  'width:calc(100% + 900px);min-width:2000px;margin:0 -1px',
  'background:url(https://t.test/x)',
  '9999',
  '120',
  '100%',
  '500%',
];

const attribute = fc
  .tuple(fc.constantFrom(...ATTR_NAMES), fc.constantFrom(...ATTR_VALUES), fc.constantFrom('"', "'", ''))
  .map(([name, value, quote]) =>
    quote ? ` ${name}=${quote}${value.replaceAll(quote, '')}${quote}` : ` ${name}=${value.replace(/[\s>]/g, '')}`,
  );
const startTag = fc
  .tuple(fc.constantFrom(...TAGS, ...HOSTILE_TAGS), fc.array(attribute, { maxLength: 5 }), fc.boolean())
  .map(([name, attrs, upper]) => `<${upper ? name.toUpperCase() : name}${attrs.join('')}>`);
/** Whole lexical units: concatenating them never makes a new tag across the seam. */
const piece = fc.oneof(
  { weight: 6, arbitrary: startTag },
  { weight: 3, arbitrary: fc.constantFrom(...TAGS, ...HOSTILE_TAGS).map((name) => `</${name}>`) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'text',
      ' ',
      '&amp;',
      '&#169;',
      '1 < 2',
      'a > b',
      '{{first_name}}',
      '&bogus',
      '<!--c-->',
      '<!x>',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '<script>alert(1)</script>',
      '<style>*{color:red}</style>',
      '<svg><a href="javascript:x">s</a></svg>',
    ),
  },
);
/** What may end an input: a tag or comment that never closes swallows the rest. */
const tail = fc.constantFrom(
  '',
  '',
  '<a href="https://x.test',
  '<!-- never closed',
  '<p title="',
  '<script>x',
  '<textarea>',
  '<b',
);

const SANITIZERS = [
  { name: 'text block', sanitize: sanitizeTextHtml, limit: MAX_MARKUP.text },
  { name: 'html block', sanitize: (html: string) => sanitizeBlockHtml(html), limit: MAX_MARKUP.html },
] as const;

/** Input of up to `limit` characters: the generated unit repeated (so nesting goes past the cap), then the tail. */
const input = (limit: number) =>
  fc
    .tuple(fc.array(piece, { minLength: 1, maxLength: 30 }), fc.integer({ min: 1, max: 400 }), tail)
    .map(([parts, times, end]) => {
      const unit = parts.join('');
      return (
        unit
          .repeat(Math.max(1, Math.min(times, Math.floor((limit - end.length) / unit.length))))
          .slice(0, limit - end.length) + end
      );
    });

const FORBIDDEN = new Set([...HOSTILE_TAGS, 'frame', 'frameset', 'applet']);

/** Nothing §9 forbids: no such elements, no handlers, only safe URLs, no CSS that lifts, moves, scales or outgrows the block. */
function expectAllowed(out: string) {
  const tree = parseHtmlFragment(out);
  for (const el of findAll(tree, () => true)) expect(FORBIDDEN.has(el.tagName), `<${el.tagName}> survived`).toBe(false);
  for (const { name, value } of allAttributes(tree)) {
    expect(name.startsWith('on'), name).toBe(false);
    expect(['class', 'id', 'xlink:href', '=x']).not.toContain(name);
    if (name === 'href') expect(value).toMatch(/^(https?:\/\/|mailto:|tel:|\{\{)/);
    if (name === 'src') expect(value).toMatch(/^(https?:\/\/|\{\{|data:image\/)/);
    if (name === 'style') {
      expect(value).not.toMatch(
        /(?:^|;)\s*(?:-webkit-)?(?:transform|translate|scale|rotate|zoom|position|z-index)\s*:/i,
      );
      expect(value).not.toMatch(/\d(?:vw|vh)|calc\(|url\(|expression|1e4px|-50px|-1px|2000px|5000px/i);
    }
    if (['width', 'height', 'cellpadding'].includes(name))
      expect(Number(value.replace('%', ''))).toBeLessThanOrEqual(900);
  }
}

/** The output's own nesting: balanced, and never more than the cap open at once. */
function expectBalancedWithinCap(out: string) {
  const open: string[] = [];
  let deepest = 0;
  for (const token of tokenize(out)) {
    if (token.kind === 'start' && !['br', 'img', 'hr', 'col', 'wbr'].includes(token.name)) {
      open.push(token.name);
      deepest = Math.max(deepest, open.length);
    } else if (token.kind === 'end') expect(open.pop()).toBe(token.name);
  }
  expect(open).toEqual([]);
  expect(deepest).toBeLessThanOrEqual(HTML_LIMITS.maxDepth);
}

/** The sanitiser's own work: its kept answers (render/memo.ts) are forgotten first, or a repeat would cost nothing. */
function work(run: () => unknown): number {
  forgetKeptAnswers();
  const before = HTML_WORK.steps;
  run();
  return HTML_WORK.steps - before;
}

describe.each(SANITIZERS)('$name sanitiser on generated HTML', ({ sanitize, limit }) => {
  test('never emits what the rules forbid, and never nests past the cap', () => {
    fc.assert(
      fc.property(input(limit), (html) => {
        expect(html.length).toBeLessThanOrEqual(limit);
        const out = sanitize(html);
        expectAllowed(out);
        expectBalancedWithinCap(out);
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  test('ten times the input costs at most twelve times the work', () => {
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 30 }), (parts) => {
        const unit = parts.join('');
        const small = repeatTo(unit, limit / 10);
        const large = small.repeat(10);
        const smallWork = work(() => sanitize(small));
        const largeWork = work(() => sanitize(large));
        expect(smallWork).toBeGreaterThan(0);
        expect(largeWork).toBeLessThanOrEqual(12 * smallWork);
      }),
      { numRuns: 100 },
    );
  }, 120_000);

  test('the shapes that were quadratic (deep lists, many raw-text elements) cost work in proportion to their length', () => {
    for (const unit of ['<ul>', '<b><i>', '<li><p>', '<table><td>', '<script></script>', '<a href="https://x.test">']) {
      const small = repeatTo(unit, limit / 10);
      const smallWork = work(() => sanitize(small));
      const largeWork = work(() => sanitize(small.repeat(10)));
      expect(largeWork, unit).toBeLessThanOrEqual(12 * smallWork);
    }
  });
});
