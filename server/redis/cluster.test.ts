// Redis Cluster readiness: configuration, the one-hash-tag rule for scripts, and where an
// account's data lands (all of it on one master; accounts spread over every master).
// Runs in `server` (one Redis: one node) and `server-cluster` (3 masters).
import { spawn } from 'node:child_process';
import { Cluster } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseConfig } from '../config';
import { createStore, type Store } from '../store';
import { connectRedis, redisEnv, scanKeys } from '../test/harness';
import { parseNode, type RedisClient } from './client';
import { defineScript } from './scripts';
import { hashTag } from './slots';

const redisUrl = inject('redisUrl');
let redis: RedisClient;
let store: Store;

beforeAll(async () => {
  redis = await connectRedis(redisUrl);
  store = createStore(redis);
});
afterAll(() => {
  redis?.disconnect();
});

describe('REDIS_CLUSTER_NODES', () => {
  it('is a comma-separated list of host:port seed nodes', () => {
    expect(parseConfig({}).redisClusterNodes).toBeNull();
    const config = parseConfig({ REDIS_CLUSTER_NODES: 'redis-a:7000, 10.0.0.2:7001,[::1]:7002' });
    expect(config.redisClusterNodes).toEqual(['redis-a:7000', '10.0.0.2:7001', '[::1]:7002']);
    expect(config.redisClusterNodes?.map(parseNode)).toEqual([
      { host: 'redis-a', port: 7000 },
      { host: '10.0.0.2', port: 7001 },
      { host: '::1', port: 7002 },
    ]);
  });

  it('REDIS_SENTINELS (with REDIS_SENTINEL_NAME) is the alternative, never both', () => {
    expect(parseConfig({ REDIS_SENTINELS: 's1:26379,s2:26379' })).toMatchObject({
      redisSentinels: ['s1:26379', 's2:26379'],
      redisSentinelName: 'mymaster',
      redisClusterNodes: null,
    });
    expect(parseConfig({ REDIS_SENTINELS: 's1:26379', REDIS_SENTINEL_NAME: 'eb' }).redisSentinelName).toBe('eb');
    expect(() => parseConfig({ REDIS_SENTINELS: 's1:26379', REDIS_CLUSTER_NODES: 'a:7000' })).toThrow(/not both/);
    expect(() => parseConfig({ REDIS_SENTINELS: 's1' })).toThrow(/REDIS_SENTINELS must be host:port/);
  });

  it('refuses anything else, naming the variable', () => {
    for (const bad of ['redis-a', 'redis-a:', 'redis://redis-a:7000', 'redis-a:70000', 'a:1,,b:2', 'a b:1']) {
      expect(() => parseConfig({ REDIS_CLUSTER_NODES: bad }), bad).toThrow(/REDIS_CLUSTER_NODES must be host:port/);
    }
  });
});

describe('one hash tag per script', () => {
  it('hashTag follows Redis Cluster: the first non-empty {…}, else the whole key', () => {
    expect(hashTag('{acct_1}:tpl:x')).toBe('acct_1');
    expect(hashTag('apikey:abc')).toBe('apikey:abc');
    expect(hashTag('{}:x{y}')).toBe('{}:x{y}');
    expect(hashTag('a{b}{c}')).toBe('b');
    expect(hashTag('{open')).toBe('{open');
  });

  it('a script called with keys of two tags is refused before it reaches Redis', async () => {
    const script = defineScript(redis, {
      name: 'test_two_keys',
      file: new URL('../store/lua/image-delete.lua', import.meta.url),
      keys: 3,
      decode: (_script, reply) => reply,
    });
    expect(() => script(['{acct_a}:img:1', '{acct_b}:imgs', '{acct_a}:usage'], [])).toThrow(/outside the hash tag/);
    expect(() => script(['{acct_a}:img:1', '{acct_a}:imgs'], [])).toThrow(/takes 3 keys/);
    expect(await script(['{acct_a}:img:missing', '{acct_a}:imgs', '{acct_a}:usage'], [])).toEqual(['not_found']);
  });
});

describe('data placement', () => {
  it('every key of an account lives on one master, and accounts spread over every master', async () => {
    const masters = redis instanceof Cluster ? redis.nodes('master') : [redis];
    const accounts: string[] = [];
    for (let i = 0; i < 24; i++) {
      const { accountId } = await store.createAccount({
        plan: 'pro',
        email: `place-${Date.now()}-${i}@example.com`,
        password: 'pw-123456',
      });
      await store.templates.create(accountId, { name: 'x', userId: 'u1', blockTreeJson: '{}', metadata: {}, tags: [] });
      await store.templates.create(accountId, { name: 'y', userId: null, blockTreeJson: '{}', metadata: {}, tags: [] });
      accounts.push(accountId);
    }
    const used = new Set<number>();
    for (const accountId of accounts) {
      const holders: number[] = [];
      for (const [index, node] of masters.entries()) {
        const found = await scanKeys(node, `{${accountId}}:*`);
        if (found.length > 0) holders.push(index);
      }
      expect(holders, accountId).toHaveLength(1);
      used.add(holders[0]!);
    }
    // 24 random accounts miss one of 3 masters with probability 3·(2/3)^24 ≈ 2e-4.
    expect(used.size).toBe(masters.length);
  });
});

describe('the operator CLI', () => {
  it('reads the same Redis settings (REDIS_URL, or REDIS_CLUSTER_NODES on a cluster)', async () => {
    const env = { ...process.env, ...redisEnv(redisUrl) };
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/admin/cli.ts', 'create-account', '--name', 'Via CLI', '--plan', 'agency'],
      {
        cwd: new URL('../..', import.meta.url).pathname,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code, out).toBe(0);
    const created = JSON.parse(out.trim()) as { accountId: string; keyId: string; apiKey: string };
    expect((await store.accounts.get(created.accountId))?.plan).toBe('agency');
    expect(await store.apiKeys.get(created.accountId, created.keyId)).toMatchObject({ status: 'active' });
  });
});
