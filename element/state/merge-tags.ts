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

/**
 * The starter templates' own tags with sample values, so a starter previews with believable data
 * and is not flagged when the host defines no tags of its own.
 */
export const STARTER_MERGE_TAGS: readonly MergeTag[] = [
  { name: 'Order number', value: '{{order_id}}', sample: 'PC-10482', group: 'Orders' },
  { name: 'Order date', value: '{{order_date}}', sample: 'March 3, 2026', group: 'Orders' },
  { name: 'Shipping name', value: '{{shipping_name}}', sample: 'Ada Lovelace', group: 'Orders' },
  { name: 'Shipping address', value: '{{shipping_address}}', sample: '12 St James’s Square, London', group: 'Orders' },
  { name: 'Cart link', value: '{{cart_url}}', sample: 'https://example.com/cart', group: 'Links' },
  { name: 'Password reset link', value: '{{reset_url}}', sample: 'https://example.com/reset', group: 'Links' },
  { name: 'Preferences link', value: '{{preferences_url}}', sample: 'https://example.com/preferences', group: 'Links' },
  {
    name: 'View in browser link',
    value: '{{view_in_browser_url}}',
    sample: 'https://example.com/view',
    group: 'Links',
  },
  { name: 'Contact ID', value: '{{contact_id}}', sample: 'C-2231', group: 'Contact' },
  { name: 'Workspace name', value: '{{workspace_name}}', sample: 'Analytical Engines', group: 'Account' },
  { name: 'Request time', value: '{{request_time}}', sample: 'Today at 09:41', group: 'Security' },
  { name: 'Request browser', value: '{{request_browser}}', sample: 'Firefox', group: 'Security' },
  { name: 'Request system', value: '{{request_os}}', sample: 'macOS', group: 'Security' },
  { name: 'Request location', value: '{{request_location}}', sample: 'London, UK', group: 'Security' },
];

export const MERGE_TAG_SYNTAXES: readonly MergeTagSyntax[] = ['{{ }}', '*| |*', '%% %%'];

/** `{{first_name}}` written in another platform's syntax (`*|FIRST_NAME|*`, `%%first_name%%`). */
export function inSyntax(value: string, syntax: MergeTagSyntax): string {
  const match = /^\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}$/.exec(value);
  if (!match || syntax === '{{ }}') return value;
  const name = match[1] as string;
  return syntax === '*| |*' ? `*|${name.toUpperCase()}|*` : `%%${name}%%`;
}

/** The tags the editor offers: the host's, or ours (default and starter tags) in the host's syntax. */
export function resolveMergeTags(hostTags: readonly MergeTag[] | null, syntax: MergeTagSyntax): readonly MergeTag[] {
  if (hostTags) return hostTags;
  return [...DEFAULT_MERGE_TAGS, ...STARTER_MERGE_TAGS].map((tag) => ({ ...tag, value: inSyntax(tag.value, syntax) }));
}

/** The host's list as given (property or JSON attribute): well-formed entries only, the rest named on the console. */
export function parseMergeTags(input: unknown): MergeTag[] | null {
  if (input === null || input === undefined || input === '') return null;
  let list = input;
  if (typeof input === 'string') {
    try {
      list = JSON.parse(input);
    } catch {
      console.error(
        '<email-builder> merge-tags is not JSON: expected [{"name": "First name", "value": "{{first_name}}"}, …]',
      );
      return null;
    }
  }
  if (!Array.isArray(list)) {
    console.error('<email-builder> mergeTags must be an array of {name, value, sample?, group?}');
    return null;
  }
  const tags: MergeTag[] = [];
  for (const item of list as unknown[]) {
    const tag = item as Partial<MergeTag> | null;
    if (
      !tag ||
      typeof tag.name !== 'string' ||
      typeof tag.value !== 'string' ||
      !tag.name.trim() ||
      !tag.value.trim()
    ) {
      console.error('<email-builder> ignored a merge tag without a name and value:', item);
      continue;
    }
    tags.push({
      name: tag.name,
      value: tag.value.trim(),
      ...(typeof tag.sample === 'string' ? { sample: tag.sample } : {}),
      ...(typeof tag.group === 'string' ? { group: tag.group } : {}),
    });
  }
  return tags;
}

export function parseSyntax(value: unknown): MergeTagSyntax {
  return MERGE_TAG_SYNTAXES.find((syntax) => syntax === value) ?? '{{ }}';
}
