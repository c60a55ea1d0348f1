// Builds the element exactly as `npm run build` does (into a temp dir) and measures every file.
// Used by the element test setup (the API serves the build; the budget tests measure it) and by
// `npm run bench:element`.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export { EDIT_BUDGET_BYTES, ENTRY_BUDGET_BYTES, staticClosure } from './budget';

export const ENTRY_FILE = 'email-builder.js';

export interface BuiltFile {
  name: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface ElementBuild {
  /** The output directory (serve it as `/element/`); remove it with `cleanup()`. */
  dir: string;
  /** Every file, the entry first. */
  files: BuiltFile[];
  entry: BuiltFile;
  cleanup(): void;
}

export async function buildElement(): Promise<ElementBuild> {
  const dir = mkdtempSync(join(tmpdir(), 'eb-element-'));
  const previous = process.env.EB_OUT_DIR;
  const previousEnv = process.env.NODE_ENV;
  const previousTypes = process.env.EB_TYPES;
  process.env.EB_OUT_DIR = dir;
  // Declarations take seconds and change nothing that runs; custom-elements.json is still made.
  process.env.EB_TYPES = '0';
  // Under vitest NODE_ENV is "test", which would resolve Lit's development build.
  process.env.NODE_ENV = 'production';
  try {
    const { build } = await import('vite');
    await build({
      configFile: join(import.meta.dirname, '..', '..', 'vite.config.ts'),
      logLevel: 'silent',
      mode: 'production',
    });
  } finally {
    if (previous === undefined) delete process.env.EB_OUT_DIR;
    else process.env.EB_OUT_DIR = previous;
    process.env.NODE_ENV = previousEnv;
    if (previousTypes === undefined) delete process.env.EB_TYPES;
    else process.env.EB_TYPES = previousTypes;
  }
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => {
      const code = readFileSync(join(dir, name));
      return { name, rawBytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length };
    })
    .sort((a, b) => (a.name === ENTRY_FILE ? -1 : b.name === ENTRY_FILE ? 1 : b.gzipBytes - a.gzipBytes));
  const entry = files.find((f) => f.name === ENTRY_FILE);
  if (!entry) throw new Error(`the build has no ${ENTRY_FILE}`);
  return { dir, files, entry, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The gzip size of the named built files (a chunk name from a resource URL). */
export function gzipOf(files: BuiltFile[], names: Iterable<string>): number {
  let total = 0;
  for (const name of new Set(names)) total += files.find((f) => f.name === name)?.gzipBytes ?? 0;
  return total;
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
