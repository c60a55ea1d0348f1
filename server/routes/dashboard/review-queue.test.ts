// The dashboard's review queue (docs/api.md §15): the account's shared templates in review, who
// asked and when, for a dashboard token only, never another account's.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, loginDashboard, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let a: TestAccount;
let b: TestAccount;
let tokenA: string;
let tokenB: string;
const stamp = Date.now();

const doc = (text: string) => ({ blocks: [{ id: 'h', type: 'heading', props: { text } }] });

async function session(account: TestAccount, userId: string, role?: string): Promise<string> {
  const r = await call('POST', '/v1/sessions', { token: account.apiKey, body: { userId, ...(role && { role }) } });
  expect(r.status, r.text).toBe(201);
  return r.body.sessionToken as string;
}

async function shared(account: TestAccount, name: string): Promise<string> {
  const r = await call('POST', '/v1/templates', { token: account.apiKey, body: { name, blockTree: doc(name) } });
  expect(r.status, r.text).toBe(201);
  return r.body._id as string;
}

const move = async (token: string, id: string, status: string) => {
  const r = await call('POST', `/v1/templates/${id}/status`, { token, body: { status } });
  expect(r.status, r.text).toBe(200);
};

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
  a = await createAccount(redisUrl, { plan: 'pro', email: `queue-a-${stamp}@example.com`, password: 'queue-password' });
  b = await createAccount(redisUrl, { plan: 'pro', email: `queue-b-${stamp}@example.com`, password: 'queue-password' });
  tokenA = await loginDashboard(api.url, `queue-a-${stamp}@example.com`, 'queue-password');
  tokenB = await loginDashboard(api.url, `queue-b-${stamp}@example.com`, 'queue-password');
});
afterAll(async () => {
  await api?.close();
});

describe('GET /v1/dashboard/review-queue', () => {
  it("lists the account's templates in review with who asked and when, not drafts, approved ones or another account's", async () => {
    const member = await session(a, 'mia', 'member');
    const manager = await session(a, 'max', 'manager');
    const waiting = await shared(a, 'Waiting');
    const draft = await shared(a, 'Still a draft');
    const approved = await shared(a, 'Approved already');
    const before = Date.now();
    await move(member, waiting, 'in_review');
    await move(manager, approved, 'in_review');
    await move(manager, approved, 'approved');
    // An edit while in review records a new version: the request stays found on the older one.
    const edited = await call('PUT', `/v1/templates/${waiting}`, {
      token: a.apiKey,
      body: { blockTree: doc('Waiting, edited') },
    });
    expect(edited.status, edited.text).toBe(200);
    const other = await shared(b, 'Another account');
    await move(b.apiKey, other, 'in_review');

    const r = await call('GET', '/v1/dashboard/review-queue', { token: tokenA });
    expect(r.status, r.text).toBe(200);
    expect(r.body).toHaveLength(1);
    const [item] = r.body;
    expect(item).toMatchObject({ _id: waiting, name: 'Waiting', requestedBy: 'mia' });
    expect(Date.parse(item.requestedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(item.updatedAt)).toBeGreaterThanOrEqual(Date.parse(item.requestedAt));
    expect(r.body.map((t: { _id: string }) => t._id)).not.toContain(draft);

    const theirs = await call('GET', '/v1/dashboard/review-queue', { token: tokenB });
    expect(theirs.body).toEqual([expect.objectContaining({ _id: other, name: 'Another account', requestedBy: null })]);
  });

  it('a secret key or a session token is 401: the queue is for the dashboard', async () => {
    expect((await call('GET', '/v1/dashboard/review-queue', { token: a.apiKey })).status).toBe(401);
    expect((await call('GET', '/v1/dashboard/review-queue', { token: await session(a, 'mia') })).status).toBe(401);
    expect((await call('GET', '/v1/dashboard/review-queue')).status).toBe(401);
  });
});
