// The host's `dataSources` (docs/api.md §16), read from the <email-builder> around an element.

import { builderRoot } from '../images/chunk';
import { lazyChunk } from '../shared/lazy-chunk';
import type { DataSource } from './types';

/** The host's source named `name`, when it gave one with a `search` function. */
export function dataSourceOf(from: Element, name: string | undefined): DataSource | null {
  const root = builderRoot(from);
  if (!name || !(root instanceof ShadowRoot)) return null;
  const sources = (root.host as { dataSources?: unknown }).dataSources;
  if (typeof sources !== 'object' || sources === null || !Object.hasOwn(sources, name)) return null;
  const source = (sources as Record<string, unknown>)[name] as Partial<DataSource> | null;
  return source && typeof source.search === 'function' ? (source as DataSource) : null;
}

/** The picker comes as its own chunk, on the first "Add from …". */
export const pickerChunk = lazyChunk(() => import('./picker'));
