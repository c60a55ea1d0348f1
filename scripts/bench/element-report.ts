// The summary of `npm run bench:element` (./element.ts runs it): the sizes on the path to editing
// against their budgets, the medians against their targets, and the RESULT line.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  EDIT_BUDGET_BYTES,
  type ElementBuild,
  ENTRY_BUDGET_BYTES,
  kb,
  staticClosure,
} from '../../element/test/bundle-size';
import { median } from './stats';

const TARGETS = { galleryMs: 1000, editorMs: 500, requests: 8, bytes: 80 * 1024 };
/** The profile's CPU slowdown; BENCH_CPU_SLOWDOWN overrides it for diagnosis (no RESULT line then). */
const PROFILE_CPU_SLOWDOWN = 4;
export const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? PROFILE_CPU_SLOWDOWN);

export interface Run {
  galleryMs: number;
  editorMs: number;
  /** The same, measured at the next frame's start (the earlier rounds' probe). */
  galleryNextFrameMs: number;
  editorNextFrameMs: number;
  requestsBeforeCard: number;
  bytesBeforeCard: number;
  preflightsBeforeCard: number;
  preflightsEditor: number;
}

/** `editFiles`: the built files the last run of this build loaded; `cpuMs`: main-thread CPU per run (BENCH_TRACE). */
export function report(
  build: ElementBuild,
  runs: Run[],
  baselineRuns: Run[],
  editFiles: string[],
  cpuMs: { gallery: number[]; editor: number[] },
): void {
  const entryKb = kb(build.entry.gzipBytes);
  // The path to editing is the entry and the editor with what they import statically (the rule of
  // element/test/bundle-size.test.ts): what else had arrived by the editor's paint (the gallery's
  // idle prefetches, the inspector's lazy sections) is beside it, so the figure does not depend on timing.
  const sources = Object.fromEntries(build.files.map((f) => [f.name, readFileSync(join(build.dir, f.name), 'utf8')]));
  const onPath = staticClosure(
    editFiles.filter((name) => name === build.entry.name || name.startsWith('editor-')),
    sources,
  );
  const gzipOf = (names: string[]) =>
    build.files.filter((f) => names.includes(f.name)).reduce((sum, f) => sum + f.gzipBytes, 0);
  const editBytes = gzipOf([...onPath]);
  const beside = editFiles.filter((name) => !onPath.has(name));
  const galleryMs = Math.round(median(runs.map((r) => r.galleryMs)));
  const editorMs = Math.round(median(runs.map((r) => r.editorMs)));
  const requests = Math.max(...runs.map((r) => r.requestsBeforeCard));
  const bytes = Math.max(...runs.map((r) => r.bytesBeforeCard));
  const check = (ok: boolean) => (ok ? 'ok' : 'MISSED');
  console.log(
    `to edit: ${[...onPath].join(' + ')}; beside it: ${beside.join(' + ') || 'nothing'} (${kb(gzipOf(beside))} KB gzip)`,
  );
  console.log(
    `entry ${entryKb} KB gzip (budget ${kb(ENTRY_BUDGET_BYTES)}) ${check(build.entry.gzipBytes <= ENTRY_BUDGET_BYTES)}`,
  );
  console.log(
    `to edit ${kb(editBytes)} KB gzip (budget ${kb(EDIT_BUDGET_BYTES)}) ${check(editBytes <= EDIT_BUDGET_BYTES)}`,
  );
  console.log(
    `first card ${galleryMs} ms median (target ${TARGETS.galleryMs}) ${check(galleryMs <= TARGETS.galleryMs)}`,
  );
  console.log(
    `card click → editor ${editorMs} ms median (target ${TARGETS.editorMs}) ${check(editorMs <= TARGETS.editorMs)}`,
  );
  console.log(
    `measured at the next frame's start instead (the earlier rounds' probe): first card ${Math.round(median(runs.map((r) => r.galleryNextFrameMs)))} ms, ` +
      `card click → editor ${Math.round(median(runs.map((r) => r.editorNextFrameMs)))} ms median`,
  );
  console.log(
    `before the first card: at most ${requests} requests (target ${TARGETS.requests}) ${check(requests <= TARGETS.requests)}, ${kb(bytes)} KB (target ${kb(TARGETS.bytes)}) ${check(bytes <= TARGETS.bytes)}`,
  );
  if (baselineRuns.length > 0)
    console.log(
      `baseline (${process.env.BENCH_BASELINE}), same runs alternating: first card ${Math.round(median(baselineRuns.map((r) => r.galleryMs)))} ms median, ` +
        `card click → editor ${Math.round(median(baselineRuns.map((r) => r.editorMs)))} ms median`,
    );
  if (cpuMs.gallery.length > 0)
    console.log(
      `main thread CPU (median): ${median(cpuMs.gallery)} ms before the first card, ${median(cpuMs.editor)} ms click → editor`,
    );
  if (CPU_SLOWDOWN !== PROFILE_CPU_SLOWDOWN)
    console.log(
      `no RESULT line: this run used a ${CPU_SLOWDOWN}× CPU slowdown (diagnosis), not the profile's ${PROFILE_CPU_SLOWDOWN}×`,
    );
  else
    console.log(
      `RESULT element gzip_kb=${entryKb} entry_gzip_kb=${entryKb} edit_gzip_kb=${kb(editBytes)} gallery_ms=${galleryMs} editor_ms=${editorMs}`,
    );
}
