// Live documents (docs/api.md §14): Hocuspocus holds each open template as a Yjs document; this
// module decides what it may do.
//   - Joining: access.ts (credential, scope, plan, coEditors); read-only joiners get every change
//     and Hocuspocus refuses their updates.
//   - Stored first: an editor's update is appended to the template's log in Redis and confirmed by
//     the replicas before Hocuspocus applies it, broadcasts it and acknowledges it; then it is
//     published to the other instances, which apply it to their copy.
//   - Loaded from the log (load.ts): its first entry is the template as it was when the first
//     instance opened it; every instance builds on that same base.
//   - Stored compactly: a log past its bound becomes one snapshot (store/collab.ts compact).
//   - Written back (write-back.ts) 2 s after the last change from this instance's editors, and
//     once when the last editor anywhere leaves (handover.ts).
//   - Changed by the server itself (changes.ts): a REST save or restore, and a document stored in
//     the old layout, rewritten when it loads; stored in the log like an editor's change.
import { type Document, Hocuspocus } from '@hocuspocus/server';
import * as Y from 'yjs';
import { newId } from '../auth/base62';
import type { AppDeps, LiveDocuments } from '../http/context';
import type { CollabMessage, Contributor } from '../store/collab';
import { type Admission, authenticate, readmit } from './access';
import { savedChange } from './changes';
import { Compactor } from './compactor';
import { Handovers } from './handover';
import { loadSession, STORED } from './load';
import { COMMENTS_CHANGED, DELETED, syncUpdateOf } from './messages';
import { REAL_TIMERS, type Timers } from './timers';
import { cancelWriteBacks, type Session, WriteBacks } from './write-back';

const HEARTBEAT_MS = 30_000;
export class LiveCollab implements LiveDocuments {
  readonly hocuspocus: Hocuspocus;
  private readonly instance = newId('inst', 16);
  private readonly sessions = new Map<string, Session>();
  /** Updates that arrived from other instances while a document was loading (applied after). */
  private readonly pending = new Map<string, Uint8Array[]>();
  /** Shutting down: every document was just written back; none is handed over. */
  private closing = false;
  private readonly compactor: Compactor;
  private readonly writeBacks: WriteBacks;
  private readonly handovers: Handovers;
  private unsubscribe: (() => void) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: AppDeps,
    timers: Timers = REAL_TIMERS,
  ) {
    this.writeBacks = new WriteBacks(deps, timers);
    this.compactor = new Compactor(deps);
    this.handovers = new Handovers(deps, this.instance, this.writeBacks);
    this.hocuspocus = new Hocuspocus({
      quiet: true,
      // The template id is the document name; an id no one may open is refused in onAuthenticate.
      onAuthenticate: async ({ token, documentName, request, socketId, connectionConfig }) => {
        const admission = await authenticate(deps, token, documentName, request, socketId);
        const open = this.sessions.get(documentName);
        if (open && open.accountId !== admission.accountId) throw { reason: 'not_found' };
        connectionConfig.readOnly = admission.readOnly !== null;
        return { admission };
      },
      onTokenSync: async ({ token, connection, context }) => ({
        admission: await readmit(deps, token, context.admission as Admission, connection.request, connection.socketId),
      }),
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
        const { handovers } = this;
        if (
          session.dirty &&
          !this.closing &&
          (await handovers.othersEditing(session)) &&
          (await handovers.handOver(session))
        )
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
    const pending: Uint8Array[] = [];
    this.pending.set(templateId, pending);
    try {
      const store = (change: Uint8Array) => this.store(this.message(admission.accountId, templateId, 'update', change));
      this.sessions.set(templateId, await loadSession(this.deps, this.writeBacks, document, admission, pending, store));
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
    const size = await this.deps.store.collab.append(message);
    this.compactor.appended(message.accountId, message.templateId, size);
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
    else if (message.kind === 'handover' || message.kind === 'taken') this.handovers.received(session, message);
    else {
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
    // Only what differs (changes.ts): an editor's concurrent change to another property of a
    // block this save touches, or to a block it moves, survives.
    const change = savedChange(doc, template);
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

  /** What this instance holds of live documents now: all 0 once every one closed (footprint.test.ts). */
  held(): Record<'sessions' | 'loading' | 'handovers' | 'compactions' | 'appends', number> {
    const [handovers, compactions] = [this.handovers.waitingCount, this.compactor.runningCount];
    return {
      sessions: this.sessions.size,
      loading: this.pending.size,
      handovers,
      compactions,
      appends: this.deps.store.collab.appendsOnTheirWay,
    };
  }

  /** What this instance's write-backs did (tests count it: write-back.ts). */
  get writeBackWork(): Readonly<WriteBacks['work']> {
    return this.writeBacks.work;
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
