// The dashboard's key creation survives a lost answer: one Idempotency-Key per click, reused by
// its retry, so the retry gets the key the first attempt created (secret included) and the
// account ends up with one new key, not two. Real Chromium, real API.
import { describe, expect, test } from 'vitest';
import type { ApiError } from '../../element/api/errors';
import { env } from '../../element/test/helpers';
import { DashboardClient } from './client';

async function signedIn(): Promise<DashboardClient> {
  const { email, password } = env().accounts.dashboard;
  const client = new DashboardClient({ baseUrl: env().apiUrl, maxRetryWaitMs: 50 });
  client.token = (await client.login(email ?? '', password ?? '')).token;
  return client;
}

/** Lets `path` reach the server, then loses the answer of its first `losses` POSTs, as a dropped connection would. */
function loseAnswers(pathEnd: string, losses: number) {
  const sent: Array<string | null> = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    if (init?.method !== 'POST' || !String(input).endsWith(pathEnd)) return realFetch(input, init);
    sent.push(new Headers(init.headers).get('Idempotency-Key'));
    const response = await realFetch(input, init);
    if (sent.length <= losses) throw new TypeError('Failed to fetch');
    return response;
  };
  return { sent, restore: () => (globalThis.fetch = realFetch) };
}

describe('dashboard key creation', () => {
  test('a lost answer is retried with the same Idempotency-Key: one new key, and its secret works', async () => {
    const client = await signedIn();
    const before = new Set((await client.keys()).map((k) => k.id));
    const lossy = loseAnswers('/v1/dashboard/keys', 1);
    let created: Awaited<ReturnType<DashboardClient['createKey']>>;
    try {
      created = await client.createKey('test');
      await client.createKey('test');
    } finally {
      lossy.restore();
    }
    expect(lossy.sent).toHaveLength(3);
    expect(lossy.sent[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(lossy.sent[1]).toBe(lossy.sent[0]);
    // The next click is a new action: a new key.
    expect(lossy.sent[2]).not.toBe(lossy.sent[0]);

    const added = (await client.keys()).filter((k) => !before.has(k.id));
    expect(added).toHaveLength(2);
    expect(added.map((k) => k.id)).toContain(created.id);
    const validate = await fetch(`${env().apiUrl}/v1/keys/validate`, {
      headers: { Authorization: `Bearer ${created.apiKey}` },
    });
    expect(validate.status).toBe(200);
    for (const key of added) await client.revokeKey(key.id);
  });

  test('a rotation whose answer is lost is replayed, not refused as already revoked', async () => {
    const client = await signedIn();
    const original = await client.createKey('live');
    const lossy = loseAnswers(`/v1/dashboard/keys/${original.id}/rotate`, 1);
    let rotated: Awaited<ReturnType<DashboardClient['rotateKey']>>;
    try {
      rotated = await client.rotateKey(original.id);
    } finally {
      lossy.restore();
    }
    expect(lossy.sent).toHaveLength(2);
    expect(lossy.sent[1]).toBe(lossy.sent[0]);
    expect(rotated.replaced).toMatchObject({ id: original.id, status: 'revoked' });
    const keys = await client.keys();
    expect(keys.filter((k) => k.createdAt >= original.createdAt && k.id !== original.id).map((k) => k.id)).toEqual([
      rotated.id,
    ]);
    await client.revokeKey(rotated.id);
  });

  test('without a lost answer nothing is retried, and failures that cannot be retried are not', async () => {
    const client = await signedIn();
    const lossy = loseAnswers('/rotate', 0);
    try {
      await expect(client.rotateKey('key_doesNotExist')).rejects.toMatchObject({
        status: 404,
      } satisfies Partial<ApiError>);
    } finally {
      lossy.restore();
    }
    expect(lossy.sent).toHaveLength(1);
  });
});
