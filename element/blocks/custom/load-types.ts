// Reads the account's block types once per editor store and API client, and compiles them for the
// canvas (the template engine lives here, in the custom blocks' chunks, never on the editor's
// path). A failed read is forgotten, so the next caller (a Retry) asks again.
import { compileBlockTypes } from '../../../core/block-types/compiled';
import type { ApiClient } from '../../api/client';
import type { BlockTypeItem } from '../../api/types';
import { type AccountTypes, setAccountTypes } from './account-types';

/** The read of each store's types, with the client it was made with (another client: another user or account). */
const loading = new WeakMap<object, { client: ApiClient; pending: Promise<AccountTypes> }>();

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
 * (a document holding custom blocks then shows each as last rendered). Read once per client: a
 * new client (the element signed in again) reads them afresh, and an older read then counts no more.
 */
export function loadAccountTypes(store: object, client: ApiClient, enabled: boolean): Promise<AccountTypes> {
  const known = loading.get(store);
  if (known?.client === client) return known.pending;
  const pending: Promise<AccountTypes> = (enabled ? client.listBlockTypes() : Promise.resolve([])).then(
    (list) => {
      const latest = loading.get(store);
      return latest && latest.client !== client ? latest.pending : keep(store, list);
    },
    (error: unknown) => {
      if (loading.get(store)?.client === client) loading.delete(store);
      throw error;
    },
  );
  loading.set(store, { client, pending });
  return pending;
}
