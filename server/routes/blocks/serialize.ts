// Saved-block responses around the stored block JSON (spliced, never re-parsed).
import type { SavedBlockRecord, SavedBlockRow } from '../../store/blocks';

const iso = (ms: number) => new Date(ms).toISOString();
const str = JSON.stringify;
const owner = (userId: string | null) => (userId === null ? '' : `"userId":${str(userId)},`);

export function fullSavedBlockJson(b: SavedBlockRecord): string {
  return (
    `{"_id":${str(b.id)},"name":${str(b.name)},"block":${b.blockJson},${owner(b.userId)}` +
    `"createdAt":${str(iso(b.createdAt))},"updatedAt":${str(iso(b.updatedAt))}}`
  );
}

export function savedBlockItemJson(b: SavedBlockRow): string {
  return `{"_id":${str(b.id)},"name":${str(b.name)},${owner(b.userId)}"updatedAt":${str(iso(b.updatedAt))}}`;
}
