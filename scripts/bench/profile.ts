// `BENCH_PROFILE=1 npm run bench:element`: which source files the page's main thread spends its
// script time in, from a V8 CPU profile (DevTools protocol) mapped back through the build's hidden
// source maps. A diagnostic only, like main-thread.ts: the figures come from the bench's probes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession } from 'playwright';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: CallFrame }>;
  samples?: number[];
  timeDeltas?: number[];
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Every mapped segment of a generated line: [column, source index], in column order. */
function decodeMappings(mappings: string): Array<Array<[number, number]>> {
  const lines: Array<Array<[number, number]>> = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: Array<[number, number]> = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      if (values.length >= 4) source += values[1] ?? 0;
      segments.push([column, source]);
    }
    lines.push(segments);
  }
  return lines;
}

/** Maps a (file, line, column) of the build to its source file, per the file's hidden map. */
function sourceResolver(buildDir: string) {
  const maps = new Map<string, { sources: string[]; lines: Array<Array<[number, number]>> } | null>();
  return (file: string, line: number, column: number): string => {
    if (!maps.has(file)) {
      try {
        const map = JSON.parse(readFileSync(join(buildDir, `${file}.map`), 'utf8')) as {
          sources: string[];
          mappings: string;
        };
        maps.set(file, { sources: map.sources, lines: decodeMappings(map.mappings) });
      } catch {
        maps.set(file, null);
      }
    }
    const map = maps.get(file);
    const segments = map?.lines[line];
    if (!map || !segments) return file;
    let found: [number, number] | undefined;
    for (const segment of segments) {
      if (segment[0] > column) break;
      found = segment;
    }
    const source = found ? map.sources[found[1]] : undefined;
    return source ? source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, '') : file;
  };
}

/** Where a sample ran: its source file (the build's files mapped to sources; V8's own work by its name), or its function and file. */
function sampleLabel(frame: CallFrame, resolve: ReturnType<typeof sourceResolver>, byFunction: boolean): string {
  const file = frame.url.split('/').pop()?.replace(/\?.*/, '') ?? '';
  const source = file.endsWith('.js') ? resolve(file, frame.lineNumber, frame.columnNumber) : '';
  return byFunction
    ? `${frame.functionName || '(anonymous)'} ${source.split('/').pop()}`
    : source || frame.functionName || file || '(anonymous)';
}

/** Each sample in time order: where it ran (undefined when idle), when (ms after the profile started), for how long. */
function forEachSample(
  profile: CpuProfile,
  visit: (frame: CallFrame | undefined, at: number, ms: number) => void,
): void {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let at = 0;
  for (let i = 0; i < samples.length; i++) {
    at += (deltas[i] ?? 0) / 1000;
    const frame = byNode.get(samples[i] ?? -1);
    visit(frame?.functionName === '(idle)' ? undefined : frame, at, (deltas[i + 1] ?? 0) / 1000);
  }
}

/** Self time by source file, or by function, largest first. */
export function profileBySource(profile: CpuProfile, buildDir: string, top = 15, byFunction = false): string[] {
  const resolve = sourceResolver(buildDir);
  const selfMs = new Map<string, number>();
  let total = 0;
  forEachSample(profile, (frame, _at, ms) => {
    if (!frame || frame.functionName === '(program)') return;
    const where = sampleLabel(frame, resolve, byFunction);
    selfMs.set(where, (selfMs.get(where) ?? 0) + ms);
    total += ms;
  });
  return [
    ...[...selfMs.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([where, ms]) => `    ${ms.toFixed(1).padStart(7)} ms ${where}`),
    `    ${total.toFixed(1).padStart(7)} ms of script in all`,
  ];
}

/**
 * The profile as bursts of script (runs of samples not interrupted by `gapMs` or more of idle), in
 * time order: when each began (ms after the profile started), how long it ran, and what filled it
 * (self time by function). Shows which piece of start-up each burst of work belongs to.
 */
export function profileBursts(profile: CpuProfile, buildDir: string, gapMs = 5, minMs = 8): string[] {
  const resolve = sourceResolver(buildDir);
  const lines: string[] = [];
  let burst: { start: number; end: number; self: Map<string, number> } | null = null;
  let idle = 0;
  const flush = () => {
    if (burst && burst.end - burst.start >= minMs) {
      const top = [...burst.self.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([k, ms]) => `${k} ${ms.toFixed(0)}`)
        .join(', ');
      lines.push(
        `    ${burst.start.toFixed(0).padStart(6)} ms +${(burst.end - burst.start).toFixed(0).padStart(4)} ms  ${top}`,
      );
    }
    burst = null;
  };
  forEachSample(profile, (frame, at, ms) => {
    if (!frame) {
      idle += ms;
      if (idle >= gapMs) flush();
      return;
    }
    idle = 0;
    const where = sampleLabel(frame, resolve, true);
    burst ??= { start: at, end: at, self: new Map() };
    burst.end = at + ms;
    burst.self.set(where, (burst.self.get(where) ?? 0) + ms);
  });
  flush();
  return lines;
}

/** Runs `during` under the CPU profiler and prints where the page's script time went: by source file, function and burst. */
export async function profiledDuring(
  cdp: CDPSession,
  buildDir: string,
  gapMs: number,
  what: string,
  during: () => Promise<unknown>,
): Promise<void> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await during();
  const { profile: taken } = await cdp.send('Profiler.stop');
  console.log(`  script ${what}, by source file:`);
  for (const line of profileBySource(taken as CpuProfile, buildDir)) console.log(line);
  console.log(`  script ${what}, by function:`);
  for (const line of profileBySource(taken as CpuProfile, buildDir, 25, true)) console.log(line);
  console.log(`  script ${what}, in bursts (ms after the profile started):`);
  for (const line of profileBursts(taken as CpuProfile, buildDir, gapMs)) console.log(line);
}
