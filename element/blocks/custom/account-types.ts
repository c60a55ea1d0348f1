// The account's own block types as the open editor knows them (docs/api.md §16), kept per editor
// store: the palette lists them, the inspector builds a block's form from one, and the canvas
// renders with their compiled templates. This module carries no template engine (it is on the
// editor's path); the chunk that reads and compiles the types (./load-types.ts) fills it in.

import type { CustomBlockRenderer } from '../../../core/render/context';
import type { BlockTypeItem } from '../../api/types';

export type AccountBlockType = BlockTypeItem;

export interface AccountTypes {
  list: readonly AccountBlockType[];
  byName: ReadonlyMap<string, AccountBlockType>;
  /** For `RenderOptions.blockTypes`. */
  renderers: ReadonlyMap<string, CustomBlockRenderer>;
}

const byStore = new WeakMap<object, AccountTypes>();

/** Fires `change` when a store's types arrive or change: the canvas renders again with them. */
export const accountTypeChanges = new EventTarget();

/** The store's types once they have been read (undefined before). */
export function accountTypes(store: object): AccountTypes | undefined {
  return byStore.get(store);
}

export function setAccountTypes(store: object, types: AccountTypes): void {
  byStore.set(store, types);
  accountTypeChanges.dispatchEvent(new Event('change'));
}
