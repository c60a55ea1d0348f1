// Responses are assembled around the stored JSON strings (blockTree, metadata, tags): spliced,
// never parsed and re-stringified.
import type { LiveEditor } from '../../store/collab';
import type { RawTemplateRecord, TemplateRecord, TemplateRow } from '../../store/templates';

const iso = (ms: number) => new Date(ms).toISOString();
const str = JSON.stringify;
/** Shared templates carry their approval status; user templates have none (docs/api.md §15). */
const statusJson = (t: { status: string | null }) => (t.status === null ? '' : `"status":${str(t.status)},`);

export function fullTemplateJson(t: TemplateRecord): string;
export function fullTemplateJson(t: TemplateRecord | RawTemplateRecord): string | Buffer;
export function fullTemplateJson(t: TemplateRecord | RawTemplateRecord): string | Buffer {
  const head = `{"_id":${str(t.id)},"name":${str(t.name)},"blockTree":`;
  const tail =
    `,"metadata":${t.metadataJson},"tags":${t.tagsJson},"thumbnail":${str(t.thumbnail)},` +
    `${t.userId === null ? '' : `"userId":${str(t.userId)},`}${statusJson(t)}"createdAt":${str(iso(t.createdAt))},"updatedAt":${str(iso(t.updatedAt))}}`;
  if (typeof t.blockTreeJson === 'string') return head + t.blockTreeJson + tail;
  return Buffer.concat([Buffer.from(head), t.blockTreeJson, Buffer.from(tail)]);
}

/** `editing`: who is live in it now (docs/api.md §14), when anyone is. */
export function listItemJson(t: TemplateRow, editing?: readonly LiveEditor[]): string {
  return (
    `{"_id":${str(t.id)},"name":${str(t.name)},"thumbnail":${str(t.thumbnail)},"tags":${t.tagsJson},` +
    `"metadata":${t.metadataJson},${t.userId === null ? '' : `"userId":${str(t.userId)},`}${statusJson(t)}` +
    `${editing ? `"editing":${str(editing)},` : ''}"updatedAt":${str(iso(t.updatedAt))}}`
  );
}
