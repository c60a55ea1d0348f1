// What instances publish to each other about live documents (docs/api.md §14), and how it travels:
// one JSON header line, then the Yjs update's bytes as they are (no base64 on the hot path).
import type { Writer } from './writer';

/** Whose change an update is: what a write-back of it needs (the plan's rules, the writer's scope, savedBy). */
export interface Contributor {
  plan: string;
  writer: Writer;
}

export interface CollabMessage {
  /** The instance that published it (it ignores its own). */
  instance: string;
  accountId: string;
  templateId: string;
  /**
   * `update`: a Yjs update already in the log; `end`: the template was deleted; `comments`: its
   * comments changed (no update); `handover`: the
   * publisher's last editor of the document left, and it asks an instance where others still
   * edit to write its changes back; `taken`: that instance's answer (to `to`).
   */
  kind: 'update' | 'end' | 'comments' | 'handover' | 'taken';
  update: Uint8Array;
  /** An editor's update, a handover: whose change it carries (a REST change has none: it is in the template already). */
  contributor?: Contributor;
  /** A `taken`: the instance that asked. */
  to?: string;
}

const KINDS: ReadonlySet<string> = new Set<CollabMessage['kind']>(['update', 'end', 'comments', 'handover', 'taken']);

/** How every message `instance` publishes begins (encodeMessage's header). */
export function headerPrefix(instance: string): Buffer {
  return Buffer.from(`[${JSON.stringify(instance)},`);
}

export function encodeMessage(message: CollabMessage): Buffer {
  const { instance, accountId, templateId, kind, contributor, to } = message;
  const header = Buffer.from(
    `${JSON.stringify([instance, accountId, templateId, kind, contributor ?? null, to ?? null])}\n`,
  );
  return Buffer.concat([header, message.update]);
}

export function parseMessage(payload: Buffer): CollabMessage | null {
  const end = payload.indexOf(10);
  if (end < 0) return null;
  try {
    const [instance, accountId, templateId, kind, contributor, to] = JSON.parse(
      payload.subarray(0, end).toString(),
    ) as [string, string, string, CollabMessage['kind'], Contributor | null, string | null];
    if (!instance || !accountId || !templateId || !KINDS.has(kind)) return null;
    const update = new Uint8Array(payload.subarray(end + 1));
    return { instance, accountId, templateId, kind, update, ...(contributor && { contributor }), ...(to && { to }) };
  } catch {
    return null;
  }
}
