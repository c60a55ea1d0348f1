// Merge tags filled with sample values: the element's preview ("Show sample data") and the
// server's test sends (docs/api.md §16) both go through here, so a test e-mail reads exactly as
// the preview shows it. Exports never do: they keep every tag for the sending platform.

/** Any tag in any of the three syntaxes (docs/api.md §9): names of letters, digits, `_`, `.` and `-`. */
export const ANY_MERGE_TAG = /\{\{\s*[A-Za-z0-9_.-]+\s*\}\}|\*\|[A-Za-z0-9_.-]+\|\*|%%[A-Za-z0-9_.-]+%%/g;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Rendered output with each tag that has a sample (keyed by the tag as written, e.g.
 * `{{first_name}}`) replaced by it; `html` escapes samples for markup and attributes. One linear
 * pass; tags without a sample stay as written.
 */
export function fillSamples(output: string, samples: ReadonlyMap<string, string>, format: 'html' | 'text'): string {
  return output.replace(ANY_MERGE_TAG, (tag) => {
    const sample = samples.get(tag);
    if (sample === undefined) return tag;
    return format === 'html' ? sample.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string) : sample;
  });
}
