// Display conditions decided from sample values instead of written for the platform: the
// element's preview and both kinds of test send (docs/api.md §16), so a test e-mail shows
// exactly the blocks the preview shows.
import { type Condition, isValidCondition } from '../document/condition';

/** A tag's name without its delimiters (`{{first_name}}` → `first_name`), or null for anything else. */
export function tagName(value: string): string | null {
  const match = /^(?:\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}|\*\|([A-Za-z0-9_.-]+)\|\*|%%([A-Za-z0-9_.-]+)%%)$/.exec(
    value.trim(),
  );
  return match ? ((match[1] ?? match[2] ?? match[3]) as string) : null;
}

/**
 * The outcome for a recipient whose tags hold `samples` (keyed by the tag as written, the later
 * of two spellings of one name winning). Names compare without regard to case (Mailchimp's are
 * upper case); a tag without a sample, or with an empty one, is not set.
 */
export function decideCondition(condition: Condition, samples: ReadonlyMap<string, string>): boolean {
  const wanted = condition.tag.toLowerCase();
  let sample = '';
  for (const [tag, value] of samples) if (tagName(tag)?.toLowerCase() === wanted) sample = value;
  switch (condition.op) {
    case 'equals':
      return sample === condition.value;
    case 'not_equals':
      return sample !== condition.value;
    case 'contains':
      return sample.includes(condition.value);
    case 'is_set':
      return sample !== '';
    case 'is_not_set':
      return sample === '';
  }
}

/** The renderer's `showBlock` for these samples: an invalid condition (unvalidated input) shows its block. */
export function showBlockFor(samples: ReadonlyMap<string, string>): (block: { condition?: unknown }) => boolean {
  return (block) => !isValidCondition(block.condition) || decideCondition(block.condition, samples);
}
