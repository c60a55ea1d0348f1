// The public events of <email-builder>: their details, and a map merged into HTMLElementEventMap
// so `el.addEventListener('eb-save', (e) => e.detail.template)` is typed for integrators.
import type { EmailDocument } from '../../core/document/schema';
import { ApiError } from '../api/errors';
import type { ApiErrorDetail, Comment, Features, Template, TemplateStatus } from '../api/types';

export interface EbReadyDetail {
  plan: string;
  features: Features;
}
export interface EbChangeDetail {
  document: EmailDocument;
}
export interface EbDirtyChangeDetail {
  dirty: boolean;
}
export interface EbSaveDetail {
  template: Template;
}
export type EbErrorDetail = ApiErrorDetail;
export interface EbDeleteDetail {
  id: string;
}
export interface EbDuplicateDetail {
  template: Template;
}
export interface EbUpgradeRequestedDetail {
  /** What the user tried to get more of (`templates`). */
  feature: string;
  plan: string;
}

/** One person in the open template's live session (docs/api.md §14). */
export interface EbPresenceUser {
  userId: string;
  /** The display name from their session token (`POST /v1/sessions` `name`), else their user id. */
  name: string;
  /** Their colour (avatar, outline): the same for everyone who sees them. */
  color: string;
  /** The block they have selected, or null. */
  blockId: string | null;
}
export interface EbPresenceChangeDetail {
  /** Everyone in the template, this user included (first), one entry per user however many tabs. */
  users: EbPresenceUser[];
}

/** A comment that mentions people was stored (docs/api.md §15): the host notifies them its own way. */
export interface EbMentionDetail {
  templateId: string;
  comment: Comment;
  /** The user ids it mentions (the host's `people` / `findPeople` ids). */
  mentions: string[];
}

/** A shared template's approval status moved (docs/api.md §15), after the server accepted it. */
export interface EbStatusChangeDetail {
  templateId: string;
  status: TemplateStatus;
  previous: TemplateStatus;
}

export interface EmailBuilderEventMap {
  'eb-ready': CustomEvent<EbReadyDetail>;
  'eb-change': CustomEvent<EbChangeDetail>;
  'eb-dirty-change': CustomEvent<EbDirtyChangeDetail>;
  'eb-save': CustomEvent<EbSaveDetail>;
  'eb-error': CustomEvent<EbErrorDetail>;
  'eb-session-expired': CustomEvent<Record<string, never>>;
  'eb-delete': CustomEvent<EbDeleteDetail>;
  'eb-duplicate': CustomEvent<EbDuplicateDetail>;
  'eb-upgrade-requested': CustomEvent<EbUpgradeRequestedDetail>;
  'eb-presence-change': CustomEvent<EbPresenceChangeDetail>;
  'eb-mention': CustomEvent<EbMentionDetail>;
  'eb-status-change': CustomEvent<EbStatusChangeDetail>;
}

export type EmitFn = <K extends keyof EmailBuilderEventMap>(name: K, detail: EmailBuilderEventMap[K]['detail']) => void;

/** An emitter bound to one element: every public event bubbles out of the shadow root. */
export function emitter(target: EventTarget): EmitFn {
  return (name, detail) => target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/** Any failure as the `eb-error` detail: API errors keep their code, anything else is `unexpected`. */
export function errorDetail(error: unknown): ApiErrorDetail {
  return error instanceof ApiError
    ? error.toDetail()
    : { status: 0, code: 'unexpected', message: error instanceof Error ? error.message : String(error) };
}

declare global {
  interface HTMLElementEventMap extends EmailBuilderEventMap {}
}
