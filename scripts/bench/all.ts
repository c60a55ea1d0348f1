// npm run bench — every benchmark, one after the other (they measure, so never in parallel),
// then one table and every `RESULT …` line. A benchmark that is missing, fails, or ends without
// a RESULT line says so in the table, and the run exits non-zero.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

interface Bench {
  name: string;
  /** What the issues ask of each figure (`key>=n` / `key<=n` / `key<n`). */
  targets: string[];
}

const BENCHES: Bench[] = [
  { name: 'render', targets: ['speedup>=40', 'size_ratio<=0.5'] },
  { name: 'api', targets: ['read_ratio>=0.60', 'limiter_ratio>=0.85', 'jwt_speedup>=25'] },
  { name: 'element', targets: ['entry_gzip_kb<=30', 'edit_gzip_kb<=80', 'gallery_ms<=1000', 'editor_ms<=500'] },
  { name: 'editor', targets: ['input_ms<16'] },
  { name: 'cluster', targets: [] },
  {
    name: 'abuse',
    targets: [
      'victim_p99_ms<250',
      'hung_sockets<=0',
      'guesses_evaluated<=10',
      'validate_1mb_ms<50',
      'nested_not_refused<=0',
    ],
  },
  { name: 'markup', targets: ['validate_1mb_worst_ms<=50', 'time_ratio_10x<=12'] },
  { name: 'failover', targets: ['lost_acked<=0', 'recovery_ms<=5000', 'write_ratio>=0.7'] },
  {
    name: 'import',
    targets: [
      'text_kept>=1',
      'links_kept>=1',
      'images_kept>=1',
      'native_ratio>=0.85',
      'pixel_match>=0.9',
      'ms_p50<=20',
      'ms_max<=100',
    ],
  },
  {
    name: 'collab',
    targets: ['p99_ms<=150', 'converged>=1', 'lost_acked<=0', 'mem_kb_per_room<=256'],
  },
];

const root = join(import.meta.dirname, '..', '..');

interface Outcome {
  bench: Bench;
  status: 'ok' | 'missing' | 'failed' | 'no RESULT';
  detail: string;
  seconds: number;
  results: string[];
}

function run(bench: Bench): Promise<Outcome> {
  const file = join(root, 'scripts', 'bench', `${bench.name}.ts`);
  if (!existsSync(file)) {
    return Promise.resolve({
      bench,
      status: 'missing',
      detail: `scripts/bench/${bench.name}.ts does not exist`,
      seconds: 0,
      results: [],
    });
  }
  console.log(`\n▸ bench ${bench.name}`);
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    const results: string[] = [];
    const tail: string[] = [];
    const onLine = (stream: NodeJS.WriteStream) => {
      let pending = '';
      return (chunk: Buffer) => {
        pending += chunk.toString();
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          stream.write(`  ${bench.name} │ ${line}\n`);
          if (line.startsWith('RESULT ')) results.push(line.trim());
          if (line.trim()) tail.push(line.trim());
          if (tail.length > 40) tail.shift();
        }
      };
    };
    child.stdout.on('data', onLine(process.stdout));
    child.stderr.on('data', onLine(process.stderr));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) {
        // The line that names the problem, rather than Node's trailing version banner.
        const reason =
          [...tail].reverse().find((l) => /error|exceeded|failed|refused|cannot|not found/i.test(l)) ??
          tail.at(-1) ??
          '';
        resolve({
          bench,
          status: 'failed',
          detail: `exit ${code ?? signal}: ${reason.slice(0, 120)}`,
          seconds,
          results,
        });
      } else if (results.length === 0) {
        resolve({ bench, status: 'no RESULT', detail: 'finished without a RESULT line', seconds, results });
      } else {
        resolve({ bench, status: 'ok', detail: '', seconds, results });
      }
    });
  });
}

/** `key=value` pairs of the last RESULT line. */
function figures(results: string[]): Map<string, number> {
  const out = new Map<string, number>();
  const last = results.at(-1);
  for (const pair of last?.split(' ').slice(2) ?? []) {
    const [key, value] = pair.split('=');
    if (key && value !== undefined && value !== '' && !Number.isNaN(Number(value))) out.set(key, Number(value));
  }
  return out;
}

function verdict(outcome: Outcome): string {
  if (outcome.status !== 'ok') return '—';
  const values = figures(outcome.results);
  const misses: string[] = [];
  for (const target of outcome.bench.targets) {
    const match = /^(\w+)(>=|<=|<|>)([\d.]+)$/.exec(target);
    if (!match) continue;
    const [, key, op, raw] = match;
    const value = values.get(key!);
    const limit = Number(raw);
    const ok =
      value !== undefined &&
      (op === '>=' ? value >= limit : op === '<=' ? value <= limit : op === '<' ? value < limit : value > limit);
    if (!ok) misses.push(`${key}=${value ?? '?'} (target ${op}${raw})`);
  }
  if (outcome.bench.targets.length === 0) return 'no target';
  return misses.length === 0 ? 'meets targets' : `MISSES ${misses.join(', ')}`;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(rows[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

const only = process.argv.slice(2);
const outcomes: Outcome[] = [];
for (const bench of BENCHES) if (only.length === 0 || only.includes(bench.name)) outcomes.push(await run(bench));

const rows = [['bench', 'status', 'time', 'figures', 'targets']];
for (const o of outcomes) {
  const shown = o.status === 'ok' ? (o.results.at(-1)?.split(' ').slice(2).join(' ') ?? '') : o.detail;
  rows.push([o.bench.name, o.status, o.seconds ? `${o.seconds.toFixed(0)} s` : '—', shown, verdict(o)]);
}
console.log(`\n${table(rows)}\n`);
for (const o of outcomes) for (const line of o.results) console.log(line);
process.exit(outcomes.every((o) => o.status === 'ok') ? 0 : 1);
