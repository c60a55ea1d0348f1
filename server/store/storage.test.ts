// Storage counts what is stored (docs/api.md §9): the whole stored template (name, tags,
// metadata, its filter index, the index entries) counts against storageMb, not only the
// document. The counted bytes are compared with what Redis reports (MEMORY USAGE … SAMPLES 0)
// for the account's template keys: they must agree within a factor of 2 either way, for many
// small templates (where counting only the document undercounted ~260×) and for large ones.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createAccount,
  createSessionToken,
  type StartedApi,
  scanKeys,
  startApi,
  type TestAccount,
} from '../test/harness';
import { type Call, client } from '../test/http';

const redisUrl = inject('redisUrl');
const FACTOR = 2;
let api: StartedApi;
let call: Call;

beforeAll(async () => {
  api = await startApi({ redisUrl, env: { RATE_LIMIT: 'off' } });
  call = client(api.url);
});
afterAll(async () => {
  await api?.close();
});

async function counted(acct: TestAccount): Promise<number> {
  return Number((await api.running.deps.store.redis.hget(`{${acct.accountId}}:usage`, 'storageBytes')) ?? 0);
}

/** What Redis says the account's templates and their indexes occupy. */
async function measured(acct: TestAccount): Promise<number> {
  const redis = api.running.deps.store.redis;
  const keys = [
    ...(await scanKeys(redis, `{${acct.accountId}}:tpl:*`)),
    ...(await scanKeys(redis, `{${acct.accountId}}:tpls*`)),
  ];
  let total = 0;
  for (const key of keys) total += Number(await redis.call('MEMORY', 'USAGE', key, 'SAMPLES', '0'));
  return total;
}

const metadata = Object.fromEntries(
  Array.from({ length: 50 }, (_, i) => [`key_${i}`, `value number ${i} `.repeat(20)]),
);
const tags = Array.from({ length: 20 }, (_, i) => `tag-${i}-${'x'.repeat(40)}`);
const bigDocument = {
  version: 1,
  blocks: Array.from({ length: 400 }, (_, i) => ({
    id: `p${i}`,
    type: 'text',
    props: { html: `<p>Paragraph ${i}</p>`.repeat(20) },
  })),
};

function expectWithinFactor(countedBytes: number, measuredBytes: number): void {
  const ratio = countedBytes / measuredBytes;
  expect(ratio, `counted ${countedBytes} B, Redis ${measuredBytes} B`).toBeGreaterThan(1 / FACTOR);
  expect(ratio, `counted ${countedBytes} B, Redis ${measuredBytes} B`).toBeLessThan(FACTOR);
}

describe('storage counts the whole stored template', () => {
  it(`many small templates with metadata and tags: counted within ×${FACTOR} of MEMORY USAGE`, async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const session = await createSessionToken(api.url, acct.apiKey, 'user-1');
    for (let i = 0; i < 30; i++) {
      const token = i % 2 === 0 ? acct.apiKey : session;
      const r = await call('POST', '/v1/templates', {
        token,
        body: { name: `Template ${i} ${'n'.repeat(150)}`, metadata, tags },
      });
      expect(r.status).toBe(201);
    }
    const c = await counted(acct);
    // The empty documents alone are a few kB; name, tags and metadata are most of it.
    expect(c).toBeGreaterThan(30 * (JSON.stringify(metadata).length * 2 + JSON.stringify(tags).length));
    expectWithinFactor(c, await measured(acct));
  });

  it('tiny templates (name only) and large documents are both within the factor', async () => {
    const tiny = await createAccount(redisUrl, { plan: 'pro' });
    for (let i = 0; i < 40; i++) await call('POST', '/v1/templates', { token: tiny.apiKey, body: { name: `t${i}` } });
    expectWithinFactor(await counted(tiny), await measured(tiny));

    const large = await createAccount(redisUrl, { plan: 'pro' });
    for (let i = 0; i < 3; i++) {
      const r = await call('POST', '/v1/templates', {
        token: large.apiKey,
        body: { name: `big ${i}`, blockTree: bigDocument },
      });
      expect(r.status).toBe(201);
    }
    expectWithinFactor(await counted(large), await measured(large));
  });

  it('updates of name, tags or metadata change the count; deleting everything returns it to zero', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const t = (await call('POST', '/v1/templates', { token: acct.apiKey, body: { name: 'grow' } })).body;
    const before = await counted(acct);
    expect((await call('PUT', `/v1/templates/${t._id}`, { token: acct.apiKey, body: { metadata, tags } })).status).toBe(
      200,
    );
    const grown = await counted(acct);
    expect(grown - before).toBeGreaterThan(JSON.stringify(metadata).length);
    expectWithinFactor(grown, await measured(acct));
    expect(
      (await call('PUT', `/v1/templates/${t._id}`, { token: acct.apiKey, body: { metadata: {}, tags: [] } })).status,
    ).toBe(200);
    // Back to the same fields, give or take the digits of `size` and `updatedAt`.
    expect(Math.abs((await counted(acct)) - before)).toBeLessThan(16);
    expect((await call('DELETE', `/v1/templates/${t._id}`, { token: acct.apiKey })).status).toBe(200);
    expect(await counted(acct)).toBe(0);
  });

  it('metadata counts against the quota: a metadata-heavy create past storageMb is 402', async () => {
    const acct = await createAccount(redisUrl, { plan: 'enterprise' });
    await api.running.deps.store.accounts.setPlan(acct.accountId, 'enterprise', { storageMb: 0.12 });
    let created = 0;
    let refused = 0;
    for (let i = 0; i < 10; i++) {
      const r = await call('POST', '/v1/templates', { token: acct.apiKey, body: { name: `m${i}`, metadata } });
      if (r.status === 201) created++;
      else if (r.status === 402 && r.body.code === 'storage_limit_reached') refused++;
    }
    // Each template holds ~50 kB of metadata (values, filter index and the 50 metadata index
    // entries): only what fits is stored (counting the document alone, ~60 B each, let all ten in).
    const limit = 0.12 * 1024 * 1024;
    const perTemplate = (await counted(acct)) / created;
    expect(perTemplate).toBeGreaterThan(2 * JSON.stringify(metadata).length * 0.9);
    expect(created).toBe(Math.floor(limit / perTemplate));
    expect(refused).toBe(10 - created);
    expect(await counted(acct)).toBeLessThanOrEqual(limit);
  });
});
