// The smallest change that makes a live document hold a given template (docs/api.md §14): only
// the blocks and properties that differ are set, inserted, removed or moved, so someone else's
// concurrent change to another block, or another property of the same block, survives. The
// element writes its user's edits this way, the server a REST update or restore.
// `before` values are the writer's previous plain JSON (null when unknown): where it is the very
// object of `next`, nothing below it changed and the walk skips it. Walks are linear in blocks
// (block nesting is two levels; moves are found in one pass, writeBlocks).
import * as Y from 'yjs';
import { BLOCKS_ARRAY, blockMap, MAP_FIELDS, mapPropsOf, plainMap, TEMPLATE_MAP } from './ydoc';

type Plain = Record<string, unknown>;
type YMap = Y.Map<unknown>;

const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const json = (value: unknown) => JSON.stringify(value instanceof Y.AbstractType ? value.toJSON() : value);
const NO_KEYS: ReadonlySet<string> = new Set();
/** Work counter for tests: every look at a block's id (matching is linear in blocks, writeBlocks). */
export const PATCH_WORK = { steps: 0 };

const idOf = (value: unknown) => {
  PATCH_WORK.steps++;
  return value instanceof Y.Map ? value.get('id') : undefined;
};

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
function writeColumnsProps(target: YMap, before: unknown, next: Plain): boolean {
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
    const blocks = yColumn.get('blocks');
    if (blocks instanceof Y.Array && Array.isArray(column.blocks)) writeBlocks(blocks, before.blocks, column.blocks, 1);
    else yColumn.set('blocks', column.blocks);
  });
  return true;
}

/** One block in place; false when it must be replaced whole (its shape changed). */
function writeBlock(target: YMap, before: Plain | undefined, next: Plain, depth: number): boolean {
  if (before === next || target.get('type') !== next.type) return before === next;
  for (const key of [...target.keys()]) if (next[key] === undefined) target.delete(key);
  for (const [key, value] of Object.entries(next)) {
    const current = target.get(key);
    if (value === undefined || (before?.[key] === value && target.has(key))) continue;
    if (key === 'props' && next.type === 'columns' && depth === 0 && isPlain(value)) {
      if (!(current instanceof Y.Map) || !writeColumnsProps(current, before?.props, value)) return false;
    } else if (MAP_FIELDS.has(key) && isPlain(value)) {
      const nested = key === 'props' ? mapPropsOf(next.type) : NO_KEYS;
      if (current instanceof Y.Map) writeMap(current, before?.[key], value, nested);
      else target.set(key, plainMap(value, nested));
    } else if (json(current) !== JSON.stringify(value)) target.set(key, value);
  }
  return true;
}

/**
 * Makes `array` hold `next` by id: removed blocks go, new and moved ones are inserted, the rest
 * patched. In three linear passes: (1) which current blocks stay where they are: walking `next`
 * with a cursor over the current order, a block found at the cursor stays; one found later has
 * moved and is written again at its new place (a Yjs array cannot move an entry); (2) every
 * current block that does not stay is deleted, from the end (earlier indices do not shift);
 * (3) `next` is walked again: a staying block is now at its index and patched in place, the
 * others are inserted there.
 */
function writeBlocks(array: Y.Array<unknown>, before: unknown, next: readonly unknown[], depth: number): void {
  if (before === next) return;
  const wanted = next.filter(isPlain);
  const current = array.toArray();
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
    return !wantedIds.has(id) || moved.has(id) || at.get(id) !== j;
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
  const prevById = new Map((Array.isArray(before) ? before.filter(isPlain) : []).map((b) => [b.id, b]));
  const kept = new Set([...stays].map((i) => current[i]));
  wanted.forEach((block, i) => {
    const here = i < array.length ? array.get(i) : undefined;
    if (kept.has(here) && idOf(here) === block.id) {
      kept.delete(here);
      if (writeBlock(here as YMap, prevById.get(block.id), block, depth)) return;
      array.delete(i, 1);
    }
    array.insert(i, [blockMap(block, depth)]);
  });
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
 */
export function patchTree(doc: Y.Doc, next: PlainTree, prev: PlainTree | null): void {
  const meta = doc.getMap<unknown>(TEMPLATE_MAP);
  if (meta.get('version') !== next.version) meta.set('version', next.version);
  const metadata = isPlain(next.metadata) ? next.metadata : {};
  if (prev?.metadata !== next.metadata && json(meta.get('metadata')) !== JSON.stringify(metadata))
    meta.set('metadata', metadata);
  const canvas = meta.get('canvas');
  const nextCanvas = isPlain(next.canvas) ? next.canvas : {};
  if (canvas instanceof Y.Map) writeMap(canvas, prev?.canvas, nextCanvas);
  else meta.set('canvas', plainMap(nextCanvas));
  writeBlocks(doc.getArray(BLOCKS_ARRAY), prev?.blocks, next.blocks, 0);
}
