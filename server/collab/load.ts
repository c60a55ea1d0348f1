// Opening a live document (docs/api.md §14): it is loaded from its log, whose first entry is the
// template as it was when the first instance opened it (every instance builds on that same base),
// plus what other instances sent while it loaded. A log that holds more than its template (a
// write-back that failed for good, then everyone left) is written back soon after it opens.
import type { Document } from '@hocuspocus/server';
import * as Y from 'yjs';
import { templateToYDoc, yDocToTemplate } from '../../core/collab/ydoc';
import type { AppDeps } from '../http/context';
import { SECRET_KEY_WRITER } from '../store/writer';
import type { Admission } from './access';
import { migrationChange } from './changes';
import { type Session, sameJson, type WriteBacks } from './write-back';

/** Yjs origin of changes that are already in the log (other instances', REST changes). */
export const STORED = Symbol('stored');

/**
 * Builds the session of `document` from the log. `pending`: updates other instances published
 * meanwhile (filled while this runs); `store`: stores a change in the log like an editor's.
 */
export async function loadSession(
  deps: AppDeps,
  writeBacks: WriteBacks,
  document: Document,
  admission: Admission,
  pending: readonly Uint8Array[],
  store: (change: Uint8Array) => Promise<void>,
): Promise<Session> {
  const { accountId, templateId } = admission;
  const record = await deps.store.templates.get(accountId, templateId);
  if (!record) throw { reason: 'not_found' };
  const stored = { name: record.name, blockTree: JSON.parse(record.blockTreeJson) };
  const base = Y.encodeStateAsUpdate(templateToYDoc(stored));
  const entries = await deps.store.collab.load(accountId, templateId, base);
  Y.applyUpdate(document, Y.mergeUpdates([...entries, ...pending]), STORED);
  await migrate(deps, document, templateId, store);
  const session: Session = {
    accountId,
    templateId,
    doc: document,
    contributor: null,
    dirty: false,
    cancelWriteBack: null,
    cancelMaxWait: null,
    saving: Promise.resolve(),
    written: null,
    editors: new Set(),
    failures: 0,
  };
  const live = yDocToTemplate(document);
  if (live && (live.name !== stored.name || !sameJson(live.blockTree, stored.blockTree))) {
    // Edits whose write-back never succeeded: they were admitted when made, so they are written
    // back with the account's rights (as a secret key's write), under its current plan.
    session.contributor = { plan: admission.principal.plan, writer: SECRET_KEY_WRITER };
    writeBacks.schedule(session);
  }
  return session;
}

/**
 * A document stored in the old layout (core/collab/ydoc.ts) is rewritten in the current one
 * before anyone sees it. Should that fail, it stays readable, and an editor's first change
 * rewrites it (core/collab/patch.ts).
 */
async function migrate(
  deps: AppDeps,
  document: Document,
  templateId: string,
  store: (change: Uint8Array) => Promise<void>,
): Promise<void> {
  const change = migrationChange(document);
  if (!change) return;
  try {
    await store(change);
    Y.applyUpdate(document, change, STORED);
  } catch (error) {
    deps.logger.warn({ err: error, templateId }, 'live document layout not migrated');
  }
}
