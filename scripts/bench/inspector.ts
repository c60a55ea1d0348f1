// A benchmark's look inside another Node process (one started with `--inspect=127.0.0.1:0`,
// server/test/api-process.ts `nodeFlags`), through the Chrome DevTools Protocol over `ws`: its
// memory after a full garbage collection, and heap snapshots for scripts/bench/heap-diff.ts.
// Nothing of this is in the product: the API runs without an inspector unless told otherwise.
import { createWriteStream } from 'node:fs';
import WebSocket from 'ws';

/** `process.memoryUsage()` of the inspected process, in bytes, after a full collection. */
export interface Memory {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  /** C++ memory tied to JS objects; includes `arrayBuffers` (Node's own definition). */
  external: number;
  arrayBuffers: number;
}

export interface Inspector {
  /** The memory now, as it is while the process serves (garbage included). */
  usage(): Promise<Memory>;
  /** Collects garbage (twice: what the first pass's finalizers free goes in the second), then reads the memory. */
  memory(): Promise<Memory>;
  /** Writes a heap snapshot (collected first, as every snapshot is) to `path`. */
  snapshot(path: string): Promise<void>;
  close(): void;
}

interface Reply {
  id?: number;
  method?: string;
  params?: { chunk?: string };
  result?: { result?: { value?: unknown } };
  error?: { message: string };
}

export async function openInspector(url: string): Promise<Inspector> {
  const ws = new WebSocket(url, { perMessageDeflate: false, maxPayload: 1024 * 1024 * 1024 });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let nextId = 1;
  const waiting = new Map<number, { resolve(r: Reply): void; reject(e: Error): void }>();
  let onChunk: ((chunk: string) => void) | null = null;
  ws.on('message', (data: Buffer) => {
    const reply = JSON.parse(data.toString()) as Reply;
    if (reply.method === 'HeapProfiler.addHeapSnapshotChunk') onChunk?.(reply.params?.chunk ?? '');
    if (reply.id === undefined) return;
    const call = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.error) call?.reject(new Error(reply.error.message));
    else call?.resolve(reply);
  });
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<Reply>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      ws.send(JSON.stringify({ id, method, params }));
    });

  const usage = async () => {
    const reply = await send('Runtime.evaluate', { expression: 'process.memoryUsage()', returnByValue: true });
    return reply.result?.result?.value as Memory;
  };
  return {
    usage,
    async memory() {
      // An inspector keeps what the process logged to its console (errors with their stacks) for
      // a debugger to come: without one, nothing keeps them, so they are let go first.
      await send('Runtime.discardConsoleEntries');
      await send('HeapProfiler.collectGarbage');
      await send('HeapProfiler.collectGarbage');
      return usage();
    },
    async snapshot(path) {
      const file = createWriteStream(path);
      onChunk = (chunk) => file.write(chunk);
      try {
        await send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      } finally {
        onChunk = null;
        await new Promise((resolve) => file.end(resolve));
      }
    },
    close() {
      ws.close();
    },
  };
}
