// The smallest change that makes a live document hold a given template (docs/api.md §14): only
// the blocks and properties that differ are set, inserted, removed or moved, so someone else's
// concurrent change to another block, or another property of the same block, survives; a moved
// block moves only its id (ydoc.ts), so a concurrent change to the block itself survives too. The
// element writes its user's edits this way, the server a REST update or restore.
// `before` values are the writer's previous plain JSON (null when unknown): where it is the very
// object of `next`, nothing below it changed and the walk skips it. Walks are linear in blocks
// (block nesting is two levels; moves are found in one pass, writeBlocks).
import * as Y from 'yjs';
import {
  BLOCK_MAPS,
  blockMap,
  idArray,
  isBlock,
  MAP_FIELDS,
  mapPropsOf,
  migrateLayout,
  ORDER_ARRAY,
  type PlaceChild,
  plainMap,
  TEMPLATE_MAP,
} from './ydoc';

type Plain = Record<string, unknown>;
type YMap = Y.Map<unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const json = (value: unknown) => JSON.stringify(value instanceof Y.AbstractType ? value.toJSON() : value);
const NO_KEYS: ReadonlySet<string> = new Set();
/** Work counter for tests: every look at a block's id (matching is linear in blocks, writeBlocks). */
export const PATCH_WORK = { steps: 0 };

/** The blocks of a document being written: their maps, and a block's map placed from its plain JSON. */
interface Blocks {
  maps: Y.Map<YMap>;
  /** Writes `block` into its map (patched in place when it has one, `before` its previous JSON). */
  place(block: Plain & { id: string }, before: Plain | undefined, depth: number): void;
}

/**
 * Sets the keys of `next` that differ in `target` and deletes those it no longer has; a `nested`
 * key (a Y.Map in the document, ydoc.ts) is written the same way, key by key. The `own` key is
 * left alone: the caller writes it (a columns block's columns, a column's blocks).
 */
function writeMap(
  target: YMap,
  before: unknown,
  next: Plain,
  nested: ReadonlySet<string> = NO_KEYS,
  own: string | null = null,
): void {
  const prev = isPlain(before) ? before : {};
  for (const key of [...target.keys()]) if (next[key] === undefined && key !== own) target.delete(key);
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || key === own || (prev[key] === value && target.has(key))) continue;
    const current = target.get(key);
    if (nested.has(key) && isPlain(value)) {
      if (current instanceof Y.Map) writeMap(current, prev[key], value);
      else target.set(key, plainMap(value));
    } else if (json(current) !== JSON.stringify(value)) target.set(key, value);
  }
}

/** A columns block's props in place (same number of columns); false when it must be replaced whole. */
function writeColumnsProps(target: YMap, before: unknown, next: Plain, blocks: Blocks): boolean {
  const columns = target.get('columns');
  const wanted = Array.isArray(next.columns) ? next.columns.filter(isPlain) : [];
  if (!(columns instanceof Y.Array) || columns.length !== wanted.length) return false;
  const prev = isPlain(before) ? before : {};
  writeMap(target, prev, next, NO_KEYS, 'columns');
  const prevColumns = Array.isArray(prev.columns) ? prev.columns : [];
  wanted.forEach((column, i) => {
    const yColumn = columns.get(i);
    if (!(yColumn instanceof Y.Map) || column === prevColumns[i]) return;
    const before = isPlain(prevColumns[i]) ? (prevColumns[i] as Plain) : {};
    writeMap(yColumn, before, column, NO_KEYS, 'blocks');
    const ids = yColumn.get('blocks');
    const inner = Array.isArray(column.blocks) ? column.blocks : [];
    if (ids instanceof Y.Array) writeBlocks(ids, before.blocks, inner, 1, blocks);
    else
      yColumn.set(
        'blocks',
        idArray(inner, (b) => blocks.place(b, undefined, 1)),
      );
  });
  return true;
}

/** One block in place; false when it must be replaced whole (its shape changed). */
function writeBlock(target: YMap, before: Plain | undefined, next: Plain, depth: number, blocks: Blocks): boolean {
  if (before === next || target.get('type') !== next.type) return before === next;
  for (const key of [...target.keys()]) if (next[key] === undefined) target.delete(key);
  for (const [key, value] of Object.entries(next)) {
    const current = target.get(key);
    if (value === undefined || (before?.[key] === value && target.has(key))) continue;
    if (key === 'props' && next.type === 'columns' && depth === 0 && isPlain(value)) {
      if (!(current instanceof Y.Map) || !writeColumnsProps(current, before?.props, value, blocks)) return false;
    } else if (MAP_FIELDS.has(key) && isPlain(value)) {
      const nested = key === 'props' ? mapPropsOf(next.type) : NO_KEYS;
      if (current instanceof Y.Map) writeMap(current, before?.[key], value, nested);
      else target.set(key, plainMap(value, nested));
    } else if (json(current) !== JSON.stringify(value)) target.set(key, value);
  }
  return true;
}

/**
 * Makes `array` (block ids) hold `next`'s ids, and each block's map hold it. In three linear
 * passes: (1) which current entries stay where they are: walking `next` with a cursor over the
 * current order, an id found at the cursor stays; one found later has moved and its id is written
 * again at its new place (a Yjs array cannot move an entry; the block's map stays put);
 * (2) every entry that does not stay is deleted, from the end (earlier indices do not shift);
 * (3) `next` is walked again: ids that did not stay are inserted at their index, and every
 * block's map is written (Blocks.place).
 */
function writeBlocks(
  array: Y.Array<unknown>,
  before: unknown,
  next: readonly unknown[],
  depth: number,
  blocks: Blocks,
): void {
  if (before === next) return;
  const wanted = next.filter(isBlock);
  const current = array.toArray();
  // An id whose block is gone (deleted while someone moved it) is no block: removed, written anew if wanted.
  const idOf = (value: unknown) => {
    PATCH_WORK.steps++;
    return typeof value === 'string' && blocks.maps.has(value) ? value : undefined;
  };
  const at = new Map<unknown, number>();
  current.forEach((b, i) => {
    const id = idOf(b);
    if (id !== undefined && !at.has(id)) at.set(id, i);
  });
  const wantedIds = new Set(wanted.map((b) => b.id));
  const stays = new Set<number>();
  const moved = new Set<unknown>();
  // An entry the cursor passes over: removed, moved away, or a second one with its id.
  const passed = (j: number) => {
    const id = idOf(current[j]);
    return !wantedIds.has(id as string) || moved.has(id) || at.get(id) !== j;
  };
  let cursor = 0;
  for (const block of wanted) {
    while (cursor < current.length && passed(cursor)) cursor++;
    const i = at.get(block.id);
    if (i === undefined || i < cursor || moved.has(block.id)) continue; // new, or a repeated id
    if (i === cursor) {
      stays.add(i);
      cursor++;
    } else moved.add(block.id);
  }
  for (let end = current.length; end > 0; ) {
    let start = end;
    while (start > 0 && !stays.has(start - 1)) start--;
    if (start < end) array.delete(start, end - start);
    end = start - 1;
  }
  const prevById = new Map((Array.isArray(before) ? before.filter(isBlock) : []).map((b) => [b.id, b]));
  const kept = new Set([...stays].map((i) => current[i]));
  wanted.forEach((block, i) => {
    const here = i < array.length ? array.get(i) : undefined;
    if (kept.has(here) && here === block.id) kept.delete(here);
    else array.insert(i, [block.id]);
    blocks.place(block, prevById.get(block.id), depth);
  });
}

/** Every block id of a tree (top level and in columns). */
function idsOf(blocks: readonly unknown[]): Set<string> {
  const ids = new Set<string>();
  for (const block of blocks.filter(isBlock)) {
    ids.add(block.id);
    const columns = isPlain(block.props) && Array.isArray(block.props.columns) ? block.props.columns : [];
    for (const column of columns)
      if (isPlain(column) && Array.isArray(column.blocks))
        for (const inner of column.blocks) if (isBlock(inner)) ids.add(inner.id);
  }
  return ids;
}

/** A document's content as a plain template tree (the parts patchTree compares). */
export interface PlainTree {
  version?: unknown;
  metadata?: unknown;
  canvas?: unknown;
  blocks: readonly unknown[];
}

/**
 * Writes `next` into `doc` as the smallest change (call inside a transaction to make it one
 * update); `prev` is the writer's previous tree, or null to compare with the document itself.
 * A document in the old layout is migrated first (ydoc.ts migrateLayout).
 */
export function patchTree(doc: Y.Doc, next: PlainTree, prev: PlainTree | null): void {
  if (migrateLayout(doc)) prev = null;
  const meta = doc.getMap<unknown>(TEMPLATE_MAP);
  if (meta.get('version') !== next.version) meta.set('version', next.version);
  const metadata = isPlain(next.metadata) ? next.metadata : {};
  if (prev?.metadata !== next.metadata && json(meta.get('metadata')) !== JSON.stringify(metadata))
    meta.set('metadata', metadata);
  const canvas = meta.get('canvas');
  const nextCanvas = isPlain(next.canvas) ? next.canvas : {};
  if (canvas instanceof Y.Map) writeMap(canvas, prev?.canvas, nextCanvas);
  else meta.set('canvas', plainMap(nextCanvas));
  const maps = doc.getMap<YMap>(BLOCK_MAPS);
  const blocks: Blocks = {
    maps,
    place(block, before, depth) {
      const map = maps.get(block.id);
      if (map instanceof Y.Map && writeBlock(map, before, block, depth, blocks)) return;
      const place: PlaceChild = (inner) => blocks.place(inner, undefined, 1);
      maps.set(block.id, blockMap(block, depth, place));
    },
  };
  writeBlocks(doc.getArray(ORDER_ARRAY), prev?.blocks, next.blocks, 0, blocks);
  // Blocks no longer anywhere in the tree go; a block moved into or out of a column keeps its map.
  const ids = idsOf(next.blocks);
  for (const id of [...maps.keys()]) if (!ids.has(id)) maps.delete(id);
}
