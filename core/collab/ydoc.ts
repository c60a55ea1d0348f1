// A template as a Yjs document, for live co-editing (docs/api.md §14). The shape lets two people
// change different blocks, or different properties of one block, or move a block while another
// changes it, and both keep their change:
//
//   getMap('template'): name (string), version (number), metadata (plain), canvas (Y.Map),
//                       layout (LAYOUT: blocks are kept by id, below)
//   getMap('blockMaps'): every block's Y.Map, top-level and in columns, by its id:
//                        id, type, hidden (plain); props, style, mobile (Y.Map)
//   getArray('order'):   the top-level blocks' ids, in order
//   a columns block's props.columns: Y.Array of Y.Map {ratio, blocks: Y.Array of block ids}
//   a custom block's props.values: Y.Map of its field values (plain), so two people changing
//   different fields of one custom block both keep their change, as with any block's properties
//
// A move touches only the id arrays: the block's Y.Map stays where it is, so a concurrent change
// to it survives (a Yjs type cannot change parents; moving it would mean a copy). Two people moving
// one block at once leave its id twice: readers take its first place (reading order: top level,
// each columns block's columns where it stands) and the next write removes the other.
// Documents stored before this layout (LEGACY_BLOCKS: a Y.Array of block Y.Maps, columns holding
// block Y.Maps) are read as they are and rewritten in this layout by migrateLayout.
//
// Property values are plain JSON (Yjs copies them whole): a text block's html is one value, so
// concurrent typing in one text is last-writer-wins; the element marks such a block as taken.
// Both directions walk the tree once; block nesting is at most two levels (columns hold leaves),
// and reading stops at `DOCUMENT_LIMITS.maxBlocks` entries before anything else looks at the result.
import * as Y from 'yjs';
import { DOCUMENT_LIMITS } from '../document/limits';

export const TEMPLATE_MAP = 'template';
export const BLOCK_MAPS = 'blockMaps';
export const ORDER_ARRAY = 'order';
/** The blocks of a document stored before they were kept by id (read and migrated, never written). */
export const LEGACY_BLOCKS = 'blocks';
/** `template.layout` of a document whose blocks are kept by id. */
export const LAYOUT = 2;

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

/** A block that can be kept by id (a validated document's blocks all are). */
export const isBlock = (value: unknown): value is Plain & { id: string } =>
  isPlain(value) && typeof value.id === 'string';

/** The shared types a live document's content lives in (what a per-user undo tracks). */
export function liveRoots(doc: Y.Doc): [Y.Map<unknown>, Y.Map<unknown>, Y.Array<unknown>] {
  return [doc.getMap(TEMPLATE_MAP), doc.getMap(BLOCK_MAPS), doc.getArray(ORDER_ARRAY)];
}

/** The map of the top-level block at `index` (tests and headless clients address blocks so). */
export function blockAt(doc: Y.Doc, index: number): Y.Map<unknown> | undefined {
  const id = doc.getArray<unknown>(ORDER_ARRAY).get(index);
  const map = typeof id === 'string' ? doc.getMap(BLOCK_MAPS).get(id) : undefined;
  return map instanceof Y.Map ? map : undefined;
}

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

/** Puts a block inside a column into the document's block maps (new, or its existing map changed). */
export type PlaceChild = (block: Plain & { id: string }) => void;

/** Column block ids as a Y.Array; each block placed with `place`. */
export function idArray(blocks: readonly Json[], place: PlaceChild): Y.Array<string> {
  const array = new Y.Array<string>();
  const kept = blocks.filter(isBlock);
  for (const block of kept) place(block);
  array.push(kept.map((b) => b.id));
  return array;
}

function columnMap(column: Plain, place: PlaceChild): Y.Map<Json> {
  const map = new Y.Map<Json>();
  for (const [key, v] of Object.entries(column)) {
    if (key === 'blocks' && Array.isArray(v)) map.set(key, idArray(v, place));
    else if (v !== undefined) map.set(key, v);
  }
  return map;
}

/** A block as a Y.Map; a top-level columns block's inner blocks go to `place` (its columns hold their ids). */
export function blockMap(block: Plain, depth: number, place: PlaceChild): Y.Map<Json> {
  const map = new Y.Map<Json>();
  for (const [key, v] of Object.entries(block)) {
    if (v === undefined) continue;
    if (key === 'props' && isPlain(v) && block.type === 'columns' && depth === 0 && Array.isArray(v.columns)) {
      const props = plainMap({ ...v, columns: undefined });
      const columns = new Y.Array<Y.Map<Json>>();
      columns.push(v.columns.filter(isPlain).map((c) => columnMap(c, place)));
      props.set('columns', columns);
      map.set(key, props);
    } else if (MAP_FIELDS.has(key) && isPlain(v))
      map.set(key, plainMap(v, key === 'props' ? mapPropsOf(block.type) : NONE));
    else map.set(key, v);
  }
  return map;
}

/** Writes `blocks` as the document's blocks, replacing whatever blocks it held (in a transaction). */
function writeBlocksWhole(doc: Y.Doc, blocks: readonly Json[]): void {
  const maps = doc.getMap<Y.Map<Json>>(BLOCK_MAPS);
  const order = doc.getArray<string>(ORDER_ARRAY);
  const legacy = doc.getArray(LEGACY_BLOCKS);
  maps.clear();
  if (order.length > 0) order.delete(0, order.length);
  if (legacy.length > 0) legacy.delete(0, legacy.length);
  const place: PlaceChild = (child) => maps.set(child.id, blockMap(child, 1, place));
  const top = blocks.filter(isBlock);
  for (const block of top) maps.set(block.id, blockMap(block, 0, place));
  order.push(top.map((b) => b.id));
  doc.getMap<Json>(TEMPLATE_MAP).set('layout', LAYOUT);
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
    writeBlocksWhole(doc, Array.isArray(tree.blocks) ? tree.blocks : []);
  }, origin);
}

/** A new document holding `template`. */
export function templateToYDoc(template: LiveTemplate): Y.Doc {
  const doc = new Y.Doc();
  writeTemplate(doc, template);
  return doc;
}

/** Whether the document was stored before blocks were kept by id (and holds any: a blank document needs nothing). */
export function isLegacy(doc: Y.Doc): boolean {
  return doc.getMap(TEMPLATE_MAP).get('layout') !== LAYOUT && doc.getArray(LEGACY_BLOCKS).length > 0;
}

/**
 * Rewrites a document stored in the old layout in this one (call in a transaction to make it one
 * update); false when there was nothing to do. Its blocks keep their content; their Y.Maps are new.
 */
export function migrateLayout(doc: Y.Doc): boolean {
  if (!isLegacy(doc)) return false;
  const live = yDocToTemplate(doc);
  const tree = live && isPlain(live.blockTree) ? live.blockTree : null;
  doc.transact(() => writeBlocksWhole(doc, Array.isArray(tree?.blocks) ? tree.blocks : []));
  return true;
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

interface Reader {
  maps: Y.Map<unknown>;
  /** Entries read so far (ids included): the block limit counts them. */
  entries: number;
  /** Ids read so far: a block's first place is its place. */
  seen: Set<string>;
}

function readBlock(map: Y.Map<Json>, depth: number, reader: Reader): Plain {
  const out: Plain = {};
  for (const [key, v] of map.entries()) {
    if (key === 'props' && v instanceof Y.Map && depth === 0 && v.get('columns') instanceof Y.Array) {
      const props: Plain = {};
      for (const [prop, pv] of v.entries()) {
        props[prop] =
          prop === 'columns' && pv instanceof Y.Array ? pv.toArray().map((c) => readColumn(c, reader)) : readValue(pv);
      }
      out[key] = props;
    } else out[key] = MAP_FIELDS.has(key) ? readPlainMap(v) : readValue(v);
  }
  return out;
}

function readColumn(column: unknown, reader: Reader): Json {
  if (!(column instanceof Y.Map)) return readValue(column);
  const out: Plain = {};
  for (const [key, v] of column.entries())
    out[key] = key === 'blocks' && v instanceof Y.Array ? readBlocks(v, 1, reader) : readValue(v);
  return out;
}

/** An array's blocks: ids looked up in the block maps (a repeated or unknown id is skipped), or legacy Y.Maps. */
function readBlocks(array: Y.Array<unknown>, depth: number, reader: Reader): Json[] {
  const out: Json[] = [];
  for (const entry of array.toArray()) {
    if (++reader.entries > DOCUMENT_LIMITS.maxBlocks) throw new TooManyBlocks();
    if (typeof entry === 'string') {
      const map = reader.seen.has(entry) ? undefined : reader.maps.get(entry);
      reader.seen.add(entry);
      if (map instanceof Y.Map) out.push(readBlock(map, depth, reader));
    } else if (entry instanceof Y.Map) out.push(readBlock(entry, depth, reader));
    // Anything else is not a block: kept as JSON for the validator to refuse.
    else out.push(readValue(entry));
  }
  return out;
}

/**
 * The template a document holds, or null when it holds more blocks than a template may (the
 * validator would refuse it anyway; this stops before building it). Not validated here.
 */
export function yDocToTemplate(doc: Y.Doc): LiveTemplate | null {
  const meta = doc.getMap<Json>(TEMPLATE_MAP);
  const reader: Reader = { maps: doc.getMap(BLOCK_MAPS), entries: 0, seen: new Set() };
  try {
    const top = isLegacy(doc) ? doc.getArray<unknown>(LEGACY_BLOCKS) : doc.getArray<unknown>(ORDER_ARRAY);
    const blocks = readBlocks(top, 0, reader);
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
