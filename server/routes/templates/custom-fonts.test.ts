// customFonts is enforced by the server (docs/api.md §9): a document with a web font saved
// (create, update) or rendered on a plan without it → 402 naming the feature and the plan.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createSessionToken, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let free: TestAccount;
let pro: TestAccount;

const withFont = {
  version: 1,
  canvas: { webFont: { family: 'Inter', href: 'https://fonts.googleapis.com/css2?family=Inter' } },
  blocks: [{ id: 'h1', type: 'heading', props: { text: 'Hi' } }],
};
const plain = { version: 1, blocks: [{ id: 'h1', type: 'heading', props: { text: 'Hi' } }] };

beforeAll(async () => {
  api = await startApi({ redisUrl, env: { RATE_LIMIT: 'off' } });
  call = client(api.url);
  free = await createAccount(redisUrl, { plan: 'free' });
  pro = await createAccount(redisUrl, { plan: 'pro' });
});
afterAll(async () => {
  await api?.close();
});

const feature402 = {
  error: 'Custom fonts (customFonts) is not included in the free plan; upgrade to use it',
  code: 'feature_not_in_plan',
};

describe('customFonts enforced by the server', () => {
  it('create with a web font on free → 402 naming the feature and plan; nothing stored', async () => {
    const session = await createSessionToken(api.url, free.apiKey, 'u1');
    for (const token of [free.apiKey, session]) {
      const r = await call('POST', '/v1/templates', { token, body: { name: 'Fancy', blockTree: withFont } });
      expect(r.status).toBe(402);
      expect(r.body).toEqual(feature402);
    }
    expect((await call('GET', '/v1/templates', { token: free.apiKey })).body).toEqual([]);
    expect(
      (await call('POST', '/v1/templates', { token: free.apiKey, body: { name: 'Plain', blockTree: plain } })).status,
    ).toBe(201);
  });

  it('update adding a web font on free → 402 and the template is unchanged; a missing id stays 404', async () => {
    const t = (await call('POST', '/v1/templates', { token: free.apiKey, body: { name: 'Keep', blockTree: plain } }))
      .body;
    const r = await call('PUT', `/v1/templates/${t._id}`, { token: free.apiKey, body: { blockTree: withFont } });
    expect(r.status).toBe(402);
    expect(r.body).toEqual(feature402);
    const after = await call('GET', `/v1/templates/${t._id}`, { token: free.apiKey });
    expect(after.body.blockTree.canvas.webFont).toBeNull();
    const missing = await call('PUT', '/v1/templates/tpl_doesnotexist000000', {
      token: free.apiKey,
      body: { blockTree: withFont },
    });
    expect(missing.status).toBe(404);
    await call('DELETE', `/v1/templates/${t._id}`, { token: free.apiKey });
  });

  it('render with a web font on free → 402 (inline and stored after a downgrade); no render counted', async () => {
    const inline = await call('POST', '/v1/render', { token: free.apiKey, body: { blockTree: withFont } });
    expect(inline.status).toBe(402);
    expect(inline.body).toEqual(feature402);

    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const stored = await call('POST', '/v1/templates', {
      token: acct.apiKey,
      body: { name: 'Pro font', blockTree: withFont },
    });
    expect(stored.status).toBe(201);
    await api.running.deps.store.accounts.setPlan(acct.accountId, 'free');
    const r = await call('POST', '/v1/render', { token: acct.apiKey, body: { templateId: stored.body._id } });
    expect(r.status).toBe(402);
    expect(r.body.error).toMatch(/^Custom fonts \(customFonts\) is not included in the free plan/);
    const usage = (await call('GET', '/v1/keys/validate', { token: acct.apiKey })).body.usage;
    expect(usage.renders).toBe(0);
  });

  it('pro saves and renders web fonts', async () => {
    const created = await call('POST', '/v1/templates', {
      token: pro.apiKey,
      body: { name: 'Fancy', blockTree: withFont },
    });
    expect(created.status).toBe(201);
    expect(created.body.blockTree.canvas.webFont.family).toBe('Inter');
    const rendered = await call('POST', '/v1/render', { token: pro.apiKey, body: { templateId: created.body._id } });
    expect(rendered.status).toBe(200);
    expect(rendered.body.html).toContain('fonts.googleapis.com');
  });
});
