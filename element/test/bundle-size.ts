// Builds the element exactly as `npm run build` does (into a temp dir) and measures it.
// Used by the element test setup (the budget test) and by `npm run bench:element`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export { ELEMENT_BUDGET_BYTES } from './budget';

export interface BundleSize {
  rawBytes: number;
  gzipBytes: number;
  /** The built module's source, so a test can run exactly what ships. */
  code: string;
}

export async function buildElementSize(): Promise<BundleSize> {
  const outDir = mkdtempSync(join(tmpdir(), 'eb-element-'));
  const previous = process.env.EB_OUT_DIR;
  const previousEnv = process.env.NODE_ENV;
  process.env.EB_OUT_DIR = outDir;
  // Under vitest NODE_ENV is "test", which would resolve Lit's development build.
  process.env.NODE_ENV = 'production';
  try {
    const { build } = await import('vite');
    await build({ configFile: join(import.meta.dirname, '..', '..', 'vite.config.ts'), logLevel: 'silent', mode: 'production' });
    const code = readFileSync(join(outDir, 'email-builder.js'));
    return { rawBytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length, code: code.toString('utf8') };
  } finally {
    if (previous === undefined) delete process.env.EB_OUT_DIR;
    else process.env.EB_OUT_DIR = previous;
    process.env.NODE_ENV = previousEnv;
    rmSync(outDir, { recursive: true, force: true });
  }
}
