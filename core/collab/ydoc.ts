// A template as a Yjs document, for live co-editing (docs/api.md §14). The shape lets two people
// change different blocks, or different properties of one block, and both keep their change:
//
//   getMap('template'): name (string), version (number), metadata (plain), canvas (Y.Map)
//   getArray('blocks'): Y.Map per block: id, type, hidden (plain); props, style, mobile (Y.Map)
//   a custom block's props.values: Y.Map of its field values (plain), so two people changing
//   different fields of one custom block both keep their change, as with any block's properties
//   a columns block's props.columns: Y.Array of Y.Map {ratio, blocks: Y.Array of block Y.Maps}
//
// Property values are plain JSON (Yjs copies them whole): a text block's html is one value, so
// concurrent typing in one text is last-writer-wins; the element marks such a block as taken.
// Both directions walk the tree once; block nesting is at most two levels (columns hold leaves),
// and reading stops at `DOCUMENT_LIMITS.maxBlocks` before anything else looks at the result.
import * as Y from 'yjs';
import { DOCUMENT_LIMITS } from '../document/limits';

export const TEMPLATE_MAP = 'template';
export const BLOCKS_ARRAY = 'blocks';

/** Block fields held as Y.Maps, so concurrent changes to different keys merge. */
export const MAP_FIELDS = new Set(['props', 'style', 'mobile']);

export interface LiveTemplate {
  name: string;
  /** The blockTree as stored (version, canvas, metadata, blocks); validated by the caller. */
  blockTree: unknown;
}

type Json = unknown;
type Plain = Record<string, Json>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Props held as Y.Maps of their own, by block type. */
const MAP_PROPS: Readonly<Record<string, ReadonlySet<string>>> = { custom: new Set(['values']) };
const NONE: ReadonlySet<string> = new Set();

/** The keys of a block's props (of type `type`) that are Y.Maps in the document. */
export function mapPropsOf(type: unknown): ReadonlySet<string> {
  return typeof type === 'string' && Object.hasOwn(MAP_PROPS, type) ? (MAP_PROPS[type] as ReadonlySet<string>) : NONE;
}

/** `value` as a Y.Map; its `nested` keys holding objects become Y.Maps too (one level). */
export function plainMap(value: Plain, nested: ReadonlySet<string> = NONE): Y.Map<Json> {
  const map = new Y.Map<Json>();
  for (const [key, v] of Object.entries(value))
    if (v !== undefined) map.set(key, nested.has(key) && isPlain(v) ? plainMap(v) : v);
  return map;
}

function columnMap(column: Plain): Y.Map<Json> {
  const map = new Y.Map<Json>();
  for (const [key, v] of Object.entries(column)) {
    if (key === 'blocks' && Array.isArray(v)) map.set(key, blockArray(v, 1));
    else if (v !== undefined) map.set(key, v);
  }
  return map;
}

export function blockMap(block: Plain, depth: number): Y.Map<Json> {
  const map = new Y.Map<Json>();
  for (const [key, v] of Object.entries(block)) {
    if (v === undefined) continue;
    if (key === 'props' && isPlain(v) && block.type === 'columns' && depth === 0 && Array.isArray(v.columns)) {
      const props = plainMap({ ...v, columns: undefined });
      const columns = new Y.Array<Y.Map<Json>>();
      columns.push(v.columns.filter(isPlain).map(columnMap));
      props.set('columns', columns);
      map.set(key, props);
    } else if (MAP_FIELDS.has(key) && isPlain(v))
      map.set(key, plainMap(v, key === 'props' ? mapPropsOf(block.type) : NONE));
    else map.set(key, v);
  }
  return map;
}

function blockArray(blocks: readonly Json[], depth: number): Y.Array<Y.Map<Json>> {
  const array = new Y.Array<Y.Map<Json>>();
  array.push(blocks.filter(isPlain).map((b) => blockMap(b, depth)));
  return array;
}

/**
 * Replaces the document's whole content with `template` in one transaction (one update everyone
 * receives). `origin` marks the transaction (the server's own changes).
 */
export function writeTemplate(doc: Y.Doc, template: LiveTemplate, origin: unknown = null): void {
  const tree = isPlain(template.blockTree) ? template.blockTree : {};
  doc.transact(() => {
    const meta = doc.getMap<Json>(TEMPLATE_MAP);
    meta.set('name', template.name);
    meta.set('version', tree.version ?? 1);
    meta.set('metadata', isPlain(tree.metadata) ? tree.metadata : {});
    meta.set('canvas', plainMap(isPlain(tree.canvas) ? tree.canvas : {}));
    const blocks = doc.getArray<Y.Map<Json>>(BLOCKS_ARRAY);
    if (blocks.length > 0) blocks.delete(0, blocks.length);
    blocks.push((Array.isArray(tree.blocks) ? tree.blocks : []).filter(isPlain).map((b) => blockMap(b, 0)));
  }, origin);
}

/** A new document holding `template`. */
export function templateToYDoc(template: LiveTemplate): Y.Doc {
  const doc = new Y.Doc();
  writeTemplate(doc, template);
  return doc;
}

class TooManyBlocks extends Error {}

function readValue(value: unknown): Json {
  return value instanceof Y.AbstractType ? value.toJSON() : value;
}

function readPlainMap(value: unknown): Plain | unknown {
  if (!(value instanceof Y.Map)) return readValue(value);
  const out: Plain = {};
  for (const [key, v] of value.entries()) out[key] = readValue(v);
  return out;
}

interface Budget {
  blocks: number;
}

function readBlock(map: Y.Map<Json>, depth: number, budget: Budget): Plain {
  if (++budget.blocks > DOCUMENT_LIMITS.maxBlocks) throw new TooManyBlocks();
  const out: Plain = {};
  for (const [key, v] of map.entries()) {
    if (key === 'props' && v instanceof Y.Map && depth === 0 && v.get('columns') instanceof Y.Array) {
      const props: Plain = {};
      for (const [prop, pv] of v.entries()) {
        props[prop] =
          prop === 'columns' && pv instanceof Y.Array ? pv.toArray().map((c) => readColumn(c, budget)) : readValue(pv);
      }
      out[key] = props;
    } else out[key] = MAP_FIELDS.has(key) ? readPlainMap(v) : readValue(v);
  }
  return out;
}

function readColumn(column: unknown, budget: Budget): Json {
  if (!(column instanceof Y.Map)) return readValue(column);
  const out: Plain = {};
  for (const [key, v] of column.entries())
    out[key] = key === 'blocks' && v instanceof Y.Array ? readBlocks(v, 1, budget) : readValue(v);
  return out;
}

function readBlocks(array: Y.Array<unknown>, depth: number, budget: Budget): Json[] {
  // Deeper nesting than the model allows comes back as plain JSON for the validator to refuse.
  return array.toArray().map((b) => (b instanceof Y.Map && depth <= 1 ? readBlock(b, depth, budget) : readValue(b)));
}

/**
 * The template a document holds, or null when it holds more blocks than a template may (the
 * validator would refuse it anyway; this stops before building it). Not validated here.
 */
export function yDocToTemplate(doc: Y.Doc): LiveTemplate | null {
  const meta = doc.getMap<Json>(TEMPLATE_MAP);
  const budget: Budget = { blocks: 0 };
  try {
    const blocks = readBlocks(doc.getArray<unknown>(BLOCKS_ARRAY), 0, budget);
    const name = meta.get('name');
    return {
      name: typeof name === 'string' ? name : '',
      blockTree: {
        version: meta.get('version'),
        canvas: readPlainMap(meta.get('canvas')),
        metadata: meta.get('metadata'),
        blocks,
      },
    };
  } catch (error) {
    if (error instanceof TooManyBlocks) return null;
    throw error;
  }
}
