// Saved blocks created, renamed or deleted in this page: the dialog announces, every Saved
// section listening updates its list without asking the API again.
import type { SavedBlockItem } from '../api/types';

export type SavedBlockChange = { kind: 'saved'; item: SavedBlockItem } | { kind: 'deleted'; id: string };

export const savedBlockChanges = new EventTarget();

export function announce(change: SavedBlockChange): void {
  savedBlockChanges.dispatchEvent(new CustomEvent<SavedBlockChange>('change', { detail: change }));
}
