// Lua scripts registered with ioredis `defineCommand` (EVALSHA, with a transparent EVAL fallback
// after a Redis restart). Every script declares its keys in KEYS; keys a script derives from a
// record (index entries) carry the same `{acct_…}` hash tag, so they live in the same Cluster slot.
import { readFileSync } from 'node:fs';
import type { ChainableCommander } from 'ioredis';
import type { RedisClient } from './client';
import { writeDurably } from './durable';

export interface ScriptDefinition {
  name: string;
  file: URL;
  keys: number;
  /** Writes durable data: each call waits for the replicas the client requires (see durable.ts). */
  durable?: boolean;
}

type ScriptFn = (...args: Array<string | number>) => Promise<unknown>;

/** A registered script: call it directly or queue it on a pipeline. */
export interface Script {
  (keys: readonly string[], args: ReadonlyArray<string | number>): Promise<unknown>;
  queue(pipeline: ChainableCommander, keys: readonly string[], args: ReadonlyArray<string | number>): void;
}

export function defineScript(redis: RedisClient, definition: ScriptDefinition): Script {
  const name = `eb_${definition.name}`;
  if (!(name in redis)) redis.defineCommand(name, { lua: readFileSync(definition.file, 'utf8'), numberOfKeys: definition.keys });
  const check = (keys: readonly string[]) => {
    if (keys.length !== definition.keys) throw new Error(`script ${definition.name} takes ${definition.keys} keys, got ${keys.length}`);
    // Redis Cluster refuses a script whose keys live in different slots; refuse it here too, so
    // a single-Redis test run catches the mistake before a cluster does.
    const tag = hashTag(keys[0] ?? '');
    for (const key of keys) {
      if (hashTag(key) !== tag) throw new Error(`script ${definition.name}: key ${key} is outside the hash tag of ${keys[0]}`);
    }
  };
  const run = ((keys, args) => {
    check(keys);
    if (definition.durable) return writeDurably(redis, (pipeline) => run.queue(pipeline, keys, args), keys[0]);
    return (redis as unknown as Record<string, ScriptFn>)[name]!(...keys, ...args);
  }) as Script;
  run.queue = (pipeline, keys, args) => {
    check(keys);
    (pipeline as unknown as Record<string, (...a: Array<string | number>) => unknown>)[name]!(...keys, ...args);
  };
  return run;
}

/** The part of a key Redis Cluster hashes: the first non-empty `{…}`, else the whole key. */
export function hashTag(key: string): string {
  const open = key.indexOf('{');
  if (open === -1) return key;
  const close = key.indexOf('}', open + 1);
  if (close === -1 || close === open + 1) return key;
  return key.slice(open + 1, close);
}
