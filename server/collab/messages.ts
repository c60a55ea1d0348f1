// What the live-document server reads from a socket and says on it beyond Yjs sync (docs/api.md §14).
import * as decoding from 'lib0/decoding';

/** Close code and reason when the template is deleted during a session. */
export const DELETED = { code: 4404, reason: 'template_deleted' };
/** The stateless message that tells an element to refetch the template's comments. */
export const COMMENTS_CHANGED = JSON.stringify({ type: 'comments' });

/** The Yjs update a Hocuspocus message carries, or null when it carries none worth storing. */
export function syncUpdateOf(message: Uint8Array): Uint8Array | null {
  const decoder = decoding.createDecoder(message);
  decoding.readVarString(decoder);
  if (decoding.readVarUint(decoder) !== 0) return null; // not a sync message
  const step = decoding.readVarUint(decoder);
  if (step !== 1 && step !== 2) return null; // step 1 only asks for state
  const update = decoding.readVarUint8Array(decoder);
  // An empty update ([0 structs, 0 deletions]) changes nothing and needs no storing.
  return update.length <= 2 ? null : update;
}
