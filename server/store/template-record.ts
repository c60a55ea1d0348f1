// A template as the store reads it back: the record's fields (one order for every script that
// answers with a whole record), and the approval status shared templates carry (docs/api.md §15).

/** Approval status of a shared template (docs/api.md §15). */
export type TemplateStatus = 'draft' | 'in_review' | 'approved';
export const TEMPLATE_STATUSES: readonly TemplateStatus[] = ['draft', 'in_review', 'approved'];

/** Approval transitions kept per version (the oldest beyond are dropped). */
export const STATUS_LOG_KEPT = 50;

export interface TemplateRecord {
  id: string;
  name: string;
  /** Owner of a user template; null for shared templates. */
  userId: string | null;
  /** The validated document as JSON, spliced into responses as it is. */
  blockTreeJson: string;
  metadataJson: string;
  tagsJson: string;
  thumbnail: string | null;
  createdAt: number;
  updatedAt: number;
  /** Approval status of a shared template; null for a user template (it has none). */
  status: TemplateStatus | null;
}

export type StatusOutcome =
  | { outcome: 'ok'; record: TemplateRecord }
  | { outcome: 'not_found' }
  | { outcome: 'not_shared' }
  | { outcome: 'manager_required'; from: string }
  | { outcome: 'invalid'; from: string }
  | { outcome: 'storage_limit'; limitMb: number };

/** The fields a record is read from, in toRecord's order. */
export const RECORD_FIELDS = [
  'blockTree',
  'name',
  'userId',
  'metadata',
  'tags',
  'thumbnail',
  'createdAt',
  'updatedAt',
  'status',
];

/** A shared template without the field is a draft; a user template has no status. */
export function statusOf(userId: string | null, stored: string | null | undefined): TemplateStatus | null {
  if (userId !== null) return null;
  return stored === 'in_review' || stored === 'approved' ? stored : 'draft';
}

/** Fields in the order blockTree, name, userId, metadata, tags, thumbnail, createdAt, updatedAt, status. */
export function toRecord(id: string, f: Array<string | null>): TemplateRecord {
  return {
    id,
    blockTreeJson: f[0] || '{}',
    name: f[1] ?? '',
    userId: f[2] ? f[2] : null,
    metadataJson: f[3] || '{}',
    tagsJson: f[4] || '[]',
    thumbnail: f[5] ? f[5] : null,
    createdAt: Number(f[6] ?? 0),
    updatedAt: Number(f[7] ?? 0),
    status: statusOf(f[2] ? f[2] : null, f[8]),
  };
}
