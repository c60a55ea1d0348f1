// What the canvas needs to take a saved block from the palette: the drag's data type, the saved
// blocks already fetched (a drop can use them at once), and fresh ids for every copy inserted.
import type { Block } from '../../core/document/schema';
import type { Position } from '../state/document-ops';
import type { EditorStore } from '../state/store';

/** DataTransfer type carrying a saved block's id from the palette's Saved section. */
export const DRAG_SAVED = 'application/x-eb-saved';

const fetched = new Map<string, Block>();
let fetcher: ((id: string) => Promise<Block>) | null = null;

/** The Saved section registers how to fetch a block it lists. */
export function setSavedBlockFetcher(fetch: (id: string) => Promise<Block>): void {
  fetcher = fetch;
}

export function rememberSavedBlock(id: string, block: Block): void {
  fetched.set(id, block);
}

export function forgetSavedBlock(id: string): void {
  fetched.delete(id);
}

export async function savedBlock(id: string): Promise<Block | null> {
  const known = fetched.get(id);
  if (known) return known;
  if (!fetcher) return null;
  const block = await fetcher(id);
  fetched.set(id, block);
  return block;
}

/** A copy with new ids (a columns block's children too): a block may be inserted many times. */
export function withFreshIds(block: Block, newId: () => string): Block {
  const copy = structuredClone(block);
  copy.id = newId();
  if (copy.type === 'columns')
    for (const column of copy.props.columns) for (const child of column.blocks) child.id = newId();
  return copy;
}

/** Inserts a copy of saved block `id` at `position` (after the selection when none), and selects it. */
export async function insertSavedBlock(store: EditorStore, id: string, position?: Position): Promise<boolean> {
  const block = await savedBlock(id);
  if (!block || store.readOnly) return false;
  store.insert(withFreshIds(block, store.newId), position);
  return true;
}
