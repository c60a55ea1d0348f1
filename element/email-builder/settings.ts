// What <email-builder>'s attributes and properties change in its parts, applied before each
// render: another user, token or address reconfigures the connection (the previous user's work
// stays their draft); `readonly` and the token's role set what the store allows; `locale` and
// `messages` the language; `merge-tags` and `merge-tag-syntax` the tags the editor offers.
import type { PropertyValues } from 'lit';
import type { AssistantFn } from '../assistant/types';
import type { MessageOverrides } from '../i18n/keys';
import { type MergeTag, type MergeTagSyntax, parseMergeTags, parseSyntax, resolveMergeTags } from '../state/merge-tags';
import type { EditorStore } from '../state/store';
import { assistChunk } from './chunks';
import type { DocumentController } from './documents';
import type { LocaleController } from './locale';
import type { Screens } from './screens';
import type { SessionController } from './session';

/** The element's settings, and what it knows of itself. */
export interface SettingsHost {
  readonly apiKey: string;
  readonly userId: string;
  readonly baseUrl: string;
  readonly libraryLabel: string;
  readonly readonly: boolean;
  readonly mergeTags: MergeTag[] | null;
  readonly mergeTagSyntax: MergeTagSyntax;
  readonly locale: string;
  readonly messages: MessageOverrides | null;
  readonly assistant: AssistantFn | null | undefined;
  readonly store: EditorStore;
  readonly editing: boolean;
  readonly hasUpdated: boolean;
}

/** `merge-tags` as the host writes it, a JSON list; the property takes the list itself. */
export const mergeTagsAttribute = { fromAttribute: (value: string | null) => parseMergeTags(value) };

/** Applies the settings in `changed` (all of them before the first render). */
export function applySettings(
  host: SettingsHost,
  changed: PropertyValues<SettingsHost>,
  session: SessionController,
  documents: DocumentController,
  screens: Screens,
  locale: LocaleController,
): void {
  const previousUser = changed.get('userId');
  if (previousUser) {
    // Another user signs in on the same element: their work stays their draft, nothing of theirs shows to the next.
    documents.flushDraft(previousUser);
    session.reset();
    screens.toGallery();
  }
  if (previousUser || changed.has('apiKey') || changed.has('baseUrl')) session.configure();
  if (changed.has('userId')) screens.showDraft();
  if (changed.has('libraryLabel')) session.relabel();
  const role = session.session?.role;
  host.store.setAccess({ hostReadOnly: host.readonly, reviewer: role === 'reviewer', manager: role === 'manager' });
  if (changed.has('locale') || changed.has('messages') || !host.hasUpdated) locale.apply();
  // The host's writing help (docs/api.md §16): its button's chunk loads once the host gave a
  // function and the editor shows (the inspector carries an empty <eb-assist> until then).
  if (host.assistant && host.editing) assistChunk.prefetch();
  if (changed.has('mergeTags') || changed.has('mergeTagSyntax')) {
    const syntax = parseSyntax(host.mergeTagSyntax);
    host.store.setMergeTags(resolveMergeTags(parseMergeTags(host.mergeTags), syntax), syntax);
  }
}
