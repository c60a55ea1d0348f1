// A fresh clone's first install, as `npm start` and `npm test` run it: clone this repository
// (its committed state) into an empty folder and run the bootstrap's install step there. Neither
// the bootstrap's own output nor npm's (kept in .cache/npm-install.log) may carry an `npm error`
// line or an EBADENGINE warning on this Node version (the README's minimum or newer).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'eb-clone-'));

// Removing a whole node_modules takes a while on a busy machine.
afterAll(() => rmSync(work, { recursive: true, force: true }), 300_000);

/** npm's lines that are about the project (a user-level npmrc or npm_config_* variable may warn about its own settings). */
const projectLines = (text: string) =>
  text.split('\n').filter((line) => !/Unknown (user|global|env|builtin) config/.test(line));

describe('fresh clone', () => {
  it('installs quietly: no npm error, no EBADENGINE, no other npm warning', () => {
    const clone = join(work, 'repo');
    const cloned = spawnSync('git', ['clone', '--quiet', '--local', '--no-hardlinks', ROOT, clone], {
      encoding: 'utf8',
    });
    expect(cloned.status, cloned.stderr).toBe(0);
    const r = spawnSync(process.execPath, ['scripts/bootstrap.mjs', 'install'], {
      cwd: clone,
      encoding: 'utf8',
      timeout: 480_000,
    });
    const shown = `${r.stdout}${r.stderr}`;
    expect(r.status, shown).toBe(0);
    expect(shown).not.toMatch(/npm error|EBADENGINE/);
    expect(projectLines(shown).filter(Boolean).length, shown).toBeLessThanOrEqual(3);

    const log = projectLines(readFileSync(join(clone, '.cache/npm-install.log'), 'utf8'));
    expect(log.filter((line) => /^npm error/.test(line))).toEqual([]);
    expect(log.filter((line) => /EBADENGINE/.test(line))).toEqual([]);
    expect(log.filter((line) => /^npm warn/.test(line))).toEqual([]);
    expect(existsSync(join(clone, 'node_modules/.bin/tsx'))).toBe(true);
    expect(existsSync(join(clone, 'node_modules/koa/package.json'))).toBe(true);
  }, 600_000);
});
