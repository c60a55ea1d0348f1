// Display conditions in the editor (docs/api.md §16): which platform syntax the export writes,
// the merge tags a condition may test, and how the preview decides a condition from samples.
import type { Condition } from '../../core/document/condition';
import type { EmailDocument } from '../../core/document/schema';
import { decideCondition, tagName } from '../../core/merge-tags/conditions';
import type { ConditionSyntax } from '../../core/render/conditions';
import { sampleValues } from '../state/merge-tag-scan';
import type { MergeTag, MergeTagSyntax } from '../state/merge-tags';

export { tagName } from '../../core/merge-tags/conditions';

/** The host's `merge-tag-syntax` names the platform: `{{ }}` is written as Handlebars. */
export function conditionSyntaxFor(syntax: MergeTagSyntax): ConditionSyntax {
  return syntax === '*| |*' ? 'mailchimp' : syntax === '%% %%' ? 'ampscript' : 'handlebars';
}

/** The tags a condition may test: the host's, each once, by name. */
export function conditionTags(
  tags: readonly MergeTag[],
): Array<{ name: string; label: string; sample: string | undefined }> {
  const seen = new Set<string>();
  const out: Array<{ name: string; label: string; sample: string | undefined }> = [];
  for (const tag of tags) {
    const name = tagName(tag.value);
    if (!name || seen.has(name)) continue;
    seen.add(name);
    out.push({ name, label: tag.name, sample: tag.sample });
  }
  return out;
}

/** The outcome for a recipient whose tags hold the preview's samples (docs/api.md §16). */
export function evaluateCondition(condition: Condition, tags: readonly MergeTag[]): boolean {
  return decideCondition(condition, sampleValues(tags));
}

/** Every conditioned block (rows and the blocks in their columns) with the samples' outcome. */
export function previewConditions(
  doc: EmailDocument,
  tags: readonly MergeTag[],
): Array<{ id: string; condition: Condition; shown: boolean }> {
  const out: Array<{ id: string; condition: Condition; shown: boolean }> = [];
  const add = (block: { id: string; condition?: Condition }) => {
    if (block.condition)
      out.push({ id: block.id, condition: block.condition, shown: evaluateCondition(block.condition, tags) });
  };
  for (const block of doc.blocks) {
    add(block);
    if (block.type === 'columns')
      for (const column of block.props.columns) for (const child of column.blocks) add(child);
  }
  return out;
}
