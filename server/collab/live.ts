// Live documents (docs/api.md §14): Hocuspocus holds each open template as a Yjs document; this
// module decides what it may do.
//   - Joining: access.ts (credential, scope, plan, coEditors); read-only joiners get every change
//     and Hocuspocus refuses their updates.
//   - Stored first: an editor's update is appended to the template's log in Redis and confirmed by
//     the replicas before Hocuspocus applies it, broadcasts it and acknowledges it; then it is
//     published to the other instances, which apply it to their copy.
//   - Loaded from the log: its first entry is the template as it was when the first instance
//     opened it; every instance builds on that same base.
//   - Stored compactly: a log past its bound becomes one snapshot (store/collab.ts compact).
//   - Written back (write-back.ts) 2 s after the last change from this instance's editors, and
//     once when the last editor anywhere leaves: an instance whose last editor leaves hands its
//     changes to one where others still edit, or writes back itself when none answers.
import { type Document, Hocuspocus } from '@hocuspocus/server';
import * as decoding from 'lib0/decoding';
import * as Y from 'yjs';
import { type PlainTree, patchTree } from '../../core/collab/patch';
import { TEMPLATE_MAP, templateToYDoc } from '../../core/collab/ydoc';
import { newId } from '../auth/base62';
import type { AppDeps, LiveDocuments } from '../http/context';
import type { CollabMessage, Contributor } from '../store/collab';
import { type Admission, admit, Refusal } from './access';
import { Compactor } from './compactor';
import { REAL_TIMERS, type Timers } from './timers';
import { cancelWriteBacks, type Session, WriteBacks } from './write-back';

const HEARTBEAT_MS = 30_000;
/** How long an instance whose last editor left waits for another to take its write-back over. */
const HANDOVER_WAIT_MS = 1000;
/** Yjs origin of changes that are already in the log (other instances', REST changes). */
const STORED = Symbol('stored');
/** Close code and reason when the template is deleted during a session. */
export const DELETED = { code: 4404, reason: 'template_deleted' };
/** The stateless message that tells an element to refetch the template's comments. */
export const COMMENTS_CHANGED = JSON.stringify({ type: 'comments' });

function syncUpdateOf(message: Uint8Array): Uint8Array | null {
  const decoder = decoding.createDecoder(message);
  decoding.readVarString(decoder);
  if (decoding.readVarUint(decoder) !== 0) return null; // not a sync message
  const step = decoding.readVarUint(decoder);
  if (step !== 1 && step !== 2) return null; // step 1 only asks for state
  const update = decoding.readVarUint8Array(decoder);
  // An empty update ([0 structs, 0 deletions]) changes nothing and needs no storing.
  return update.length <= 2 ? null : update;
}

export class LiveCollab implements LiveDocuments {
  readonly hocuspocus: Hocuspocus;
  private readonly instance = newId('inst', 16);
  private readonly sessions = new Map<string, Session>();
  /** Updates that arrived from other instances while a document was loading (applied after). */
  private readonly pending = new Map<string, Uint8Array[]>();
  /** Documents this instance is handing over (handOver), by template id: resolves the wait. */
  private readonly handovers = new Map<string, () => void>();
  /** Shutting down: every document was just written back; none is handed over. */
  private closing = false;
  private readonly compactor: Compactor;
  private readonly writeBacks: WriteBacks;
  private unsubscribe: (() => void) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: AppDeps,
    timers: Timers = REAL_TIMERS,
  ) {
    this.writeBacks = new WriteBacks(deps, timers);
    this.compactor = new Compactor(deps);
    this.hocuspocus = new Hocuspocus({
      quiet: true,
      // The template id is the document name; an id no one may open is refused in onAuthenticate.
      onAuthenticate: async ({ token, documentName, request, socketId, connectionConfig }) => {
        const admission = await admit(
          deps,
          token,
          documentName,
          { origin: request.headers.origin, address: request.socket.remoteAddress ?? 'unknown' },
          socketId,
        ).catch((error: unknown) => {
          if (error instanceof Refusal)
            deps.logger.info({ reason: error.reason, templateId: documentName }, 'live document refused');
          throw error instanceof Refusal ? { reason: error.reason } : error;
        });
        const open = this.sessions.get(documentName);
        if (open && open.accountId !== admission.accountId) throw { reason: 'not_found' };
        connectionConfig.readOnly = admission.readOnly !== null;
        return { admission };
      },
      // A refreshed token (the host set a new api-key mid-session): checked like the first one,
      // and it must name the same person; anything else closes this document's connection.
      onTokenSync: async ({ token, documentName, connection, context }) => {
        const before = context.admission as Admission;
        const request = connection.request;
        const after = await admit(
          deps,
          token,
          documentName,
          { origin: request.headers.origin, address: request.socket.remoteAddress ?? 'unknown' },
          connection.socketId,
        ).catch((error: unknown) => {
          throw error instanceof Refusal ? { code: 4401, reason: error.reason } : error;
        });
        if (after.accountId !== before.accountId || after.person !== before.person)
          throw { code: 4401, reason: 'unauthorized' };
        return { admission: { ...after, member: before.member, readOnly: before.readOnly } };
      },
      onLoadDocument: async ({ document, documentName, context }) =>
        this.load(document, documentName, context.admission),
      connected: async ({ connection, context }) => {
        const admission = context.admission as Admission;
        const session = this.sessions.get(admission.templateId);
        if (admission.readOnly === null) session?.editors.add(admission.member);
        else connection.sendStateless(JSON.stringify({ type: 'read-only', reason: admission.readOnly }));
      },
      beforeHandleMessage: async ({ connection, update, context }) => {
        if (connection.readOnly) return;
        const change = syncUpdateOf(update);
        if (!change) return;
        const admission = context.admission as Admission;
        // Stored and published before the acknowledgement: once an editor is told a change is
        // stored, the other instances have it even if this one dies the next moment.
        await this.store({
          ...this.message(admission.accountId, admission.templateId, 'update', change),
          contributor: contributorOf(admission),
        });
      },
      onChange: async ({ documentName, transactionOrigin, context }) => {
        if (transactionOrigin === STORED || !context?.admission) return;
        const session = this.sessions.get(documentName);
        if (!session) return;
        session.contributor = contributorOf(context.admission as Admission);
        this.writeBacks.schedule(session);
      },
      onDisconnect: async ({ context }) => {
        const admission = context?.admission as Admission | undefined;
        if (!admission || admission.readOnly !== null) return;
        this.sessions.get(admission.templateId)?.editors.delete(admission.member);
        await deps.store.collab.leave(admission.accountId, admission.templateId, admission.member).catch(() => {});
      },
      // This instance's last connection left: its copy goes. The final write-back is the last
      // editor's anywhere: an instance where others still edit takes this one's changes over.
      beforeUnloadDocument: async ({ documentName }) => {
        const session = this.sessions.get(documentName);
        if (!session) return;
        if (session.dirty && !this.closing && (await this.othersEditing(session)) && (await this.handOver(session)))
          cancelWriteBacks(session);
        else await this.writeBacks.flush(session, true);
        this.sessions.delete(documentName);
      },
    });
  }

  async start(): Promise<void> {
    const subscription = await this.deps.store.collab.subscribe(
      this.instance,
      (message) => this.received(message),
      () => void this.resync(),
    );
    this.unsubscribe = subscription.close;
    this.heartbeat = setInterval(() => void this.refreshEditors(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  private async load(document: Document, templateId: string, admission: Admission): Promise<void> {
    this.pending.set(templateId, []);
    try {
      const record = await this.deps.store.templates.get(admission.accountId, templateId);
      if (!record) throw { reason: 'not_found' };
      const base = Y.encodeStateAsUpdate(
        templateToYDoc({ name: record.name, blockTree: JSON.parse(record.blockTreeJson) }),
      );
      const entries = await this.deps.store.collab.load(admission.accountId, templateId, base);
      Y.applyUpdate(document, Y.mergeUpdates([...entries, ...(this.pending.get(templateId) ?? [])]), STORED);
      this.sessions.set(templateId, {
        accountId: admission.accountId,
        templateId,
        doc: document,
        contributor: null,
        dirty: false,
        cancelWriteBack: null,
        cancelMaxWait: null,
        saving: Promise.resolve(),
        editors: new Set(),
      });
    } finally {
      this.pending.delete(templateId);
    }
  }

  private message(
    accountId: string,
    templateId: string,
    kind: CollabMessage['kind'],
    update: Uint8Array,
  ): CollabMessage {
    return { instance: this.instance, accountId, templateId, kind, update };
  }

  /** Appends an update to its log (durably, published); a log past its bound is compacted after. */
  private async store(message: CollabMessage): Promise<void> {
    const { entries } = await this.deps.store.collab.append(message);
    this.compactor.appended(message.accountId, message.templateId, entries);
  }

  /** Whether editors elsewhere may take over (only then is a handover worth its wait); this instance's left already. */
  private othersEditing(session: Session): Promise<boolean> {
    return this.deps.store.collab.anyoneEditing(session.accountId, session.templateId, Date.now()).catch(() => true);
  }

  /**
   * Asks the other instances to take this document's write-back over; true once one where people
   * still edit did. No answer in HANDOVER_WAIT_MS (nobody else edits, or only dead instances'
   * entries say so): this instance is the last and writes back itself.
   */
  private async handOver(session: Session): Promise<boolean> {
    const { accountId, templateId } = session;
    const taken = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), HANDOVER_WAIT_MS);
      this.handovers.set(templateId, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    try {
      const contributor = session.contributor ?? undefined;
      await this.deps.store.collab.publish({
        ...this.message(accountId, templateId, 'handover', new Uint8Array()),
        contributor,
      });
      return await taken;
    } catch {
      return false;
    } finally {
      this.handovers.delete(templateId);
    }
  }

  /** Another instance's last editor left: while editors are here, this instance writes back its changes. */
  private takeOver(session: Session, message: CollabMessage): void {
    if (session.editors.size === 0) return;
    if (message.contributor) {
      session.contributor ??= message.contributor;
      session.dirty = true;
    }
    if (session.dirty) this.writeBacks.schedule(session);
    void this.deps.store.collab
      .publish({
        ...this.message(session.accountId, session.templateId, 'taken', new Uint8Array()),
        to: message.instance,
      })
      .catch(() => {});
  }

  private received(message: CollabMessage): void {
    if (message.instance === this.instance) return;
    const waiting = this.pending.get(message.templateId);
    if (waiting && message.kind === 'update') {
      waiting.push(message.update);
      return;
    }
    const session = this.sessions.get(message.templateId);
    if (!session || session.accountId !== message.accountId) return;
    if (message.kind === 'end') this.end(session);
    else if (message.kind === 'comments') this.nudgeComments(session);
    else if (message.kind === 'handover') this.takeOver(session, message);
    else if (message.kind === 'taken') {
      if (message.to === this.instance) this.handovers.get(session.templateId)?.();
    } else {
      Y.applyUpdate(session.doc, message.update, STORED);
      // Another instance's editor: written back here too if this instance is the last one left.
      if (message.contributor) {
        session.contributor = message.contributor;
        session.dirty = true;
      }
    }
  }

  /** After the subscription was down: what other instances stored meanwhile, from the logs. */
  private async resync(): Promise<void> {
    for (const session of this.sessions.values()) {
      const entries = await this.deps.store.collab.entries(session.accountId, session.templateId).catch(() => []);
      if (entries.length > 0) Y.applyUpdate(session.doc, Y.mergeUpdates(entries), STORED);
    }
  }

  /** A REST save or restore: one minimal change to the live document, stored and sent like an editor's. */
  async templateSaved(
    accountId: string,
    templateId: string,
    template: { name: string; blockTreeJson: string },
  ): Promise<void> {
    const { collab } = this.deps.store;
    const session = this.sessions.get(templateId);
    const open = session?.accountId === accountId;
    if (!open && !(await collab.isLive(accountId, templateId))) return;
    // The change is computed against the freshest state: the open document, or the stored log.
    const doc = open ? session.doc : new Y.Doc();
    if (!open) Y.applyUpdate(doc, Y.mergeUpdates(await collab.entries(accountId, templateId)));
    const scratch = new Y.Doc();
    Y.applyUpdate(scratch, Y.encodeStateAsUpdate(doc));
    let change: Uint8Array | null = null;
    scratch.on('update', (update: Uint8Array) => {
      change = change ? Y.mergeUpdates([change, update]) : update;
    });
    // Only what differs (core/collab/patch.ts): an editor's concurrent change to another
    // property of a block this save touches survives.
    const tree = JSON.parse(template.blockTreeJson) as PlainTree;
    scratch.transact(() => {
      const meta = scratch.getMap(TEMPLATE_MAP);
      if (meta.get('name') !== template.name) meta.set('name', template.name);
      patchTree(scratch, { ...tree, blocks: Array.isArray(tree.blocks) ? tree.blocks : [] }, null);
    });
    if (!change) return;
    await this.store(this.message(accountId, templateId, 'update', change));
    if (open) Y.applyUpdate(session.doc, change, STORED);
  }

  /** The template was deleted: every instance closes its session with a notice; the log goes. */
  async templateDeleted(accountId: string, templateId: string): Promise<void> {
    await this.deps.store.collab.drop(accountId, templateId);
    const session = this.sessions.get(templateId);
    if (session?.accountId === accountId) this.end(session);
    await this.deps.store.collab.publish(this.message(accountId, templateId, 'end', new Uint8Array()));
  }

  /**
   * A comment was written, created, changed or deleted (docs/api.md §15): the people in the template
   * on every instance are told to refetch its comments (a stateless message; the comments
   * themselves stay behind the REST API and its permission checks).
   */
  async commentsChanged(accountId: string, templateId: string): Promise<void> {
    const session = this.sessions.get(templateId);
    if (session?.accountId === accountId) this.nudgeComments(session);
    await this.deps.store.collab.publish(this.message(accountId, templateId, 'comments', new Uint8Array()));
  }

  private nudgeComments(session: Session): void {
    for (const connection of session.doc.getConnections()) connection.sendStateless(COMMENTS_CHANGED);
  }

  private end(session: Session): void {
    session.dirty = false;
    cancelWriteBacks(session);
    for (const connection of session.doc.getConnections()) {
      connection.sendStateless(JSON.stringify({ type: 'deleted' }));
      connection.close(DELETED);
    }
  }

  private async refreshEditors(): Promise<void> {
    const entries = [...this.sessions.values()].map((s) => ({
      accountId: s.accountId,
      templateId: s.templateId,
      members: [...s.editors],
    }));
    await this.deps.store.collab.refresh(entries, Date.now()).catch(() => {});
  }

  /** Graceful shutdown: every open document is written back first, then every socket closes. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    await Promise.all([...this.sessions.values()].map((s) => this.writeBacks.flush(s, true)));
    this.hocuspocus.closeConnections();
    this.unsubscribe?.();
  }
}

function contributorOf(admission: Admission): Contributor {
  return { plan: admission.principal.plan, writer: admission.writer };
}
