// The inspector's badge for merge tags the host does not define: they would reach recipients as
// written ("Hi {{frist_name}}"), so they are named, never silently dropped.
import { html, nothing } from 'lit';
import type { I18n } from '../i18n/i18n';
import { ENGLISH } from '../i18n/messages';
import { icon } from '../shared/icons';
import { unknownTags } from '../state/merge-tag-scan';
import type { MergeTag } from '../state/merge-tags';

/** Stands for the tag list inside the translated sentence, so the list can be set in bold wherever the language puts it. */
const SLOT = '\u0000';

/** @param i18n the inspector's language (`this.#msg.i18n`); English when not given. */
export function unknownTagsWarning(value: unknown, tags: readonly MergeTag[], i18n: I18n = ENGLISH) {
  const unknown = unknownTags(value, tags);
  if (unknown.length === 0) return nothing;
  const list = i18n.list(unknown);
  const [before = '', after = ''] = i18n.t('dialogs.mergeTags.unknownText', { tags: SLOT }).split(SLOT);
  return html`<p class="tag-warning" role="status" aria-label=${i18n.t('dialogs.mergeTags.unknownName', { tags: list })}>
    ${icon('alert')}<span>${before}<strong>${list}</strong>${after}</span>
  </p>`;
}
