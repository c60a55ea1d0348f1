// The checker as the editor runs it: its own chunk, loaded after the editor is on screen.
import { checkDocument, type Finding } from '../../core/checks/index';
import type { EmailDocument } from '../../core/document/schema';
import type { MergeTag } from '../state/merge-tags';

/** Findings for the open document; the host's merge tags are the defined set. */
export function runChecks(doc: EmailDocument, mergeTags: readonly MergeTag[]): Finding[] {
  return checkDocument(doc, { mergeTags: mergeTags.map((tag) => tag.value) });
}
