// Shapes of the /v1 API as the element sees them (docs/api.md).

import type { BlockTypeDefinition } from '../../core/block-types/definition';
import type { Finding } from '../../core/checks/types';
import type { Block, EmailDocument } from '../../core/document/schema';
import type { operations } from './api-types';

/** The plan's features, as the API documents them (generated from its OpenAPI document). */
export type Features = operations['getKeysValidate']['responses'][200]['content']['application/json']['features'];

export interface ValidateResult {
  plan: string;
  limits: { renders: number; storageMb: number; templates: number };
  usage: { renders: number; storageMb: number };
  features: Features;
  operator?: { name: string };
  userId?: string;
  /** A session token's role (docs/api.md §12): a manager may also edit shared templates. */
  role?: Role;
  /** From the session token, when the host put them there (docs/api.md §4). */
  name?: string;
  testRecipients?: string[];
}

/** A reviewer reads and comments but writes nothing (docs/api.md §15). */
export type Role = 'member' | 'manager' | 'reviewer';

/** A shared template's approval status (docs/api.md §15); user templates have none. */
export type TemplateStatus = 'draft' | 'in_review' | 'approved';

/** `GET /v1/start`: the key check and the first page of templates (docs/api.md §7). */
export interface StartResult {
  key: ValidateResult;
  templates: TemplateListItem[];
  /** The next page of `GET /v1/templates`, or null. */
  next: string | null;
}

export interface TemplateListItem {
  _id: string;
  name: string;
  thumbnail: string | null;
  tags: string[];
  metadata: Record<string, unknown>;
  /** Absent on shared templates. */
  userId?: string;
  /** Who is editing it live now (docs/api.md §14); absent when nobody is. */
  editing?: Array<{ userId: string; name: string }>;
  /** Shared templates only. */
  status?: TemplateStatus;
  updatedAt: string;
}

export interface Template extends TemplateListItem {
  blockTree: EmailDocument;
  createdAt?: string;
}

/** What a create sends: `shared` (managers only, docs/api.md §12) makes a shared template. */
export interface NewTemplate {
  name: string;
  blockTree: EmailDocument;
  metadata?: Record<string, unknown>;
  tags?: string[];
  shared?: boolean;
}

export interface LibraryItem {
  _id: string;
  name: string;
  tags: string[];
  thumbnail: string | null;
  blockTree: EmailDocument;
}

/** `POST /v1/templates/{id}/test-send` (docs/api.md §16). */
export interface TestSendResult {
  ok: true;
  to: string;
  subject: string;
}

export interface RenderResult {
  html: string;
  text: string;
  /** The checker's findings, when the render asked for them. */
  checks?: Finding[];
}

/** What `exportHtml()` resolves to: the email, its plain-text part, and what the checker found in it. */
export interface ExportResult {
  html: string;
  text: string;
  /** `{code, severity, blockId?, message}` per problem (missing alt text, low contrast, …); empty when none. */
  checks: Finding[];
}

export interface UploadedImage {
  id: string;
  url: string;
  sizeBytes: number;
}

/** One image of the library (`GET /v1/images`, docs/api.md §11). */
export interface LibraryImage extends UploadedImage {
  name: string;
  contentType: string;
  width: number | null;
  height: number | null;
  createdAt: string;
  /** The uploading user; absent for shared images. */
  userId?: string;
}

/** A saved block in a list (without the block itself). */
export interface SavedBlockItem {
  _id: string;
  name: string;
  /** Absent on shared saved blocks. */
  userId?: string;
  updatedAt: string;
}

export interface SavedBlock extends SavedBlockItem {
  block: Block;
  createdAt: string;
}

/** One page of a paged list and the URL of the next page, if any. */
export interface Page<T> {
  items: T[];
  next: string | null;
}

/** The detail of `eb-error`, and what every failed call rejects with. */
export interface ApiErrorDetail {
  /** HTTP status; 0 when the request never reached the API (offline) or was refused locally. */
  status: number;
  code: string;
  message: string;
}

/** One kept version of a template (docs/api.md §10), newest first in a list. */
export interface VersionItem {
  version: number;
  name: string;
  updatedAt: string;
  /** The session user who saved it; null when the customer's server saved it with the secret key. */
  savedBy: string | null;
  /** The version this one restored (a copy of it), or null for an ordinary save. */
  restoredFrom: number | null;
}

/** A version with its document: the template as it was saved. */
export interface TemplateVersion extends Template {
  version: number;
}

/**
 * One comment (docs/api.md §15), as the API answers it (generated from its OpenAPI document). Its
 * `text` is plain text: shown as text, never as markup; `userId` is null when the customer's
 * server wrote it with the secret key.
 */
export type Comment = operations['postTemplatesByIdComments']['responses'][201]['content']['application/json'];

/** A thread: its first comment and the replies to it, oldest first. */
export type CommentThread =
  operations['getTemplatesByIdComments']['responses'][200]['content']['application/json'][number];

/** What a new comment or reply sends: `{text, blockId?, parentId?, mentions?}`. */
export type NewComment = NonNullable<
  operations['postTemplatesByIdComments']['requestBody']
>['content']['application/json'];

/** A custom block type of the account, as `GET /v1/block-types` lists it (docs/api.md §16). */
export type BlockTypeItem = BlockTypeDefinition & { name: string; updatedAt?: number };
