// The smallest change that makes a live document hold a given template (docs/api.md §14): only
// the blocks and properties that differ are set, inserted, removed or moved, so someone else's
// concurrent change to another block, or another property of the same block, survives. The
// element writes its user's edits this way, the server a REST update or restore.
// `before` values are the writer's previous plain JSON (null when unknown): where it is the very
// object of `next`, nothing below it changed and the walk skips it. Walks are linear in blocks
// (block nesting is two levels; a moved block is found by a bounded scan).
import * as Y from 'yjs';
import { BLOCKS_ARRAY, blockMap, MAP_FIELDS, mapPropsOf, plainMap, TEMPLATE_MAP } from './ydoc';

type Plain = Record<string, unknown>;
type YMap = Y.Map<unknown>;

const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null && !Array.isArray(value);
const json = (value: unknown) => JSON.stringify(value instanceof Y.AbstractType ? value.toJSON() : value);
const idOf = (value: unknown) => (value instanceof Y.Map ? value.get('id') : undefined);
const NO_KEYS: ReadonlySet<string> = new Set();

/**
 * Sets the keys of `next` that differ in `target` and deletes those it no longer has; a `nested`
 * key (a Y.Map in the document, ydoc.ts) is written the same way, key by key. The `own` key is
 * left alone: the caller writes it (a columns block's columns, a column's blocks).
 */
function writeMap(target: YMap, before: unknown, next: Plain, nested: ReadonlySet<string> = NO_KEYS, own: string | null = null): void {
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

/** Makes `array` hold `next` by id: removed blocks go, new and moved ones are inserted, the rest patched. */
function writeBlocks(array: Y.Array<unknown>, before: unknown, next: readonly unknown[], depth: number): void {
  if (before === next) return;
  const wanted = next.filter(isPlain);
  const ids = new Set(wanted.map((b) => b.id));
  for (let i = array.length - 1; i >= 0; i--) if (!ids.has(idOf(array.get(i)))) array.delete(i, 1);
  const prevById = new Map((Array.isArray(before) ? before.filter(isPlain) : []).map((b) => [b.id, b]));
  // `here` mirrors `array` as it changes. A block found later than its place has moved: it is
  // written again at its new place (a move is rare; the scan is bounded by the block limit).
  const here = array.toArray();
  wanted.forEach((block, i) => {
    const current = here[i];
    if (idOf(current) === block.id) {
      if (writeBlock(current as YMap, prevById.get(block.id), block, depth)) return;
      array.delete(i, 1);
      here.splice(i, 1);
    } else {
      const from = here.findIndex((b, j) => j > i && idOf(b) === block.id);
      if (from > i) {
        array.delete(from, 1);
        here.splice(from, 1);
      }
    }
    const fresh = blockMap(block, depth);
    array.insert(i, [fresh]);
    here.splice(i, 0, fresh);
  });
  if (array.length > wanted.length) array.delete(wanted.length, array.length - wanted.length);
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
  if (prev?.metadata !== next.metadata && json(meta.get('metadata')) !== JSON.stringify(metadata)) meta.set('metadata', metadata);
  const canvas = meta.get('canvas');
  const nextCanvas = isPlain(next.canvas) ? next.canvas : {};
  if (canvas instanceof Y.Map) writeMap(canvas, prev?.canvas, nextCanvas);
  else meta.set('canvas', plainMap(nextCanvas));
  writeBlocks(doc.getArray(BLOCKS_ARRAY), prev?.blocks, next.blocks, 0);
}
