// Reads the account's block types once per editor store and compiles them for the canvas (the
// template engine lives here, in the custom blocks' chunks, never on the editor's path). A
// failed read is forgotten, so the next caller (a Retry) asks again.
import { compileBlockTypes } from '../../../core/block-types/compiled';
import type { ApiClient } from '../../api/client';
import type { BlockTypeItem } from '../../api/types';
import { type AccountTypes, accountTypes, setAccountTypes } from './account-types';

const loading = new WeakMap<object, Promise<AccountTypes>>();

function keep(store: object, list: readonly BlockTypeItem[]): AccountTypes {
  const types: AccountTypes = {
    list,
    byName: new Map(list.map((type) => [type.name, type])),
    renderers: compileBlockTypes(list.map((type) => [type.name, type] as const)),
  };
  setAccountTypes(store, types);
  return types;
}

/**
 * The store's types: read from the API when the plan has `customBlocks` (`enabled`), else none
 * (a document holding custom blocks then shows each as last rendered).
 */
export function loadAccountTypes(store: object, client: ApiClient, enabled: boolean): Promise<AccountTypes> {
  const known = accountTypes(store);
  if (known) return Promise.resolve(known);
  let pending = loading.get(store);
  if (!pending) {
    pending = (enabled ? client.listBlockTypes() : Promise.resolve([])).then(
      (list) => keep(store, list),
      (error: unknown) => {
        loading.delete(store);
        throw error;
      },
    );
    loading.set(store, pending);
  }
  return pending;
}
