// What the template store takes and answers besides whole records: new templates, patches, list
// queries and rows, the locked-block guard, and the metadata's `meta[k]=v` filter index.
import type { ListCursor } from './owned';
import type { TemplateRecord, TemplateStatus } from './template-record';

export type MetadataValue = string | number | boolean | null;

/** A template whose document stays in the bytes Redis sent (no UTF-8 decode and re-encode). */
export type RawTemplateRecord = Omit<TemplateRecord, 'blockTreeJson'> & { blockTreeJson: Buffer };

export type TemplateRow = Omit<TemplateRecord, 'blockTreeJson' | 'createdAt'>;

export interface NewTemplate {
  name: string;
  userId: string | null;
  blockTreeJson: string;
  metadata: Record<string, MetadataValue>;
  tags: string[];
}

export interface TemplatePatch {
  name?: string;
  blockTreeJson?: string;
  metadata?: Record<string, MetadataValue>;
  tags?: string[];
}

export interface ListQuery {
  /** Index selection: every template, or one user's plus the shared ones. */
  userId: string | null;
  limit: number;
  cursor: ListCursor | null;
  /** `meta[k]=v` filters, ANDed, compared with the value's string form. */
  filters: Array<[string, string]>;
  /** Only shared templates in this approval status. */
  status?: TemplateStatus | undefined;
  /** Candidates examined before a partial page is returned (default 5000). */
  maxScan?: number;
}

/**
 * The locked-block guard of a save (lua/lock-guard.lib.lua): '' for a writer who may change locks,
 * 'nolocks' for a save adding none that needs the stored document to hold none, or the SHA-1 of
 * the stored document the save was checked against.
 */
export type LockGuard = string;

export function isTemplateId(value: string): boolean {
  return /^tpl_[0-9A-Za-z]{1,40}$/.test(value);
}

/** The string form `meta[k]=v` filters compare against. */
export function metadataStringForm(value: MetadataValue): string {
  return value === null ? 'null' : String(value);
}

/** The `meta[k]=v` filter index of a template's metadata (also rebuilt by `import-account`). */
export function metaIndex(metadata: Record<string, MetadataValue>): string {
  const index: Record<string, string> = {};
  for (const [k, v] of Object.entries(metadata)) index[k] = metadataStringForm(v);
  return JSON.stringify(index);
}
