// The host's own objects behind plain functions (docs/api.md §16 "Data sources"): the shapes of
// the `dataSources` property. Type-only, so the element's entry pays no byte for them.

/** One object a data source found: what the picker lists and what the block copies. */
export interface DataSourceItem {
  id: string;
  title: string;
  subtitle?: string;
  /** An image address (http(s)); shown in the picker and available to the block's template. */
  image?: string;
  url?: string;
  /** More values the block's template may name inside `{{#each}}` (strings, numbers, booleans). */
  fields?: Record<string, string | number | boolean | null>;
}

/** One of the host's catalogues: its name in the UI and how to search it. */
export interface DataSource {
  label: string;
  /** Called as the user types (debounced); the latest call's answer wins, a rejection is shown. */
  search(query: string): Promise<DataSourceItem[]>;
}

/** `dataSources` on `<email-builder>`: by the name an `item` field's `source` gives. */
export type DataSources = Record<string, DataSource>;
