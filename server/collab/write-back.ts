// Writing a live document back to its template (docs/api.md §14), through the template's own
// update path (validation, sanitizing, plan rules, storage, scope): 2 s after the last change this
// instance received from its editors, yet no later than 30 s after the first change not written
// back (edits that never pause for 2 s still reach the template), and a final time when the last
// editor anywhere leaves (or the instance shuts down). A version at most once a minute while people edit, and on that final
// write-back; `savedBy` is the last contributor.
// What a write-back costs is kept to what changed: the session remembers what it last wrote
// (digests of the live content and of the stored form, and the template's updatedAt then). While
// nobody else has written the template since, a live document equal to the last one written is
// not validated again, and a validated one is compared with the last one written without reading
// the stored document; only after someone else's write is the stored document read and compared.
import { createHash } from 'node:crypto';
import type { Document } from '@hocuspocus/server';
import { yDocToTemplate } from '../../core/collab/ydoc';
import type { AppDeps } from '../http/context';
import { saveTemplateUpdate } from '../routes/templates/save';
import { updateTemplateBody } from '../routes/templates/schema';
import type { Contributor } from '../store/collab';
import type { Timers } from './timers';

export const WRITE_BACK_DELAY_MS = 2000;
/** The longest a change waits for its write-back while the 2 s quiet never comes. */
export const WRITE_BACK_MAX_WAIT_MS = 30_000;
export const VERSION_EVERY_MS = 60_000;
/** A failed write-back (Redis slow, a failover) is tried again after 2 s, 4 s, 8 s … up to this. */
export const RETRY_MAX_MS = 60_000;
/** How many times the final write-back is tried again before its session goes (its edits stay in the log). */
export const FINAL_RETRIES = 3;

/** The wait before retry number `failures` (1, 2, …). */
const retryDelay = (failures: number) => Math.min(WRITE_BACK_DELAY_MS * 2 ** (failures - 1), RETRY_MAX_MS);

export interface Session {
  accountId: string;
  templateId: string;
  doc: Document;
  /** Whose change (on any instance) this instance received last: the write-back's writer and savedBy. */
  contributor: Contributor | null;
  /** Changes not written back yet (this instance's editors' or, for the final write-back, others'). */
  dirty: boolean;
  cancelWriteBack: (() => void) | null;
  /** The 30 s wait, started by the first change not written back (not moved by later ones). */
  cancelMaxWait: (() => void) | null;
  saving: Promise<void>;
  /** The entries of this instance's editors (refreshed in Redis while they stay). */
  editors: Set<string>;
  /** What this instance last wrote back, or null (none yet, or the template changed outside the session). */
  written: Written | null;
  /** Write-backs failed in a row (Redis errors); 0 after one succeeds. */
  failures: number;
}

interface Written {
  /** SHA-1 of the live content as read from the document (before validation). */
  live: string;
  /** SHA-1 of the name and blockTree as stored. */
  stored: string;
  /** The template's updatedAt once written: another write moves it. */
  updatedAt: number;
}

const digest = (text: string) => createHash('sha1').update(text).digest('hex');

export class WriteBacks {
  /** What write-backs did, for tests: validated the live document, read the stored one, saved, skipped unchanged, failed. */
  readonly work = { validated: 0, storedReads: 0, saved: 0, skipped: 0, failed: 0 };

  constructor(
    private readonly deps: AppDeps,
    private readonly timers: Timers,
  ) {}

  /** Writes back WRITE_BACK_DELAY_MS after the last call for this session, or WRITE_BACK_MAX_WAIT_MS after the first. */
  schedule(session: Session): void {
    session.dirty = true;
    session.cancelWriteBack?.();
    session.cancelWriteBack = this.timers.after(WRITE_BACK_DELAY_MS, () => void this.flush(session, false));
    session.cancelMaxWait ??= this.timers.after(WRITE_BACK_MAX_WAIT_MS, () => void this.flush(session, false));
  }

  /**
   * Writes the document back to its template (one at a time per document); `final`: the last
   * editor left. A write-back Redis failed is tried again: later while the session lives, or,
   * for the final one, FINAL_RETRIES times before the session goes. The edits stay in the log
   * meanwhile (and after), so the next open writes them back (live.ts load).
   */
  flush(session: Session, final: boolean): Promise<void> {
    cancelWriteBacks(session);
    session.saving = session.saving.then(() => this.attempt(session, final));
    return session.saving;
  }

  private async attempt(session: Session, final: boolean): Promise<void> {
    // A retry set by a write-back that failed while this one waited: this one is the last.
    if (final) cancelWriteBacks(session);
    for (let tries = 1; ; tries++) {
      try {
        await this.writeBack(session, final);
        session.failures = 0;
        return;
      } catch (error) {
        // Not written: still dirty (a refused write-back returns instead; it is not tried again).
        session.dirty = true;
        session.failures++;
        this.work.failed++;
        const retry = !final || tries <= FINAL_RETRIES;
        const { templateId, failures } = session;
        this.deps.logger.error({ err: error, templateId, failures, retry }, 'live document write-back failed');
        if (!retry) return;
        if (!final) {
          session.cancelWriteBack = this.timers.after(retryDelay(failures), () => void this.flush(session, false));
          return;
        }
        await new Promise<void>((resolve) => this.timers.after(retryDelay(tries), resolve));
      }
    }
  }

  private async writeBack(session: Session, final: boolean): Promise<void> {
    const contributor = session.contributor;
    if (!session.dirty || !contributor) return;
    session.dirty = false;
    const { store } = this.deps;
    const { accountId, templateId } = session;
    const live = yDocToTemplate(session.doc);
    const liveDigest = live ? digest(JSON.stringify(live)) : '';
    const mark = session.written;
    // Nobody wrote the template since this instance did: it holds what `mark` says.
    const ours = mark !== null && (await store.templates.updatedAtOf(accountId, templateId)) === mark.updatedAt;
    if (ours && mark.live === liveDigest) {
      this.work.skipped++;
      return;
    }
    this.work.validated++;
    const parsed = live ? updateTemplateBody.parse({ name: live.name, blockTree: live.blockTree }) : null;
    if (!parsed?.ok) {
      // What the editors made is not a valid template (a client sent junk): the template keeps its last valid state.
      this.deps.logger.warn(
        { templateId: session.templateId },
        'live document is not a valid template; not written back',
      );
      return;
    }
    const storedDigest = digest(`${parsed.value.name}\n${JSON.stringify(parsed.value.blockTree)}`);
    // Edits that ended where the stored template already is (a REST save came first, or changes
    // were undone) are not a new state: no write, no version.
    if (ours) {
      if (mark.stored === storedDigest) {
        mark.live = liveDigest;
        this.work.skipped++;
        return;
      }
    } else {
      this.work.storedReads++;
      const stored = await store.templates.getRaw(accountId, templateId);
      if (
        stored &&
        stored.name === parsed.value.name &&
        sameJson(JSON.parse(stored.blockTreeJson.toString('utf8')), parsed.value.blockTree)
      ) {
        session.written = { live: liveDigest, stored: storedDigest, updatedAt: stored.updatedAt };
        this.work.skipped++;
        return;
      }
    }
    const version = final || (await store.collab.claimVersion(session.accountId, session.templateId, VERSION_EVERY_MS));
    const result = await saveTemplateUpdate(
      store,
      { accountId: session.accountId, plan: contributor.plan, writer: contributor.writer },
      session.templateId,
      parsed.value,
      { recordVersion: version },
    );
    if (result.outcome !== 'ok') {
      this.deps.logger.warn({ templateId: session.templateId, outcome: result.outcome }, 'live write-back refused');
      return;
    }
    this.work.saved++;
    session.written = { live: liveDigest, stored: storedDigest, updatedAt: result.record.updatedAt };
  }
}

/** Stops both waits of a session (its changes were written back, handed over, or its template deleted). */
export function cancelWriteBacks(session: Session): void {
  session.cancelWriteBack?.();
  session.cancelMaxWait?.();
  session.cancelWriteBack = null;
  session.cancelMaxWait = null;
}

/** Deep equality of two JSON values, whatever their keys' order (a validated document: bounded depth). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
