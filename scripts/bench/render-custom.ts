// Part of `npm run bench:render`: the same 20-section newsletter with half of its sections as
// custom blocks with display conditions (docs/api.md §16), against the built-in one, in
// alternating rounds. Each custom render starts from the definitions as the server reads them from Redis (their JSON text, made
// into renderers through the same cache by text the server uses), so the figure includes what a
// real render pays.
// Prints `RESULT custom ms=<median> ratio=<custom ÷ built-in>` (target ratio ≤ 1.5).
import { performance } from 'node:perf_hooks';
import { compileStoredBlockTypes } from '../../core/block-types/compiled';
import { validateBlockType } from '../../core/block-types/definition';
import type { Block, EmailDocument } from '../../core/document/schema';
import { validateDocument } from '../../core/document/validate';
import { renderHtml } from '../../core/render/index';
import { median } from './stats';

const RUNS = 200;
const ROUNDS = 10;
/**
 * Untimed renders of both documents first. The built-in renderer is already hot from the MJML
 * comparison before this part; the custom path's own functions (template runs, the memo's
 * lookups) need as many calls to be optimised too, so that both are compared in steady state.
 */
const WARMUP = 200;

const TYPES: Record<string, unknown> = {
  headline: {
    label: 'Headline',
    icon: '📰',
    fields: [{ name: 'title', type: 'text', label: 'Title' }],
    template: '<h2 style="margin:0;font-size:24px;font-weight:bold;line-height:30px">{{title}}</h2>',
  },
  copy: {
    label: 'Copy',
    fields: [
      { name: 'body', type: 'richtext', label: 'Body' },
      { name: 'related', type: 'item', label: 'Related', source: 'articles' },
    ],
    template:
      '{{{body}}}{{#if related}}<ul>{{#each related}}<li><a href="{{url}}">{{title}}</a></li>{{/each}}</ul>{{/if}}',
  },
  picture: {
    label: 'Picture',
    icon: '<svg viewBox="0 0 24 24"><rect x="3" y="5" width="18" height="14" rx="2"/><circle cx="9" cy="10" r="2"/></svg>',
    fields: [
      { name: 'src', type: 'image', label: 'Image' },
      { name: 'alt', type: 'text', label: 'Alt text' },
      { name: 'href', type: 'url', label: 'Link' },
    ],
    template:
      '<a href="{{href}}"><img src="{{src}}" alt="{{alt}}" width="600" style="display:block;width:100%;height:auto;border:0"></a>',
  },
};

/** The definitions as stored (validated JSON), as a render reads them. */
function storedDefinitions(): Array<[string, string]> {
  return Object.entries(TYPES).map(([name, input]) => {
    const result = validateBlockType(input);
    if (!result.ok) throw new Error(`bench type ${name} is invalid: ${JSON.stringify(result.issues)}`);
    return [name, JSON.stringify(result.value)];
  });
}

/** Display conditions of every kind, one per custom section in turn (docs/api.md §16). */
const CONDITIONS = [
  { tag: 'country', op: 'equals', value: 'DE' },
  { tag: 'plan', op: 'not_equals', value: 'free' },
  { tag: 'interests', op: 'contains', value: 'design' },
  { tag: 'first_name', op: 'is_set' },
];

/**
 * Heading and text of every story, and the first two stories' images, as custom blocks: 10 of 20,
 * each with a display condition.
 */
function customNewsletter(doc: EmailDocument): EmailDocument {
  let conditions = 0;
  const blocks = doc.blocks.map((block: Block, index) => {
    const base = {
      id: block.id,
      type: 'custom',
      style: block.style,
      condition: CONDITIONS[conditions++ % CONDITIONS.length],
    };
    if (block.type === 'heading')
      return { ...base, props: { blockType: 'headline', values: { title: block.props.text } } };
    if (block.type === 'text') {
      const related = [1, 2, 3].map((n) => ({
        id: `a${n}`,
        title: `Related article ${n}`,
        url: `https://example.com/a/${n}`,
      }));
      return { ...base, props: { blockType: 'copy', values: { body: block.props.html, related } } };
    }
    if (block.type === 'image' && index < 10) {
      return {
        ...base,
        props: { blockType: 'picture', values: { src: block.props.src, alt: block.props.alt, href: block.props.href } },
      };
    }
    return block;
  });
  const result = validateDocument({ ...doc, blocks });
  if (!result.ok) throw new Error(`custom bench document is invalid: ${JSON.stringify(result.issues)}`);
  const custom = result.value.blocks.filter((b) => b.type === 'custom').length;
  if (custom !== 10 || result.value.blocks.length !== 20)
    throw new Error(`expected 10 custom of 20 sections, got ${custom}`);
  return result.value;
}

export function benchCustom(doc: EmailDocument, assetBaseUrl: string): void {
  const custom = customNewsletter(doc);
  const stored = storedDefinitions();
  const renderCustom = () => {
    const blockTypes = compileStoredBlockTypes(stored);
    return renderHtml(custom, { assetBaseUrl, blockTypes });
  };
  const sample = renderCustom();
  if (!sample.includes('Related article 3') || sample.includes('{{title}}') || sample.includes('{{{'))
    throw new Error('custom blocks did not render');
  if (!sample.includes('{{#if (eq country "DE")}}') || !sample.includes('{{#if first_name}}'))
    throw new Error('custom blocks rendered without their display conditions');
  const builtInMs: number[] = [];
  const customMs: number[] = [];
  let sink = 0;
  const time = (into: number[], render: () => string) => {
    const start = performance.now();
    sink += render().length;
    into.push(performance.now() - start);
  };
  for (let i = 0; i < WARMUP; i++) sink += renderCustom().length + renderHtml(doc, { assetBaseUrl }).length;
  for (let round = 0; round < ROUNDS; round++) {
    const first = round % 2 === 0;
    for (let i = 0; i < RUNS / ROUNDS; i++)
      time(first ? builtInMs : customMs, first ? () => renderHtml(doc, { assetBaseUrl }) : renderCustom);
    for (let i = 0; i < RUNS / ROUNDS; i++)
      time(first ? customMs : builtInMs, first ? renderCustom : () => renderHtml(doc, { assetBaseUrl }));
  }
  if (sink === 0) throw new Error('nothing rendered');
  const builtIn = median(builtInMs);
  const customMedian = median(customMs);
  const ratio = customMedian / builtIn;
  console.log(
    `custom newsletter (10 of 20 sections custom, definitions read as stored per render) median ${customMedian.toFixed(4)} ms, ` +
      `built-in ${builtIn.toFixed(4)} ms, ratio ${ratio.toFixed(2)} (target <= 1.5)`,
  );
  console.log(`RESULT custom ms=${customMedian.toFixed(3)} ratio=${ratio.toFixed(2)}`);
}
