// A live document's update log stays bounded (docs/api.md §14): the instance whose append took it
// past COMPACT_AFTER_ENTRIES entries or COMPACT_AFTER_BYTES bytes replaces its entries with one
// snapshot (store/collab.ts compact, one atomic script), one compaction per log at a time on this
// instance.
import * as Y from 'yjs';
import type { AppDeps } from '../http/context';
import { COMPACT_AFTER_BYTES, COMPACT_AFTER_ENTRIES, type LogSize } from '../store/collab';

const ATTEMPTS = 3;
const RETRY_MS = 1000;

export class Compactor {
  /** "<account> <template>" of the logs this instance is compacting now. */
  private readonly running = new Set<string>();

  constructor(private readonly deps: AppDeps) {}

  /** Compactions running now. */
  get runningCount(): number {
    return this.running.size;
  }

  /** An update was appended; `size`: the log's after it. */
  appended(accountId: string, templateId: string, size: LogSize): void {
    const key = `${accountId} ${templateId}`;
    const over = size.entries > COMPACT_AFTER_ENTRIES || size.bytes > COMPACT_AFTER_BYTES;
    if (!over || this.running.has(key)) return;
    this.running.add(key);
    void this.compact(accountId, templateId).finally(() => this.running.delete(key));
  }

  /** One that failed (Redis busy, replicas late) is tried again: the log's next append may be long in coming. */
  private async compact(accountId: string, templateId: string): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      try {
        await this.deps.store.collab.compact(accountId, templateId, snapshotOf);
        return;
      } catch (error) {
        this.deps.logger.warn({ err: error, templateId, attempt }, 'live log compaction failed');
        if (attempt === ATTEMPTS) return;
        await new Promise((resolve) => setTimeout(resolve, RETRY_MS).unref());
      }
    }
  }
}

/** A log's entries as one update; through a document, so deleted content is dropped (Yjs GC). */
function snapshotOf(entries: Uint8Array[]): Uint8Array {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, Y.mergeUpdates(entries));
  const snapshot = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return snapshot;
}
