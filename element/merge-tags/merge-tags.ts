// Merge tags the host defines (`mergeTags` property / `merge-tags` attribute). The editor inserts
// `value` verbatim, so the host's sending platform sees its own syntax; `sample` stands in for
// the real value only in the preview, never in an export.

export interface MergeTag {
  /** What the end user reads in the picker, e.g. "First name". */
  name: string;
  /** The exact text inserted and exported, e.g. `{{first_name}}`. */
  value: string;
  /** Shown instead of the tag when the preview's "Show sample data" is on. */
  sample?: string;
  /** Heading the picker groups this tag under, e.g. "Contact". */
  group?: string;
}

/** Delimiters of the host's sending platform; `{{ }}` unless the host says otherwise. */
export type MergeTagSyntax = '{{ }}' | '*| |*' | '%% %%';

/** Used until the host defines its own: the tags the first editor offered. */
export const DEFAULT_MERGE_TAGS: readonly MergeTag[] = [
  { name: 'First name', value: '{{first_name}}', sample: 'Ada', group: 'Contact' },
  { name: 'Last name', value: '{{last_name}}', sample: 'Lovelace', group: 'Contact' },
  { name: 'Email', value: '{{email}}', sample: 'ada@example.com', group: 'Contact' },
  { name: 'Company', value: '{{company}}', sample: 'Analytical Engines Ltd', group: 'Contact' },
  { name: 'Unsubscribe link', value: '{{unsubscribe_url}}', sample: 'https://example.com/unsubscribe', group: 'Links' },
];
