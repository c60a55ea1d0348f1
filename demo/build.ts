// Runs `vite build` for one target of vite.config.ts (EB_TARGET) in a child process, streaming
// its lines; skips the build when the output is newer than every source it depends on.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..');

/** Sources per target (anything else forces a build). */
const SOURCES: Record<string, string[]> = {
  element: ['element', 'core', 'vite.config.ts', 'package-lock.json'],
  demo: ['demo/index.html', 'demo/src', 'demo/public', 'vite.config.ts', 'package-lock.json'],
  // The dashboard imports the element's UI kit (components, API client, i18n) and core.
  dashboard: ['dashboard', 'element', 'core', 'vite.config.ts', 'package-lock.json'],
};

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let max = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

/** Whether `outDir` already holds a build at least as new as the target's sources. */
export function isFresh(target: string, outDir: string, entryFile: string): boolean {
  const sources = SOURCES[target];
  const entry = join(outDir, entryFile);
  if (!sources || !existsSync(entry)) return false;
  const built = statSync(entry).mtimeMs;
  return sources.every((source) => newest(join(ROOT, source)) <= built);
}

/**
 * `logLevel` 'warn' streams only what needs attention (`npm start`); 'info' adds Vite's progress and
 * its listing of every chunk (`npm run build`).
 */
export function buildTarget(
  target: string,
  outDir: string,
  onLine: (line: string) => void = () => {},
  logLevel: 'info' | 'warn' = 'info',
): Promise<void> {
  return new Promise((resolve, reject) => {
    const vite = join(ROOT, 'node_modules', '.bin', 'vite');
    const child = spawn(vite, ['build', '--logLevel', logLevel], {
      cwd: ROOT,
      env: { ...process.env, EB_TARGET: target, EB_OUT_DIR: outDir, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const forward = (chunk: Buffer) => {
      const text = tail + chunk.toString();
      const lines = text.split('\n');
      tail = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) onLine(line.trimEnd());
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (tail.trim()) onLine(tail.trimEnd());
      if (code === 0) resolve();
      else reject(new Error(`vite build (EB_TARGET=${target}) exited with code ${code}`));
    });
  });
}
