// Pinecrest's product catalogue (demo/data/catalogue.json): what the editor's `products` data
// source searches, through the demo's server as a real host's would. Images are the starter
// pictures the API serves (`asset:<path>` → `<API URL>/assets/<path>`), so emails link to them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSourceItem } from '../../element/data-sources/types';

/** A catalogue entry is what the editor's data source answers with, as is. */
export type Product = DataSourceItem;

const FILE = join(import.meta.dirname, '../data/catalogue.json');
/** Results per search: a picker shows a short list. */
const MAX_RESULTS = 20;
/** A longer query matches nothing in this catalogue anyway. */
const MAX_QUERY = 100;

/** The catalogue with image addresses on the API the browser reaches. */
export function loadCatalogue(apiUrl: string): Product[] {
  const items = JSON.parse(readFileSync(FILE, 'utf8')) as Product[];
  return items.map((item) =>
    item.image?.startsWith('asset:') ? { ...item, image: `${apiUrl}/assets/${item.image.slice(6)}` } : item,
  );
}

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Products whose title holds every word of `query` (any case or accent), in catalogue order. */
export function searchCatalogue(catalogue: readonly Product[], query: string): Product[] {
  const words = fold(query.slice(0, MAX_QUERY)).split(/\s+/).filter(Boolean);
  return catalogue.filter((p) => words.every((w) => fold(p.title).includes(w))).slice(0, MAX_RESULTS);
}
