// Headless live-document clients for the co-editing tests and `npm run bench:collab`: the same
// Hocuspocus provider a browser uses, over a real WebSocket (`ws`, as Node 20 has none built in).
import { HocuspocusProvider, HocuspocusProviderWebsocket } from '@hocuspocus/provider';
import WebSocket from 'ws';
import * as Y from 'yjs';
import { BLOCK_MAPS, blockAt } from '../../core/collab/ydoc';
import type { Timers } from '../collab/timers';

export interface LiveClient {
  doc: Y.Doc;
  provider: HocuspocusProvider;
  socket: HocuspocusProviderWebsocket;
  /** Stateless notices from the server (read-only reasons, deletion), parsed. */
  notices: Array<{ type: string; reason?: string }>;
  /** The document's closes: code and reason (the server's reason for a close it chose). */
  closes: Array<{ code: number; reason: string }>;
  /** Why authentication failed, when it did. */
  refused: string | null;
  readOnly: boolean;
  /** Resolves once every change this client made was acknowledged (stored) by the server. */
  acknowledged(): Promise<void>;
  close(): void;
}

/** Connects to `apiUrl`'s `/v1/collab` and resolves once the document synced, or was refused. */
export async function connectLive(
  apiUrl: string,
  templateId: string,
  token: string,
  options: { origin?: string; doc?: Y.Doc; reconnect?: boolean } = {},
): Promise<LiveClient> {
  const url = `${apiUrl.replace(/^http/, 'ws')}/v1/collab`;
  const headers = options.origin ? { Origin: options.origin } : {};
  class OriginSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
      // A socket given up while connecting (its server died) reports that as an error event.
      this.on('error', () => {});
    }
  }
  const socket = new HocuspocusProviderWebsocket({
    url,
    WebSocketPolyfill: OriginSocket,
    maxAttempts: options.reconnect === false ? 1 : 0,
    delay: 100,
    minDelay: 100,
    maxDelay: 500,
  });
  // A client that must not reconnect stops before the provider schedules another attempt.
  if (options.reconnect === false) {
    socket.on('disconnect', () => {
      socket.shouldConnect = false;
    });
  }
  const client: LiveClient = {
    doc: options.doc ?? new Y.Doc(),
    socket,
    provider: undefined as unknown as HocuspocusProvider,
    notices: [],
    closes: [],
    refused: null,
    readOnly: false,
    acknowledged: () =>
      new Promise((resolve) => {
        if (!client.provider.hasUnsyncedChanges) return resolve();
        const check = ({ number }: { number: number }) => {
          if (number > 0) return;
          client.provider.off('unsyncedChanges', check);
          resolve();
        };
        client.provider.on('unsyncedChanges', check);
      }),
    close() {
      client.provider.destroy();
      socket.destroy();
    },
  };
  const settled = new Promise<void>((resolve) => {
    client.provider = new HocuspocusProvider({
      websocketProvider: socket,
      name: templateId,
      token,
      document: client.doc,
      onSynced: () => resolve(),
      onAuthenticated: ({ scope }) => {
        client.readOnly = scope === 'readonly';
      },
      onAuthenticationFailed: ({ reason }) => {
        client.refused = reason;
        resolve();
      },
      // The server closes one document (not the shared socket) with a reason.
      onClose: ({ event }) => {
        client.closes.push({ code: event.code, reason: String(event.reason) });
      },
      onStateless: ({ payload }) => {
        client.notices.push(JSON.parse(payload));
      },
    });
  });
  client.provider.attach();
  await settled;
  return client;
}

/** The block maps of a live document, by id (core/collab/ydoc.ts). */
export function liveBlocks(doc: Y.Doc): Y.Map<Y.Map<unknown>> {
  return doc.getMap<Y.Map<unknown>>(BLOCK_MAPS);
}

/** Sets `props[key]` of the top-level block at `index`. */
export function setProp(doc: Y.Doc, index: number, key: string, value: unknown): void {
  const props = blockAt(doc, index)?.get('props');
  if (!(props instanceof Y.Map)) throw new Error(`no block at ${index}`);
  props.set(key, value);
}

/** Sets `props[key]` of the block with id `id` (wherever it stands). */
export function setPropById(doc: Y.Doc, id: string, key: string, value: unknown): void {
  const props = liveBlocks(doc).get(id)?.get('props');
  if (!(props instanceof Y.Map)) throw new Error(`no block ${id}`);
  props.set(key, value);
}

export function propOf(doc: Y.Doc, index: number, key: string): unknown {
  return (blockAt(doc, index)?.get('props') as Y.Map<unknown> | undefined)?.get(key);
}

/** Write-back waits that a test runs when it chooses (no sleeping). */
export class ManualTimers implements Timers {
  /** The time the waits are measured against: moved only by `advance`. */
  private now = 0;
  private readonly waiting = new Map<() => void, number>();

  after(ms: number, run: () => void): () => void {
    const entry = () => run();
    this.waiting.set(entry, this.now + ms);
    return () => this.waiting.delete(entry);
  }

  /** How many waits are set now. */
  get pending(): number {
    return this.waiting.size;
  }

  /** Runs every wait now, as if its time had passed. */
  runAll(): void {
    const due = [...this.waiting.keys()];
    this.waiting.clear();
    for (const run of due) run();
  }

  /** Lets `ms` pass: runs, in order, the waits that end by then. */
  advance(ms: number): void {
    this.now += ms;
    const due = [...this.waiting].filter(([, at]) => at <= this.now).sort((x, y) => x[1] - y[1]);
    for (const [run] of due) {
      if (!this.waiting.delete(run)) continue;
      run();
    }
  }
}
