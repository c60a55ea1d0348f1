// POST /v1/render: inline documents and stored templates, scope as for get, the exportHtml
// feature, the monthly render quota (atomic) and the check order 400 → 404 → 402.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { validateDocument } from '../../../core/document/validate';
import { renderHtml, renderText } from '../../../core/render';
import { PLANS } from '../../plans';
import { monthKey } from '../../store/accounts';
import { createAccount, createSessionToken, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let acct: TestAccount;

const doc = (text: string) => ({
  version: 1,
  blocks: [
    { id: 'h1', type: 'heading', props: { text } },
    { id: 's1', type: 'social', props: { links: [{ network: 'facebook', href: 'https://facebook.com/acme' }] } },
  ],
});

function expected(input: unknown) {
  const checked = validateDocument(input);
  if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
  const options = { assetBaseUrl: `${api.running.deps.config.publicUrl}/assets` };
  return { html: renderHtml(checked.value, options), text: renderText(checked.value, options) };
}

async function rendersUsed(accountId: string): Promise<number> {
  return Number((await api.running.deps.store.redis.hget(`{${accountId}}:usage`, `renders:${monthKey()}`)) ?? 0);
}

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
  acct = await createAccount(redisUrl, { plan: 'pro' });
});
afterAll(async () => {
  await api?.close();
});

describe('POST /v1/render', () => {
  it('renders an inline blockTree to {html, text} exactly as core/render does, with absolute asset URLs', async () => {
    const before = await rendersUsed(acct.accountId);
    const r = await call('POST', '/v1/render', {
      token: acct.apiKey,
      body: { blockTree: doc('Hello <world> & "friends"') },
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['html', 'text']);
    expect(r.body).toEqual(expected(doc('Hello <world> & "friends"')));
    expect(r.body.html).toContain('Hello &lt;world&gt; &amp;');
    expect(r.body.html).not.toContain('<world>');
    expect(r.body.html).toContain(`${api.running.deps.config.publicUrl}/assets/social/`);
    expect(r.body.text).toContain('Hello <world> & "friends"');
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(await rendersUsed(acct.accountId)).toBe(before + 1);
    const validate = await call('GET', '/v1/keys/validate', { token: acct.apiKey });
    expect(validate.body.usage.renders).toBe(before + 1);
  });

  it('renders a stored template by id; a session token may render its own and shared ones only', async () => {
    const shared = (
      await call('POST', '/v1/templates', { token: acct.apiKey, body: { name: 'S', blockTree: doc('shared') } })
    ).body;
    const mine = (
      await call('POST', '/v1/templates', {
        token: acct.apiKey,
        body: { name: 'M', userId: 'u1', blockTree: doc('mine') },
      })
    ).body;
    const theirs = (
      await call('POST', '/v1/templates', {
        token: acct.apiKey,
        body: { name: 'T', userId: 'u2', blockTree: doc('theirs') },
      })
    ).body;
    const session = await createSessionToken(api.url, acct.apiKey, 'u1');

    const bySecret = await call('POST', '/v1/render', { token: acct.apiKey, body: { templateId: theirs._id } });
    expect(bySecret.status).toBe(200);
    expect(bySecret.body).toEqual(expected(doc('theirs')));
    for (const t of [shared, mine]) {
      const r = await call('POST', '/v1/render', { token: session, body: { templateId: t._id } });
      expect(r.status).toBe(200);
      expect(r.body.html).toContain(t.blockTree.blocks[0].props.text);
    }
    const before = await rendersUsed(acct.accountId);
    const foreign = await call('POST', '/v1/render', { token: session, body: { templateId: theirs._id } });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: 'template not found', code: 'not_found' });
    const other = await createAccount(redisUrl, { plan: 'pro' });
    expect((await call('POST', '/v1/render', { token: other.apiKey, body: { templateId: shared._id } })).status).toBe(
      404,
    );
    expect(
      (await call('POST', '/v1/render', { token: acct.apiKey, body: { templateId: 'tpl_doesnotexist' } })).status,
    ).toBe(404);
    expect((await call('POST', '/v1/render', { token: acct.apiKey, body: { templateId: 'seed-1' } })).status).toBe(404);
    expect(await rendersUsed(acct.accountId)).toBe(before);
  });

  it('needs exactly one of blockTree and templateId; bad documents are 400 naming the field; nothing is counted', async () => {
    const before = await rendersUsed(acct.accountId);
    const cases: Array<[unknown, RegExp]> = [
      [{}, /exactly one of blockTree, templateId/],
      [{ blockTree: doc('a'), templateId: 'tpl_x' }, /exactly one/],
      [{ blockTree: { blocks: [{ id: 'x', type: 'nope' }] } }, /^blockTree\.blocks\[0\]\.type/],
      [{ blockTree: doc('a'), extra: 1 }, /^extra is not an allowed field/],
      [{ templateId: 5 }, /^templateId must be a string/],
      [{ templateId: 'x'.repeat(65) }, /^templateId/],
    ];
    for (const [body, message] of cases) {
      const r = await call('POST', '/v1/render', { token: acct.apiKey, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.code).toBe('invalid_input');
      expect(r.body.error).toMatch(message);
    }
    const junk = await call('POST', '/v1/render', {
      token: acct.apiKey,
      raw: '{"blockTree":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(junk.status).toBe(400);
    expect(await rendersUsed(acct.accountId)).toBe(before);
  });

  it('needs a key: no credentials or a dashboard token → 401', async () => {
    expect((await call('POST', '/v1/render', { body: { blockTree: doc('a') } })).status).toBe(401);
    const email = `render-${Date.now()}@example.com`;
    await createAccount(redisUrl, { plan: 'pro', email, password: 'pw-render-1' });
    const login = await call('POST', '/v1/dashboard/login', { body: { email, password: 'pw-render-1' } });
    expect((await call('POST', '/v1/render', { token: login.body.token, body: { blockTree: doc('a') } })).status).toBe(
      401,
    );
  });

  it('counts renders per UTC month against the quota atomically: 20 concurrent renders on a 5-render plan give 5 × 200, 15 × 402', async () => {
    const ent = await createAccount(redisUrl, { plan: 'enterprise' });
    await api.running.deps.store.accounts.setPlan(ent.accountId, 'enterprise', { renders: 5 });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/v1/render', { token: ent.apiKey, body: { blockTree: doc('q') } }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = replies.filter((r) => r.status === 402);
    expect(refused).toHaveLength(15);
    expect(refused[0]!.body).toEqual({
      error: expect.stringMatching(/enterprise plan allows 5 renders per month/),
      code: 'render_limit_reached',
    });
    expect(await rendersUsed(ent.accountId)).toBe(5);
    // 400 and 404 come before 402
    expect((await call('POST', '/v1/render', { token: ent.apiKey, body: {} })).status).toBe(400);
    expect((await call('POST', '/v1/render', { token: ent.apiKey, body: { templateId: 'tpl_missing' } })).status).toBe(
      404,
    );
    // raising the quota lets renders through again
    await api.running.deps.store.accounts.setPlan(ent.accountId, 'enterprise', { renders: 6 });
    expect((await call('POST', '/v1/render', { token: ent.apiKey, body: { blockTree: doc('q') } })).status).toBe(200);
  });

  it('a plan without exportHtml gets 402 naming the feature and the plan, and nothing is counted', async () => {
    const free = await createAccount(redisUrl, { plan: 'free' });
    const features = PLANS.free.features as { exportHtml: boolean };
    features.exportHtml = false;
    try {
      const r = await call('POST', '/v1/render', { token: free.apiKey, body: { blockTree: doc('x') } });
      expect(r.status).toBe(402);
      expect(r.body.code).toBe('feature_not_in_plan');
      expect(r.body.error).toMatch(/exportHtml/);
      expect(r.body.error).toMatch(/free plan/);
      expect(await rendersUsed(free.accountId)).toBe(0);
    } finally {
      features.exportHtml = true;
    }
    expect((await call('POST', '/v1/render', { token: free.apiKey, body: { blockTree: doc('x') } })).status).toBe(200);
  });

  it('with checks: true also returns the checker findings, so a host can block sending on errors', async () => {
    const tree = {
      version: 1,
      canvas: { preheader: 'Preview' },
      metadata: {},
      blocks: [
        { id: 'img', type: 'image', props: { src: 'https://x.test/a.png', alt: '' } },
        {
          id: 't',
          type: 'text',
          props: { html: '<p>Hi {{first_name}}, <a href="https://x.test">click here</a> for {{coupon}}</p>' },
        },
      ],
    };
    const r = await call('POST', '/v1/render', {
      token: acct.apiKey,
      body: { blockTree: tree, checks: true, mergeTags: ['first_name'] },
    });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['checks', 'html', 'text']);
    expect(r.body.checks.map((f: { code: string; blockId?: string }) => [f.code, f.blockId ?? null])).toEqual([
      ['subject_missing', null],
      ['image_alt_missing', 'img'],
      ['vague_link_text', 't'],
      ['unknown_merge_tag', 't'],
    ]);
    expect(r.body.checks[0].severity).toBe('error');
    const fixed = {
      ...tree,
      metadata: { subject: 'Hello' },
      blocks: [{ ...tree.blocks[0], props: { src: 'https://x.test/a.png', alt: 'A cup' } }],
    };
    const clean = await call('POST', '/v1/render', { token: acct.apiKey, body: { blockTree: fixed, checks: true } });
    expect(clean.body.checks).toEqual([]);
    const bad = await call('POST', '/v1/render', { token: acct.apiKey, body: { blockTree: fixed, checks: 'yes' } });
    expect(bad.status).toBe(400);
  });
});
