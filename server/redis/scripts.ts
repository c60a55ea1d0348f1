// Lua scripts registered with ioredis `defineCommand` (EVALSHA, with a transparent EVAL fallback
// after a Redis restart). Every script declares its keys in KEYS; keys a script derives from a
// record (index entries) carry the same `{acct_…}` hash tag, so they live in the same Cluster slot.
// Every reply is decoded by the script's own decoder (replies.ts).
import { readFileSync } from 'node:fs';
import type { ChainableCommander } from 'ioredis';
import type { RedisClient } from './client';
import { writeDurably } from './durable';
import { hashTag } from './slots';

export interface ScriptDefinition<T> {
  name: string;
  file: URL;
  keys: number;
  /** Writes durable data: each call waits for the replicas the client requires (see durable.ts). */
  durable?: boolean;
  /** Turns the raw reply into the script's typed outcome (see replies.ts). */
  decode(script: string, reply: unknown): T;
}

type ScriptFn = (...args: Array<string | number>) => Promise<unknown>;

/** A registered script: call it (its decoded reply), or queue it on a pipeline (raw reply). */
export interface Script<T> {
  (keys: readonly string[], args: ReadonlyArray<string | number>): Promise<T>;
  queue(pipeline: ChainableCommander, keys: readonly string[], args: ReadonlyArray<string | number>): void;
}

const INCLUDE = /^-- #include (\S+)$/gm;

/**
 * A script's source as Redis runs it. Redis takes one self-contained script, so Lua shared by
 * several (the sliding window) lives in `<name>.lib.lua` files beside them and is pasted in where
 * a line says `-- #include <name>.lib.lua` (relative to the including file; the production build
 * copies every `.lua` of the folder).
 */
export function luaSource(file: URL): string {
  return readFileSync(file, 'utf8').replace(INCLUDE, (_, path: string) => luaSource(new URL(path, file)).trimEnd());
}

export function defineScript<T>(redis: RedisClient, definition: ScriptDefinition<T>): Script<T> {
  const name = `eb_${definition.name}`;
  if (!(name in redis)) redis.defineCommand(name, { lua: luaSource(definition.file), numberOfKeys: definition.keys });
  const check = (keys: readonly string[]) => {
    if (keys.length !== definition.keys)
      throw new Error(`script ${definition.name} takes ${definition.keys} keys, got ${keys.length}`);
    // Redis Cluster refuses a script whose keys live in different slots; refuse it here too, so
    // a single-Redis test run catches the mistake before a cluster does.
    const tag = hashTag(keys[0] ?? '');
    for (const key of keys) {
      if (hashTag(key) !== tag)
        throw new Error(`script ${definition.name}: key ${key} is outside the hash tag of ${keys[0]}`);
    }
  };
  const send = (keys: readonly string[], args: ReadonlyArray<string | number>): Promise<unknown> =>
    definition.durable
      ? writeDurably(redis, (pipeline) => run.queue(pipeline, keys, args), keys[0])
      : (redis as unknown as Record<string, ScriptFn>)[name]!(...keys, ...args);
  // Key mistakes throw at the call, before anything is sent.
  const run = ((keys, args) => {
    check(keys);
    return send(keys, args).then((reply) => definition.decode(definition.name, reply));
  }) as Script<T>;
  run.queue = (pipeline, keys, args) => {
    check(keys);
    (pipeline as unknown as Record<string, (...a: Array<string | number>) => unknown>)[name]!(...keys, ...args);
  };
  return run;
}
