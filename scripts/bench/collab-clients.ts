// bench:collab's headless editors, in a child process of scripts/bench/collab.ts (which starts
// several, each with its share of the rooms, so 500 providers are not queued behind one event
// loop). Driven by the parent's messages, in order: `open` → `ready`; `start` (editing, each
// editor once a second); `kill` (stop counting arrivals: their latencies and the changes sent so
// far go back); `reconnect` (instance 0 died: its editors join instance 1 with their documents);
// `stop` (no more changes; every change acknowledged; each room's texts and the editors' last
// acknowledged change go back); `leave` (everyone leaves, then this process exits).
import * as Y from 'yjs';
import { yDocToTemplate } from '../../core/collab/ydoc';
import { connectLive, type LiveClient, liveBlocks, setProp } from '../../server/test/collab-client';

export interface OpenMessage {
  type: 'open';
  urls: string[];
  apiKey: string;
  /** The rooms this process edits: template id and room number. */
  rooms: Array<{ room: number; id: string }>;
  editors: number;
}

export type ParentMessage = OpenMessage | { type: 'start' | 'kill' | 'reconnect' | 'stop' | 'leave' };

export type ChildMessage =
  | { type: 'ready' | 'reconnected' | 'left' }
  | { type: 'killed'; sent: number; latencies: number[] }
  | {
      type: 'settled';
      rooms: Array<{ room: number; texts: string[]; converged: boolean }>;
      acked: Array<{ room: number; index: number; acked: number }>;
    };

interface Editor {
  room: number;
  id: string;
  index: number;
  instance: number;
  live: LiveClient;
  sent: number;
  acked: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const send = (message: ChildMessage) => process.send?.(message);

/** What a room's editors wrote: each block's text, in order (Y.Map key order may differ between replicas). */
function textsOf(doc: Y.Doc): string[] {
  const blocks =
    ((yDocToTemplate(doc)?.blockTree ?? {}) as { blocks?: Array<{ props: { text: string } }> }).blocks ?? [];
  return blocks.map((b) => b.props.text);
}

let open: OpenMessage;
const editors: Editor[] = [];
const latencies: number[] = [];
let killed = false;
const timers: NodeJS.Timeout[] = [];

function change(editor: Editor): void {
  editor.sent++;
  const seq = editor.sent;
  setProp(editor.live.doc, editor.index, 'text', `${editor.instance}:${Date.now()}:${seq}`);
  void editor.live.acknowledged().then(() => {
    editor.acked = Math.max(editor.acked, seq);
  });
}

async function connect(message: OpenMessage): Promise<void> {
  open = message;
  for (const { room, id } of message.rooms) {
    for (let index = 0; index < message.editors; index++) {
      const instance = (room + index) % 2;
      const live = await connectLive(message.urls[instance] as string, id, message.apiKey);
      const editor: Editor = { room, id, index, instance, live, sent: 0, acked: 0 };
      editors.push(editor);
      // Arrivals: a text that names its writer's instance, time and sequence.
      liveBlocks(live.doc).observeDeep((events) => {
        if (killed) return;
        const now = Date.now();
        for (const event of events) {
          if (!(event instanceof Y.YMapEvent) || !event.keysChanged.has('text')) continue;
          const [from, at] = String(event.target.get('text')).split(':');
          if (from !== undefined && Number(from) !== editor.instance && at) latencies.push(now - Number(at));
        }
      });
    }
  }
}

async function handle(message: ParentMessage): Promise<void> {
  if (message.type === 'open') {
    await connect(message);
    send({ type: 'ready' });
  } else if (message.type === 'start') {
    editors.forEach((editor, n) => {
      timers[n] = setTimeout(() => {
        change(editor);
        timers[n] = setInterval(() => change(editor), 1000);
      }, Math.random() * 1000);
    });
  } else if (message.type === 'kill') {
    killed = true;
    send({ type: 'killed', sent: editors.reduce((sum, e) => sum + e.sent, 0), latencies });
  } else if (message.type === 'reconnect') {
    for (const editor of editors.filter((e) => e.instance === 0)) {
      const doc = editor.live.doc;
      editor.live.socket.shouldConnect = false;
      editor.live.provider.destroy();
      editor.live.socket.destroy();
      editor.live = await connectLive(open.urls[1] as string, editor.id, open.apiKey, { doc });
      editor.instance = 1;
    }
    send({ type: 'reconnected' });
  } else if (message.type === 'stop') {
    for (const t of timers) clearInterval(t);
    await Promise.all(editors.map((e) => e.live.acknowledged()));
    await sleep(1500);
    const rooms = open.rooms.map(({ room }) => {
      const states = editors.filter((e) => e.room === room).map((e) => JSON.stringify(textsOf(e.live.doc)));
      return { room, texts: JSON.parse(states[0] ?? '[]') as string[], converged: new Set(states).size === 1 };
    });
    send({ type: 'settled', rooms, acked: editors.map((e) => ({ room: e.room, index: e.index, acked: e.acked })) });
  } else {
    for (const e of editors) e.live.close();
    send({ type: 'left' });
    setTimeout(() => process.exit(0), 100);
  }
}

// One message at a time, in the order sent.
let queue = Promise.resolve();
process.on('message', (message: ParentMessage) => {
  queue = queue.then(() => handle(message));
});
