// Finding merge tags in a document and filling in samples: for the editor and the preview only
// (their chunks), so the element's entry carries just the tag list and its parsing.
import { ANY_MERGE_TAG, fillSamples } from '../../core/merge-tags/samples';
import { DEFAULT_MERGE_TAGS, type MergeTag, STARTER_MERGE_TAGS } from './merge-tags';

export { ANY_MERGE_TAG } from '../../core/merge-tags/samples';

/** Every tag in a value (strings anywhere inside it), in order of first use. */
export function tagsIn(value: unknown): string[] {
  const found = new Set<string>();
  const walk = (v: unknown): void => {
    if (typeof v === 'string') for (const match of v.matchAll(ANY_MERGE_TAG)) found.add(match[0]);
    else if (Array.isArray(v)) for (const item of v) walk(item);
    else if (v && typeof v === 'object') for (const item of Object.values(v)) walk(item);
  };
  walk(value);
  return [...found];
}

/** Tags used in a value that the list does not define: they would reach recipients as written. */
export function unknownTags(value: unknown, tags: readonly MergeTag[]): string[] {
  const known = new Set(tags.map((tag) => tag.value));
  return tagsIn(value).filter((tag) => !known.has(tag));
}

/** Tag → sample: the host's samples first, the starters' for tags the host gave none. */
export function sampleValues(tags: readonly MergeTag[]): Map<string, string> {
  const samples = new Map<string, string>();
  for (const tag of STARTER_MERGE_TAGS) if (tag.sample !== undefined) samples.set(tag.value, tag.sample);
  for (const tag of DEFAULT_MERGE_TAGS) if (tag.sample !== undefined) samples.set(tag.value, tag.sample);
  for (const tag of tags) if (tag.sample !== undefined) samples.set(tag.value, tag.sample);
  return samples;
}

/**
 * Rendered output with each tag that has a sample replaced by it (the preview's "Show sample
 * data"); `html` escapes samples for markup and attributes. Exports never go through this.
 */
export function withSamples(output: string, tags: readonly MergeTag[], format: 'html' | 'text'): string {
  return fillSamples(output, sampleValues(tags), format);
}
