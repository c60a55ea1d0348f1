// `BENCH_TRACE=1 npm run bench:element`: where the page's main thread spends its time. Reads a
// Chromium trace (devtools.timeline) and prints every task of 4 ms or more on the host page's
// main thread, with when it ran (ms after navigation) and what filled it (scripts by file,
// style, layout, paint). BENCH_TRACE_ALL=1 also lists every step of a long task, not only the
// kinds named below, with the arguments of its style and layout steps (elements, dirty objects).
// A diagnostic only: the figures come from the bench's own probes.

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: what the task cost, however busy the machine was. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { url?: string; functionName?: string; frame?: string; documentLoaderURL?: string; isMainFrame?: boolean };
  };
}

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
];

/** Events that say what a task was doing; the rest (RunTask, ThreadControllerImpl…) only frame it. */
const KINDS: Record<string, string> = {
  EvaluateScript: 'script',
  'v8.evaluateModule': 'module',
  'v8.compileModule': 'compile',
  'v8.compile': 'compile',
  FunctionCall: 'call',
  TimerFire: 'timer',
  FireAnimationFrame: 'raf',
  FireIdleCallback: 'idle',
  ParseHTML: 'html',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  PrePaint: 'prepaint',
  Layerize: 'layerize',
  'Document::updateStyleAndLayout': 'style',
  ParseAuthorStyleSheet: 'css',
  RunMicrotasks: 'microtasks',
  'V8.GC_SCAVENGER': 'gc',
  MajorGC: 'gc',
  MinorGC: 'gc',
  ResourceReceivedData: 'net',
  ResourceFinish: 'net',
  XHRLoad: 'net',
};

const file = (url: string | undefined) => (url ? (url.split('/').pop() ?? url).replace(/\?.*/, '') : '');

function mainThread(trace: Buffer) {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const nav = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isMainFrame !== false && e.args?.data?.documentLoaderURL,
  );
  if (!nav) return null;
  const { pid, tid } = nav;
  const at = (ts: number) => (ts - nav.ts) / 1000;
  const mine = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number');
  return { at, mine };
}

/**
 * CPU time of the host page's main thread from `fromMs` to `toMs` after navigation, in ms. On a
 * busy machine wall-clock figures grow while this one does not: use it to compare two builds.
 */
export function mainThreadCpuMs(trace: Buffer, fromMs: number, toMs: number): number {
  const thread = mainThread(trace);
  if (!thread) return Number.NaN;
  const { at, mine } = thread;
  const tasks = mine.filter((e) => e.name === 'RunTask' && at(e.ts) >= fromMs && at(e.ts) <= toMs);
  return tasks.reduce((sum, e) => sum + (e.tdur ?? 0) / 1000, 0);
}

/** Tasks on the host page's main thread from `fromMs` (after navigation) to `toMs`. */
export function mainThreadTasks(trace: Buffer, fromMs: number, toMs: number, minMs = 4): string[] {
  const thread = mainThread(trace);
  if (!thread) return ['(no navigationStart in the trace)'];
  const { at, mine } = thread;
  const tasks = mine.filter(
    (e) => e.name === 'RunTask' && at(e.ts) >= fromMs && at(e.ts) <= toMs && (e.dur ?? 0) / 1000 >= minMs,
  );
  const lines: string[] = [];
  let busy = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inside = mine.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end);
    const byKind = new Map<string, number>();
    for (const e of inside) {
      const kind = KINDS[e.name];
      if (!kind) continue;
      const what = ['script', 'module', 'compile', 'call'].includes(kind) ? `${kind}:${file(e.args?.data?.url)}` : kind;
      byKind.set(what, Math.max(byKind.get(what) ?? 0, 0) + (e.dur ?? 0) / 1000);
    }
    const top = [...byKind.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([k, ms]) => `${k} ${ms.toFixed(0)}`)
      .join(', ');
    busy += (task.dur ?? 0) / 1000;
    lines.push(
      `    ${at(task.ts).toFixed(0).padStart(5)} ms +${((task.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms  ${top}`,
    );
    // A long task: its steps in order (outermost named events of 3 ms or more).
    if ((task.dur ?? 0) / 1000 >= 100) {
      const named = process.env.BENCH_TRACE_ALL
        ? inside.filter((e) => !/RunTask|ThreadController/.test(e.name))
        : inside.filter((e) => KINDS[e.name]);
      const outer = named.filter(
        (e) =>
          !named.some(
            (o) => o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) && (o.dur ?? 0) > (e.dur ?? 0),
          ),
      );
      for (const e of outer.filter((e) => (e.dur ?? 0) >= 3000))
        lines.push(
          `             ${at(e.ts).toFixed(0).padStart(5)} ms +${((e.dur ?? 0) / 1000).toFixed(0).padStart(4)} ms ${e.name} ${file(e.args?.data?.url)} ${e.args?.data?.functionName ?? ''} ${process.env.BENCH_TRACE_ALL && /Layout|UpdateLayoutTree/.test(e.name) ? JSON.stringify(e.args).slice(0, 600) : ''}`,
        );
    }
  }
  lines.push(
    `    main thread busy ${busy.toFixed(0)} ms in tasks ≥ ${minMs} ms between ${fromMs} and ${toMs.toFixed(0)} ms`,
  );
  return lines;
}
