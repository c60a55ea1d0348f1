// Every Lua script under store/lua: registered with a decoder (scripts.ts), loadable by Redis
// (SCRIPT LOAD on a real server compiles it), and answering only outcomes its decoder reads.
// A script added without a catalog entry and decoder, or an outcome added on one side only,
// fails here.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Cluster } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RedisClient } from '../redis/client';
import { ScriptReplyError } from '../redis/replies';
import { luaSource } from '../redis/scripts';
import { connectRedis } from '../test/harness';
import { SCRIPT_ARGS } from './script-args';
import { SCRIPT_DECODERS, SCRIPT_FILES, scriptFile } from './scripts';

const redisUrl = inject('redisUrl');
let redis: RedisClient;

beforeAll(async () => {
  redis = await connectRedis(redisUrl);
});
afterAll(() => redis?.disconnect());

const luaDir = fileURLToPath(new URL('./lua/', import.meta.url));
const files = readdirSync(luaDir).filter((f) => f.endsWith('.lua'));
const scripts = files.filter((f) => !f.endsWith('.lib.lua'));
const libraries = files.filter((f) => f.endsWith('.lib.lua'));
const entries = Object.entries(SCRIPT_FILES);

/** The outcomes a script can answer: the first element of every `return {'…'` in its source. */
function outcomesIn(source: string): string[] {
  return [...new Set([...source.matchAll(/return \{'([a-z_]+)'/g)].map((m) => m[1] ?? ''))].sort();
}

describe('Lua scripts', () => {
  it('every script file has exactly one catalog entry with a decoder, and every entry a file', () => {
    expect(scripts.length).toBeGreaterThan(15);
    expect(entries.map(([, entry]) => entry.file).sort()).toEqual([...scripts].sort());
    for (const [name] of entries) expect(typeof SCRIPT_DECODERS[name as keyof typeof SCRIPT_DECODERS]).toBe('function');
  });

  it('every shared library is included by a script, and included scripts carry no include line any more', () => {
    for (const lib of libraries) {
      const users = scripts.filter((f) => luaSource(scriptFile(f)).includes(luaSource(scriptFile(lib)).trimEnd()));
      expect(users.length, lib).toBeGreaterThan(0);
    }
    for (const f of scripts) expect(luaSource(scriptFile(f))).not.toMatch(/^-- #include/m);
  });

  it.each(entries)('%s: Redis loads it (SCRIPT LOAD) under the SHA-1 of its source', async (_name, { file }) => {
    const source = luaSource(scriptFile(file));
    const sha = createHash('sha1').update(source).digest('hex');
    // A cluster loads a script per node: any master compiles it the same way.
    const node = redis instanceof Cluster ? (redis.nodes('master')[0] ?? redis) : redis;
    expect(await (node as RedisClient).script('LOAD', source)).toBe(sha);
  });

  it.each(entries)('%s: its decoder reads exactly the outcomes the script returns', (name, { file }) => {
    const decoder = SCRIPT_DECODERS[name as keyof typeof SCRIPT_DECODERS];
    const returned = outcomesIn(luaSource(scriptFile(file)));
    expect(returned.length).toBeGreaterThan(0);
    expect([...decoder.outcomes].sort()).toEqual(returned);
    // No numeric status codes left over from before the convention (`return 1`, `return {404}`).
    expect(luaSource(scriptFile(file)).match(/return \{?-?\d/g)).toBeNull();
  });

  it.each(Object.entries(SCRIPT_ARGS))(
    '%s: its named ARGV are the ones the Lua reads, in order, each one read',
    (name, names) => {
      const source = luaSource(scriptFile(SCRIPT_FILES[name as keyof typeof SCRIPT_FILES].file));
      const declared = [...source.matchAll(/^local (\w+) = (?:tonumber\()?ARGV\[(\d+)\]/gm)].map((m) => [
        m[1],
        Number(m[2]),
      ]);
      expect(declared).toEqual(names.map((n, i) => [n, i + 1]));
      // No ARGV read anywhere else (a position no name covers); comments may mention them.
      const code = source.replace(/--.*$/gm, '');
      expect(code.match(/ARGV\[/g)?.length).toBe(names.length);
      // And each is used after it is read: no dead arguments.
      for (const n of names) expect(code.match(new RegExp(`\\b${n}\\b`, 'g'))?.length, n).toBeGreaterThan(1);
    },
  );

  it('a decoder refuses a reply outside the convention or an outcome it does not know', () => {
    const decode = SCRIPT_DECODERS.templateDelete;
    expect(decode('t', ['ok'])).toEqual({ outcome: 'ok' });
    expect(() => decode('t', [0])).toThrow(ScriptReplyError);
    expect(() => decode('t', 'ok')).toThrow(ScriptReplyError);
    expect(() => decode('t', ['gone'])).toThrow(/unknown outcome "gone"/);
    expect(() => SCRIPT_DECODERS.renderCount('r', ['ok', 'many'])).toThrow(/value 1 is not a number/);
  });
});
