// POST /v1/templates/{id}/test-send against a real SMTP server in-process (docs/api.md §16):
// what arrives (parsed), who may receive it, the limits, and every refusal.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { EmailDocument } from '../../../core/document/schema';
import { validateDocument } from '../../../core/document/validate';
import { fillSamples } from '../../../core/merge-tags/samples';
import { renderHtml, renderText } from '../../../core/render';
import { freePort } from '../../../scripts/redis';
import { keys } from '../../store/keys';
import { TEST_SEND_LIMITS } from '../../store/test-sends';
import { createAccount, type StartedApi, startApi, type TestAccount, TestClock } from '../../test/harness';
import { type Call, client } from '../../test/http';
import { addresses, startSmtp, type TestSmtp } from '../../test/smtp';

const redisUrl = inject('redisUrl');
let smtp: TestSmtp;
let api: StartedApi;
let call: Call;
let pro: TestAccount;

const SAMPLES = { '{{first_name}}': 'Ada <3', '{{company}}': 'Engines & Co', '*|CITY|*': 'London' };
const blockTree = {
  version: 1,
  metadata: { subject: 'Hello {{first_name}} from {{company}}' },
  canvas: { preheader: 'News for {{first_name}}' },
  blocks: [
    { id: 'h1', type: 'heading', props: { text: 'Welcome {{first_name}}' } },
    {
      id: 't1',
      type: 'text',
      props: { html: '<p>Greetings from *|CITY|*, {{company}}. Left alone: {{unknown_tag}}</p>' },
    },
  ],
};

/** The windows' time: advanced by the tests that show a window sliding, never slept through. */
const clock = new TestClock();

beforeAll(async () => {
  smtp = await startSmtp();
  api = await startApi({ redisUrl, env: { SMTP_URL: smtp.url, SMTP_FROM: 'builder@example.com' }, clock });
  call = client(api.url);
  pro = await createAccount(redisUrl, { plan: 'pro' });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

async function session(account: TestAccount, userId: string, testRecipients?: string[]): Promise<string> {
  const r = await call('POST', '/v1/sessions', {
    token: account.apiKey,
    body: { userId, ...(testRecipients && { testRecipients }) },
  });
  expect(r.status).toBe(201);
  return r.body.sessionToken;
}

async function template(token: string, body: Record<string, unknown> = {}): Promise<string> {
  const r = await call('POST', '/v1/templates', { token, body: { name: 'Welcome', blockTree, ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body._id ?? r.body.id;
}

const send = (token: string, id: string, body: Record<string, unknown>) =>
  call('POST', `/v1/templates/${id}/test-send`, { token, body });

describe('a test send', () => {
  it('arrives as rendered: subject, HTML and text with the sample values filled in, from SMTP_FROM to `to` only', async () => {
    const token = await session(pro, 'arrives', ['qa@example.com']);
    const id = await template(token);
    const r = await send(token, id, { to: 'QA@example.com', samples: SAMPLES });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ ok: true, to: 'QA@example.com', subject: 'Hello Ada <3 from Engines & Co' });

    const { from, to, mail } = await smtp.next();
    expect(from).toBe('builder@example.com');
    expect(to).toEqual(['QA@example.com']);
    expect(addresses(mail.to)).toEqual(['QA@example.com']);
    expect(mail.subject).toBe('Hello Ada <3 from Engines & Co');

    // Exactly what the renderer makes, with the samples the preview would show.
    const doc = validateDocument(blockTree);
    if (!doc.ok) throw new Error('fixture is invalid');
    const options = { assetBaseUrl: `${api.url}/assets` };
    const samples = new Map(Object.entries(SAMPLES));
    const html = fillSamples(renderHtml(doc.value as EmailDocument, options), samples, 'html');
    expect(normalise(mail.html || '')).toBe(normalise(html));
    expect(mail.html).toContain('Welcome Ada &lt;3');
    expect(mail.html).toContain('News for Ada &lt;3');
    expect(mail.html).toContain('Greetings from London, Engines &amp; Co.');
    expect(mail.html).toContain('{{unknown_tag}}');
    expect(mail.html).not.toContain('{{first_name}}');
    const text = fillSamples(renderText(doc.value as EmailDocument, options), samples, 'text');
    expect(normalise(mail.text ?? '')).toBe(normalise(text));
    expect(mail.text).toContain('Welcome Ada <3');
    expect(mail.text).toContain('Greetings from London, Engines & Co.');
  });

  it('with a secret key goes to any valid address; without samples the tags stay as written', async () => {
    const id = await template(pro.apiKey);
    const r = await send(pro.apiKey, id, { to: 'anyone@elsewhere.example.org' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { to, mail } = await smtp.next();
    expect(to).toEqual(['anyone@elsewhere.example.org']);
    expect(mail.subject).toBe('Hello {{first_name}} from {{company}}');
    expect(mail.text).toContain('Welcome {{first_name}}');
  });

  it('decides display conditions from the samples, as the preview does: no markers, only the blocks that pass', async () => {
    const token = await session(pro, 'conditions', ['c@example.com']);
    const conditioned = {
      ...blockTree,
      blocks: [
        {
          id: 'in',
          type: 'heading',
          props: { text: 'For Londoners' },
          condition: { tag: 'CITY', op: 'equals', value: 'London' },
        },
        {
          id: 'out',
          type: 'heading',
          props: { text: 'For named people' },
          condition: { tag: 'nickname', op: 'is_set' },
        },
      ],
    };
    const id = await template(token, { blockTree: conditioned });
    const r = await send(token, id, { to: 'c@example.com', samples: SAMPLES });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { mail } = await smtp.next();
    for (const part of [mail.html || '', mail.text ?? '']) {
      expect(part).toContain('For Londoners');
      expect(part).not.toContain('For named people');
      expect(part).not.toMatch(/\{\{[#/]/);
    }
  });

  it('uses the template name when the document has no subject; shared templates may be sent by any user', async () => {
    const id = await template(pro.apiKey, { name: 'Shared one', blockTree: { ...blockTree, metadata: {} } });
    const token = await session(pro, 'reader', ['reader@example.com']);
    expect((await send(token, id, { to: 'reader@example.com' })).status).toBe(200);
    expect((await smtp.next()).mail.subject).toBe('Shared one');
  });
});

describe('refusals', () => {
  it('a recipient not in the token is 403 recipient_not_allowed; a token without testRecipients may send nowhere', async () => {
    const token = await session(pro, 'picky', ['ok@example.com']);
    const id = await template(token);
    const other = await send(token, id, { to: 'eve@example.com' });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe('recipient_not_allowed');
    const none = await session(pro, 'picky');
    const nowhere = await send(none, id, { to: 'ok@example.com' });
    expect([nowhere.status, nowhere.body.code]).toEqual([403, 'recipient_not_allowed']);
  });

  it('a bad `to` or sample is 400 naming the field', async () => {
    const id = await template(pro.apiKey);
    for (const body of [
      {},
      { to: 'ada@example.com, eve@example.com' },
      { to: 'Ada <ada@example.com>' },
      { to: 'ada@example.com\r\nBcc: eve@example.com' },
      { to: ['ada@example.com'] },
    ]) {
      const r = await send(pro.apiKey, id, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.error).toMatch(/^to /);
    }
    const badSample = await send(pro.apiKey, id, { to: 'ada@example.com', samples: { first_name: 'Ada' } });
    expect([badSample.status, badSample.body.error]).toEqual([400, expect.stringMatching(/^samples/)]);
  });

  it("another account's template, or another user's, is 404 like a missing one", async () => {
    const other = await createAccount(redisUrl, { plan: 'pro' });
    const foreign = await template(other.apiKey);
    expect((await send(pro.apiKey, foreign, { to: 'a@example.com' })).status).toBe(404);
    const alice = await session(pro, 'alice', ['a@example.com']);
    const bob = await session(pro, 'bob', ['a@example.com']);
    const alicesOwn = await template(alice);
    const r = await send(bob, alicesOwn, { to: 'a@example.com' });
    expect([r.status, r.body.code]).toEqual([404, 'not_found']);
    expect((await send(bob, 'tpl_doesnotexist', { to: 'a@example.com' })).status).toBe(404);
  });

  it('the free plan has no testSend: 402 feature_not_in_plan', async () => {
    const free = await createAccount(redisUrl, { plan: 'free' });
    const id = await template(free.apiKey);
    const r = await send(free.apiKey, id, { to: 'a@example.com' });
    expect([r.status, r.body.code]).toEqual([402, 'feature_not_in_plan']);
    expect(r.body.error).toMatch(/testSend/);
  });

  it('without SMTP_URL the route answers 501 test_send_not_configured', async () => {
    const bare = await startApi({ redisUrl });
    try {
      const id = await template(pro.apiKey);
      const r = await client(bare.url)('POST', `/v1/templates/${id}/test-send`, {
        token: pro.apiKey,
        body: { to: 'a@example.com' },
      });
      expect([r.status, r.body.code]).toEqual([501, 'test_send_not_configured']);
    } finally {
      await bare.close();
    }
  });
});

const store = () => api.running.deps.store;

describe('limits (charged before sending, refunded when nothing went out)', () => {
  it(`${TEST_SEND_LIMITS.perSender} per user an hour: the next is 429 test_send_limit with Retry-After; other users are not held`, async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const token = await session(acct, 'busy', ['busy@example.com']);
    const id = await template(acct.apiKey);
    for (let i = 0; i < TEST_SEND_LIMITS.perSender - 1; i++) {
      expect((await store().testSends.charge(acct.accountId, { userId: 'busy' })).allowed).toBe(true);
    }
    expect((await send(token, id, { to: 'busy@example.com' })).status).toBe(200);
    await smtp.next();
    const over = await send(token, id, { to: 'busy@example.com' });
    expect([over.status, over.body.code]).toEqual([429, 'test_send_limit']);
    expect(over.body.error).toMatch(/per user per hour/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(3000);
    const colleague = await session(acct, 'colleague', ['busy@example.com']);
    expect((await send(colleague, id, { to: 'busy@example.com' })).status).toBe(200);
    await smtp.next();
  });

  it('the hour slides: an hour after the first sends, a place frees up (time injected)', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    for (let i = 0; i < TEST_SEND_LIMITS.perSender; i++)
      expect((await store().testSends.charge(acct.accountId, { userId: 'u' })).allowed).toBe(true);
    const filled = clock.now();
    clock.advance(60_000);
    const full = await store().testSends.charge(acct.accountId, { userId: 'u' });
    expect(full).toMatchObject({ allowed: false, window: 'sender', limit: 10 });
    // The oldest send leaves the window an hour after it was made: about 59 minutes from here.
    if (!full.allowed)
      expect(Math.abs(full.retryAfterMs - (TEST_SEND_LIMITS.senderWindowMs - 60_000))).toBeLessThan(
        clock.now() - filled + 1_000,
      );
    clock.advance(TEST_SEND_LIMITS.senderWindowMs - 60_000 + 1_000);
    expect((await store().testSends.charge(acct.accountId, { userId: 'u' })).allowed).toBe(true);
  });

  it(`${TEST_SEND_LIMITS.perAccount} per account a day over all users and keys; a refused send is charged to neither window`, async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    await Promise.all(
      Array.from({ length: TEST_SEND_LIMITS.perAccount }, (_, i) =>
        store().testSends.charge(acct.accountId, { userId: `user-${i % 40}` }),
      ),
    );
    const id = await template(acct.apiKey);
    const over = await send(acct.apiKey, id, { to: 'a@example.com' });
    expect([over.status, over.body.code]).toEqual([429, 'test_send_limit']);
    expect(over.body.error).toMatch(/per account per day/);
    // The refused attempt did not use up the key's own hourly window.
    const senderWindow = keys.testSendSenderWindow(acct.accountId, `key:${acct.keyId}`);
    expect(await store().redis.zcard(senderWindow)).toBe(0);
    expect(await store().redis.zcard(keys.testSendAccountWindow(acct.accountId))).toBe(TEST_SEND_LIMITS.perAccount);
    // A day later the account's window has room again.
    clock.advance(TEST_SEND_LIMITS.accountWindowMs + 1_000);
    expect((await store().testSends.charge(acct.accountId, { keyId: acct.keyId })).allowed).toBe(true);
  });

  it('parallel sends at 9 of 10 let exactly one through', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const token = await session(acct, 'racer', ['race@example.com']);
    const id = await template(token);
    for (let i = 0; i < TEST_SEND_LIMITS.perSender - 1; i++)
      await store().testSends.charge(acct.accountId, { userId: 'racer' });
    const results = await Promise.all(Array.from({ length: 6 }, () => send(token, id, { to: 'race@example.com' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 429, 429, 429, 429, 429]);
    await smtp.next();
  });
});

describe('the mail server fails', () => {
  it('unreachable: 503 smtp_unavailable, and the send is not counted', async () => {
    const dead = await startApi({ redisUrl, env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } });
    try {
      const acct = await createAccount(redisUrl, { plan: 'pro' });
      const id = await template(acct.apiKey);
      for (let i = 0; i < TEST_SEND_LIMITS.perSender - 1; i++)
        await store().testSends.charge(acct.accountId, { keyId: acct.keyId });
      const r = await client(dead.url)('POST', `/v1/templates/${id}/test-send`, {
        token: acct.apiKey,
        body: { to: 'a@example.com' },
      });
      expect([r.status, r.body.code]).toEqual([503, 'smtp_unavailable']);
      expect(r.headers.get('retry-after')).toBe('30');
      // The last place of the hour is still free.
      expect((await send(acct.apiKey, id, { to: 'a@example.com' })).status).toBe(200);
      await smtp.next();
      expect((await send(acct.apiKey, id, { to: 'a@example.com' })).status).toBe(429);
    } finally {
      await dead.close();
    }
  });

  it('refusing the recipient: 502 smtp_rejected (permanent) or 503 smtp_unavailable (try later), nothing counted', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const id = await template(acct.apiKey);
    try {
      smtp.refuseRecipients = 550;
      const permanent = await send(acct.apiKey, id, { to: 'gone@example.com' });
      expect([permanent.status, permanent.body.code]).toEqual([502, 'smtp_rejected']);
      smtp.refuseRecipients = 451;
      const later = await send(acct.apiKey, id, { to: 'busy@example.com' });
      expect([later.status, later.body.code]).toEqual([503, 'smtp_unavailable']);
    } finally {
      smtp.refuseRecipients = null;
    }
    for (let i = 0; i < TEST_SEND_LIMITS.perSender; i++) {
      expect((await store().testSends.charge(acct.accountId, { keyId: acct.keyId })).allowed, `charge ${i + 1}`).toBe(
        true,
      );
    }
  });

  it('wrong SMTP credentials: 502 smtp_rejected', async () => {
    const wrong = await startApi({ redisUrl, env: { SMTP_URL: smtp.url.replace('smtp-test-password', 'nope') } });
    try {
      const id = await template(pro.apiKey);
      const r = await client(wrong.url)('POST', `/v1/templates/${id}/test-send`, {
        token: pro.apiKey,
        body: { to: 'a@example.com' },
      });
      expect([r.status, r.body.code]).toEqual([502, 'smtp_rejected']);
    } finally {
      await wrong.close();
    }
  });
});

/** Line endings as the mail transport writes them. */
function normalise(value: string): string {
  return value.replace(/\r\n/g, '\n').trimEnd();
}
