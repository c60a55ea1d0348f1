// Custom block types (docs/api.md §16) over real HTTP and Redis: who may do what, the plan
// feature, the 50-type limit under concurrency, storage, bad input (nothing stored), and renders
// of documents with custom blocks with and without the account's definition.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let pro: TestAccount;
let other: TestAccount;
let free: TestAccount;
let session: string;

const PRODUCT = {
  label: 'Product',
  icon: '<svg viewBox="0 0 24 24"><script>alert(1)</script><path d="M3 3h18v18H3z" onclick="x"/></svg>',
  fields: [
    { name: 'title', type: 'text', label: 'Title', default: 'A product' },
    { name: 'blurb', type: 'richtext', label: 'Description' },
    { name: 'link', type: 'url', label: 'Link', default: 'https://shop.test/' },
  ],
  template: '<h2 style="margin:0">{{title}}</h2>{{{blurb}}}<a href="{{link}}">Buy</a>',
};

const customDoc = (values: Record<string, unknown>, blockType = 'product') => ({
  canvas: {},
  metadata: { subject: 'S' },
  blocks: [{ id: 'p1', type: 'custom', props: { blockType, values, html: '<p>Last rendered</p>' } }],
});

async function storageBytes(account: TestAccount): Promise<number> {
  return Number((await api.running.deps.store.redis.hget(`{${account.accountId}}:usage`, 'storageBytes')) ?? 0);
}

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
  [pro, other, free] = await Promise.all([
    createAccount(redisUrl, { plan: 'pro' }),
    createAccount(redisUrl, { plan: 'pro' }),
    createAccount(redisUrl, { plan: 'free' }),
  ]);
  const minted = await call('POST', '/v1/sessions', { token: pro.apiKey, body: { userId: 'u1' } });
  session = minted.body.sessionToken as string;
});
afterAll(async () => {
  await api?.close();
});

describe('block types: who may do what', () => {
  it('a secret key creates (201), replaces (200), lists and deletes; the icon is stored sanitised', async () => {
    const created = await call('PUT', '/v1/block-types/product', { token: pro.apiKey, body: PRODUCT });
    expect(created.status, created.text).toBe(201);
    expect(created.headers.get('location')).toBe('/v1/block-types/product');
    expect(created.body).toMatchObject({
      name: 'product',
      label: 'Product',
      fields: PRODUCT.fields,
      template: PRODUCT.template,
    });
    expect(created.body.icon).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M3 3h18v18H3z"></path></svg>',
    );
    expect(typeof created.body.updatedAt).toBe('number');
    const replaced = await call('PUT', '/v1/block-types/product', {
      token: pro.apiKey,
      body: { ...PRODUCT, label: 'Product card' },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.label).toBe('Product card');

    const listed = await call('GET', '/v1/block-types', { token: pro.apiKey });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([replaced.body]);
    // Any credential of the account lists them (the element builds its palette from this).
    expect((await call('GET', '/v1/block-types', { token: session })).body).toEqual([replaced.body]);
    // Another account sees none of them and cannot delete them.
    expect((await call('GET', '/v1/block-types', { token: other.apiKey })).body).toEqual([]);
    expect((await call('DELETE', '/v1/block-types/product', { token: other.apiKey })).status).toBe(404);

    expect((await call('DELETE', '/v1/block-types/product', { token: pro.apiKey })).body).toEqual({ ok: true });
    expect((await call('GET', '/v1/block-types', { token: pro.apiKey })).body).toEqual([]);
    const again = await call('DELETE', '/v1/block-types/product', { token: pro.apiKey });
    expect([again.status, again.body.code]).toEqual([404, 'not_found']);
  });

  it('a session token may not create, replace or delete (401); no credential is 401', async () => {
    await call('PUT', '/v1/block-types/kept', { token: pro.apiKey, body: PRODUCT });
    const put = await call('PUT', '/v1/block-types/mine', { token: session, body: PRODUCT });
    expect([put.status, put.body.code]).toEqual([401, 'unauthorized']);
    expect((await call('DELETE', '/v1/block-types/kept', { token: session })).status).toBe(401);
    expect((await call('GET', '/v1/block-types')).status).toBe(401);
    expect(
      (await call('GET', '/v1/block-types', { token: pro.apiKey })).body.map((t: { name: string }) => t.name),
    ).toEqual(['kept']);
    await call('DELETE', '/v1/block-types/kept', { token: pro.apiKey });
  });

  it('the free plan has no customBlocks: 402 feature_not_in_plan, nothing stored', async () => {
    for (const r of [
      await call('PUT', '/v1/block-types/product', { token: free.apiKey, body: PRODUCT }),
      await call('GET', '/v1/block-types', { token: free.apiKey }),
    ]) {
      expect([r.status, r.body.code]).toEqual([402, 'feature_not_in_plan']);
      expect(r.body.error).toMatch(/customBlocks.*free/);
    }
    expect(await storageBytes(free)).toBe(0);
  });
});

describe('block types: limits and bad input', () => {
  it('at most 50 per account, also under concurrent creates; replacing one at the limit still works', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => call('PUT', `/v1/block-types/t${i}`, { token: acct.apiKey, body: PRODUCT })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(50);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(Array(10).fill([400, 'block_type_limit_reached']));
    expect((await call('GET', '/v1/block-types', { token: acct.apiKey })).body).toHaveLength(50);
    const created = results.find((r) => r.status === 201)?.body.name as string;
    expect((await call('PUT', `/v1/block-types/${created}`, { token: acct.apiKey, body: PRODUCT })).status).toBe(200);
  });

  it('storage rises with a type, follows its size and falls back on delete; the storage limit is a 402', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    expect(await storageBytes(acct)).toBe(0);
    await call('PUT', '/v1/block-types/a', { token: acct.apiKey, body: PRODUCT });
    const one = await storageBytes(acct);
    expect(one).toBeGreaterThan(JSON.stringify(PRODUCT).length / 2);
    await call('PUT', '/v1/block-types/a', {
      token: acct.apiKey,
      body: { ...PRODUCT, template: `${PRODUCT.template}${'x'.repeat(1000)}` },
    });
    expect((await storageBytes(acct)) - one).toBe(1000);
    await call('DELETE', '/v1/block-types/a', { token: acct.apiKey });
    expect(await storageBytes(acct)).toBe(0);

    await api.running.deps.store.redis.hset(`{${acct.accountId}}:usage`, 'storageBytes', 1000 * 1048576 - 10);
    const full = await call('PUT', '/v1/block-types/b', { token: acct.apiKey, body: PRODUCT });
    expect([full.status, full.body.code]).toEqual([402, 'storage_limit_reached']);
    expect((await call('GET', '/v1/block-types', { token: acct.apiKey })).body).toEqual([]);
  });

  it.each([
    ['Product', PRODUCT, /^name must be 1–40 characters/],
    ['a_b', PRODUCT, /^name must be/],
    ['x'.repeat(41), PRODUCT, /^name must be/],
    ['html', PRODUCT, /^name is a built-in block type/],
    ['columns', PRODUCT, /^name is a built-in block type/],
    ['custom', PRODUCT, /^name is a built-in block type/],
    ['ok', { ...PRODUCT, template: 'x'.repeat(20 * 1024 + 1) }, /^template must be at most 20480/],
    ['ok', { ...PRODUCT, template: '<p>{{title}}</p><script>alert(1)</script>' }, /^template <script> is not allowed/],
    ['ok', { ...PRODUCT, template: '<p onmouseover="x">{{title}}</p>' }, /^template event handler attributes/],
    ['ok', { ...PRODUCT, template: '<a href="javascript:alert(1)">x</a>' }, /^template <a href> must be/],
    ['ok', { ...PRODUCT, template: '<table><tr><td>{{title}}</td></tr>' }, /^template <table> is never closed/],
    ['ok', { ...PRODUCT, icon: '<img src=x onerror=alert(1)>' }, /^icon must be an SVG/],
    ['ok', { ...PRODUCT, fields: [{ name: 'a', type: 'video', label: 'A' }] }, /^fields\[0\]\.type must be one of/],
    [
      'ok',
      { ...PRODUCT, fields: [{ name: 'a', type: 'url', label: 'A', default: 'javascript:alert(1)' }] },
      /^fields\[0\]\.default/,
    ],
    [
      'ok',
      { ...PRODUCT, fields: Array.from({ length: 31 }, (_, i) => ({ name: `f${i}`, type: 'text', label: 'F' })) },
      /^fields must have at most 30/,
    ],
    ['ok', { label: 'X', fields: [] }, /^template is required/],
  ])('PUT %s: 400 naming the problem, nothing stored', async (name, body, message) => {
    const acct = other;
    const r = await call('PUT', `/v1/block-types/${name}`, { token: acct.apiKey, body });
    expect([r.status, r.body.code]).toEqual([400, 'invalid_input']);
    expect(r.body.error).toMatch(message);
    expect((await call('GET', '/v1/block-types', { token: acct.apiKey })).body).toEqual([]);
    expect(await storageBytes(acct)).toBe(0);
  });
});

describe('block types: rendering', () => {
  it('POST /v1/render uses the definition; script in values never reaches the HTML', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    await call('PUT', '/v1/block-types/product', { token: acct.apiKey, body: PRODUCT });
    const values = {
      title: '<script>alert(1)</script>Mug',
      blurb: '<p>Tall <img src=x onerror=alert(1)></p>',
      link: 'javascript:alert(1)',
    };
    const r = await call('POST', '/v1/render', { token: acct.apiKey, body: { blockTree: customDoc(values) } });
    expect(r.status, r.text).toBe(200);
    expect(r.body.html).toContain('<h2 style="margin:0">&lt;script&gt;alert(1)&lt;/script&gt;Mug</h2>');
    expect(r.body.html).toContain('<p>Tall </p>');
    expect(r.body.html).not.toMatch(/<script|onerror|javascript:/);
    expect(r.body.html).not.toContain('Last rendered');
    expect(r.body.text).toContain('Mug');

    // A stored template renders the same way, also for a session token.
    const tpl = await call('POST', '/v1/templates', {
      token: acct.apiKey,
      body: { name: 'T', blockTree: customDoc({ title: 'Cup' }) },
    });
    const token = (await call('POST', '/v1/sessions', { token: acct.apiKey, body: { userId: 'u' } })).body.sessionToken;
    const stored = await call('POST', '/v1/render', { token, body: { templateId: tpl.body._id } });
    expect(stored.body.html).toContain('<h2 style="margin:0">Cup</h2>');
    expect(stored.body.html).toContain('href="https://shop.test/"');
  });

  it('without the definition (never defined, deleted, another account, free plan) the block renders its last HTML', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    await call('PUT', '/v1/block-types/product', { token: acct.apiKey, body: PRODUCT });
    const rendered = async (account: TestAccount, blockType = 'product') =>
      (
        await call('POST', '/v1/render', {
          token: account.apiKey,
          body: { blockTree: customDoc({ title: 'Mug' }, blockType) },
        })
      ).body.html as string;
    expect(await rendered(acct)).toContain('Mug');
    expect(await rendered(acct, 'unknown')).toContain('<p>Last rendered</p>');
    expect(await rendered(other)).toContain('<p>Last rendered</p>');
    expect(await rendered(free)).toContain('<p>Last rendered</p>');
    await call('DELETE', '/v1/block-types/product', { token: acct.apiKey });
    const after = await rendered(acct);
    expect(after).toContain('<p>Last rendered</p>');
    expect(after).not.toContain('Mug');
  });
});
