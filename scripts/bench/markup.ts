// npm run bench:markup — issue 25, findings 1 and 2: validating a 1 MB document of any markup
// shape (core/render/test-markup.ts: lists and tables at and past the nesting cap, tag soup,
// raw-text elements, attribute soup, entities…), in text blocks and in html blocks, as the API
// does on every create, update, saved block and render body. Prints each shape's median wall
// and CPU time, then how the time grows: a document ten times larger (ten times the blocks) than
// a tenth of it, and one markup string ten times longer than the shorter one.
// Last line: `RESULT markup validate_1mb_worst_ms=<x> worst_shape=<type/shape> validate_1mb_worst_cpu_ms=<x> time_ratio_10x=<x>`
// (targets: ≤ 50 ms, ratio ≤ 12).
import { performance } from 'node:perf_hooks';
import { validateDocument } from '../../core/document/validate';
import { renderHtml } from '../../core/render/index';
import { sanitizeTextHtml } from '../../core/render/sanitize';
import { sanitizeBlockHtml } from '../../core/render/sanitize-html';
import { repeatTo, SHAPES, shapeDocument } from '../../core/render/test-markup';
import { median } from './stats';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const TYPES = ['text', 'html'] as const;

/** Median wall and CPU ms of `run` on fresh input each time (the API parses a new body per request). */
function timed(input: () => unknown, run: (value: unknown) => unknown): { wall: number; cpu: number } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const value = input();
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    run(value);
    const used = process.cpuUsage(cpuStarted);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

const validate = (value: unknown) => validateDocument(value);

let worst = { name: '', wall: 0, cpu: 0 };
let worstRatio = { name: '', ratio: 0 };
for (const type of TYPES) {
  for (const shape of Object.keys(SHAPES)) {
    const name = `${type}/${shape}`;
    const json = JSON.stringify(shapeDocument(shape, type));
    const checked = validateDocument(JSON.parse(json));
    const t = timed(() => JSON.parse(json), validate);
    // Ten times the document: validating ten documents of a tenth of the blocks each against the
    // whole one, per byte (both take tens of ms, so the clock's grain does not decide the ratio).
    const tenthJson = JSON.stringify(shapeDocument(shape, type, 100_000));
    const tenths = timed(
      () => Array.from({ length: 10 }, () => JSON.parse(tenthJson)),
      (docs) => (docs as unknown[]).map(validate),
    );
    const ratio = t.cpu / json.length / (tenths.cpu / (10 * tenthJson.length));
    let render = '';
    if (checked.ok) {
      const doc = checked.value;
      render = `, render ${timed(
        () => doc,
        (d) => renderHtml(d as typeof doc),
      ).wall.toFixed(1)} ms`;
    }
    console.log(
      `${name.padEnd(26)} ${(json.length / 1e6).toFixed(2)} MB ${checked.ok ? 'valid  ' : 'refused'}: validate ${t.wall.toFixed(1)} ms ` +
        `(CPU ${t.cpu.toFixed(1)} ms; per byte ×${ratio.toFixed(2)} the CPU of a tenth of it)${render}`,
    );
    if (t.wall > worst.wall) worst = { name, wall: t.wall, cpu: t.cpu };
    if (t.cpu >= 5 && ratio > worstRatio.ratio) worstRatio = { name, ratio: ratio * 10 };
  }
}

// One markup string ten times longer (past the blocks' limits, straight into the sanitisers).
for (const [label, sanitize] of [
  ['text sanitiser', sanitizeTextHtml],
  ['html sanitiser', (html: string) => sanitizeBlockHtml(html)],
] as const) {
  for (const shape of ['deep-lists', 'lists-at-cap', 'unclosed-siblings', 'raw-text']) {
    const fill = SHAPES[shape] as (n: number) => string;
    const small = fill(100_000);
    const large = repeatTo(small, small.length * 10);
    const a = timed(
      () => small,
      (h) => sanitize(h as string),
    );
    const b = timed(
      () => large,
      (h) => sanitize(h as string),
    );
    console.log(
      `${label} ${shape}: 100 KB ${a.cpu.toFixed(1)} ms CPU, 1 MB ${b.cpu.toFixed(1)} ms CPU (×${(b.cpu / Math.max(a.cpu, 0.01)).toFixed(1)})`,
    );
  }
}

console.log(
  `worst: ${worst.name} ${worst.wall.toFixed(1)} ms; steepest growth: ${worstRatio.name} ×${worstRatio.ratio.toFixed(1)} for 10× the document`,
);
console.log(
  `RESULT markup validate_1mb_worst_ms=${worst.wall.toFixed(1)} worst_shape=${worst.name} validate_1mb_worst_cpu_ms=${worst.cpu.toFixed(1)} ` +
    `time_ratio_10x=${worstRatio.ratio.toFixed(1)}`,
);
