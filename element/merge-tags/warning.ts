// The inspector's badge for merge tags the host does not define: they would reach recipients as
// written ("Hi {{frist_name}}"), so they are named, never silently dropped.
import { html, nothing } from 'lit';
import { icon } from '../shared/icons';
import type { MergeTag } from './merge-tags';
import { unknownTags } from './scan';

export function unknownTagsWarning(value: unknown, tags: readonly MergeTag[]) {
  const unknown = unknownTags(value, tags);
  if (unknown.length === 0) return nothing;
  const list = unknown.join(', ');
  return html`<p class="tag-warning" role="status" aria-label=${`Unknown merge tags: ${list}`}>
    ${icon('alert')}<span>Not merge tags your platform defines: <strong>${list}</strong>. Recipients would see them as written.</span>
  </p>`;
}
