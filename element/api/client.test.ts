// The API client against the real API: error mapping and the three recoveries.
import { describe, expect, test } from 'vitest';
import { emptyDocument } from '../../core/document/validate';
import { fileAccount } from '../test/accounts';
import { env, mintSession, serverCall, tinyPng, uniqueUser } from '../test/helpers';
import { ApiClient, nextLink } from './client';
import { ApiError } from './errors';

// Own accounts: a rate limit of 4 a minute to hit, and a Free plan's limits.
const limitedAccount = fileAccount('enterprise', { rpm: 4 });
const freeAccount = fileAccount('free');

const client = (token: string, options: Partial<ConstructorParameters<typeof ApiClient>[0]> = {}) =>
  new ApiClient({ baseUrl: env().apiUrl, token, ...options });

describe('ApiClient', () => {
  test('401: every waiting call resumes with the new token; the host is told once', async () => {
    const userId = uniqueUser();
    let expired = 0;
    const api = client('not.a.token', { onSessionExpired: () => expired++ });
    const calls = Promise.all([api.validate(), api.listTemplates()]);
    await expect.poll(() => expired).toBe(1);
    expect(api.waitingForToken).toBe(true);
    api.token = await mintSession(env().accounts.pro.apiKey, userId);
    const [validated, list] = await calls;
    expect(validated.userId).toBe(userId);
    expect(list).toEqual([]);
    expect(expired).toBe(1);
  });

  test('429: waits Retry-After (capped here), retries once, then reports the limit', async () => {
    const userId = uniqueUser();
    const api = client(await mintSession(limitedAccount().apiKey, userId), { maxRetryWaitMs: 300 });
    // The 4-a-minute key is spent by "its server" (earlier tests may have used some already).
    for (let i = 0; i < 5; i++)
      await fetch(`${env().apiUrl}/v1/templates`, { headers: { Authorization: `Bearer ${limitedAccount().apiKey}` } });
    const started = performance.now();
    const error = await api.validate().catch((e: unknown) => e);
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(429);
    expect((error as ApiError).code).toMatch(/rate/);
  });

  test('503 with Retry-After (a failover, a draining instance): waits and retries, the create stored once', async () => {
    const userId = uniqueUser();
    const api = client(await mintSession(env().accounts.pro.apiKey, userId), { maxRetryWaitMs: 200 });
    // The first answer is what an API instance sends while Redis fails over; the retry reaches the real API.
    const realFetch = globalThis.fetch;
    const seen: Array<string | null> = [];
    globalThis.fetch = async (input, init) => {
      seen.push(new Headers(init?.headers).get('Idempotency-Key'));
      if (seen.length === 1)
        return new Response(
          JSON.stringify({
            error: 'the service is temporarily unavailable; retry shortly',
            code: 'service_unavailable',
          }),
          {
            status: 503,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '1' },
          },
        );
      return realFetch(input, init);
    };
    try {
      const created = await api.createTemplate({ name: 'After a failover', blockTree: emptyDocument() });
      expect(created.name).toBe('After a failover');
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBeTruthy();
    expect(seen[1]).toBe(seen[0]);
    const list = await api.listTemplates();
    expect(list.filter((t) => t.name === 'After a failover')).toHaveLength(1);
  });

  test('errors keep status and code; 402 gets words a user can act on', async () => {
    const api = client(await mintSession(env().accounts.pro.apiKey, uniqueUser()));
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => new ApiError({ status: 200, code: 'ok', message: '' }),
        (e: unknown) => e as ApiError,
      );
    const missing = await failure(api.getTemplate('tpl_doesnotexist'));
    expect(missing).toMatchObject({ status: 404 });
    expect(missing.code).toMatch(/not_found/);
    const free = client(await mintSession(freeAccount().apiKey, uniqueUser()));
    const upload = await failure(free.uploadImage(await tinyPng(), 'a.png'));
    expect(upload.status).toBe(402);
    expect(upload.message).toMatch(/^Upgrade required: /);
  });

  test('offline: a closed port is an `offline` error with status 0', async () => {
    const api = new ApiClient({ baseUrl: env().deadUrl, token: 'x' });
    const error = await api.validate().catch((e: unknown) => e as ApiError);
    expect(error).toMatchObject({ status: 0, code: 'offline' });
  });

  test('lists follow Link rel="next" pages', async () => {
    const userId = uniqueUser();
    for (let i = 0; i < 5; i++)
      await serverCall(env().accounts.pro.apiKey, 'POST', '/v1/templates', { name: `Paged ${i}`, userId });
    const api = client(await mintSession(env().accounts.pro.apiKey, userId));
    const all = await api.listTemplates(2);
    expect(
      all
        .filter((t) => t.userId === userId)
        .map((t) => t.name)
        .sort(),
    ).toEqual(['Paged 0', 'Paged 1', 'Paged 2', 'Paged 3', 'Paged 4']);
    expect(nextLink('<https://evil.example/v1/templates?cursor=x>; rel="next"', 'http://api.test')).toBeNull();
    expect(nextLink('</v1/templates?cursor=abc>; rel="next"', 'http://api.test')).toBe(
      'http://api.test/v1/templates?cursor=abc',
    );
  });

  test('start(): one read answers the key check, and the next first-page listing takes its page', async () => {
    const userId = uniqueUser('start');
    for (let i = 0; i < 3; i++)
      await serverCall(env().accounts.pro.apiKey, 'POST', '/v1/templates', { name: `Start ${i}`, userId });
    const token = await mintSession(env().accounts.pro.apiKey, userId);
    const urls: string[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      urls.push(new URL(String(input)).pathname);
      return realFetch(input, init);
    };
    try {
      const api = client(token);
      const key = await api.start();
      expect(key.userId).toBe(userId);
      const page = await api.listTemplatesPage();
      expect(page.items.filter((t) => t.userId === userId).map((t) => t.name)).toEqual([
        'Start 2',
        'Start 1',
        'Start 0',
      ]);
      expect(urls).toEqual(['/v1/start']);
      // The page was taken once: the next listing asks the list route.
      await api.listTemplatesPage();
      expect(urls).toEqual(['/v1/start', '/v1/templates']);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  test('creates send one Idempotency-Key, reused by their retry: a create retried after 401 is stored once', async () => {
    const userId = uniqueUser();
    const sent: Array<{ url: string; key: string | null }> = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      if (init?.method === 'POST' && String(input).endsWith('/v1/templates'))
        sent.push({ url: String(input), key: headers.get('Idempotency-Key') });
      return realFetch(input, init);
    };
    try {
      const api = client('not.a.token');
      const creating = api.createTemplate({ name: 'Once', blockTree: emptyDocument() });
      await expect.poll(() => api.waitingForToken).toBe(true);
      api.token = await mintSession(env().accounts.pro.apiKey, userId);
      const created = await creating;
      expect(sent).toHaveLength(2);
      expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
      expect(sent[1]!.key).toBe(sent[0]!.key);
      const mine = (await api.listTemplates()).filter((t) => t.userId === userId);
      expect(mine.map((t) => t._id)).toEqual([created._id]);
      await api.createTemplate({ name: 'Twice', blockTree: created.blockTree });
      expect(sent[2]!.key).not.toBe(sent[0]!.key);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
