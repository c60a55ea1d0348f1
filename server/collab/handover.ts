// The final write-back is the last editor's anywhere (docs/api.md §14): an instance whose last
// editor of a document leaves while others still edit elsewhere asks them to write its changes
// back (a `handover` message); one where editors remain answers `taken` and takes the write-back
// over. No answer in HANDOVER_WAIT_MS: nobody else edits (or only dead instances' entries say so),
// and the instance writes back itself.
import type { AppDeps } from '../http/context';
import type { CollabMessage } from '../store/collab';
import type { Session, WriteBacks } from './write-back';

/** How long an instance whose last editor left waits for another to take its write-back over. */
const HANDOVER_WAIT_MS = 1000;

export class Handovers {
  /** Documents this instance is handing over, by template id: resolves the wait. */
  private readonly waiting = new Map<string, () => void>();

  constructor(
    private readonly deps: AppDeps,
    private readonly instance: string,
    private readonly writeBacks: WriteBacks,
  ) {}

  /** Handovers waiting for an answer now. */
  get waitingCount(): number {
    return this.waiting.size;
  }

  /** Whether editors elsewhere may take over (only then is a handover worth its wait); this instance's left already. */
  othersEditing(session: Session): Promise<boolean> {
    return this.deps.store.collab.anyoneEditing(session.accountId, session.templateId, Date.now()).catch(() => true);
  }

  /** Asks the other instances to take this document's write-back over; true once one where people still edit did. */
  async handOver(session: Session): Promise<boolean> {
    const { templateId } = session;
    const taken = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), HANDOVER_WAIT_MS);
      this.waiting.set(templateId, () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    try {
      await this.deps.store.collab.publish({
        ...this.message(session, 'handover'),
        contributor: session.contributor ?? undefined,
      });
      return await taken;
    } catch {
      return false;
    } finally {
      this.waiting.delete(templateId);
    }
  }

  /** A `handover` or `taken` message from another instance about an open document. */
  received(session: Session, message: CollabMessage): void {
    if (message.kind === 'taken') {
      if (message.to === this.instance) this.waiting.get(session.templateId)?.();
    } else this.takeOver(session, message);
  }

  /** Another instance's last editor left: while editors are here, this instance writes back its changes. */
  private takeOver(session: Session, message: CollabMessage): void {
    if (session.editors.size === 0) return;
    if (message.contributor) {
      session.contributor ??= message.contributor;
      session.dirty = true;
    }
    if (session.dirty) this.writeBacks.schedule(session);
    void this.deps.store.collab.publish({ ...this.message(session, 'taken'), to: message.instance }).catch(() => {});
  }

  private message(session: Session, kind: 'handover' | 'taken'): CollabMessage {
    const { accountId, templateId } = session;
    return { instance: this.instance, accountId, templateId, kind, update: new Uint8Array() };
  }
}
