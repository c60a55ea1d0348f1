import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyPassword } from '../auth/password';
import type { RedisClient } from '../redis/client';
import { connectRedis, scanKeys } from '../test/harness';
import { createStore, type Store, StoreError } from '.';
import { keys } from './keys';

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

describe('store', () => {
  it('counts renders per UTC month atomically against the plan quota', async () => {
    const { accountId } = await store.createAccount({ plan: 'enterprise', overrides: { renders: 5 } });
    const results = await Promise.all(Array.from({ length: 12 }, () => store.accounts.countRender(accountId)));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, limit: 5 });
    const month = new Date().toISOString().slice(0, 7);
    expect(await redis.hget(keys.usage(accountId), `renders:${month}`)).toBe('5');
    expect((await store.accounts.usage(accountId)).renders).toBe(5);
  });

  it('set-plan keeps enterprise overrides and drops them for other plans', async () => {
    const { accountId } = await store.createAccount({ plan: 'free' });
    expect((await store.accounts.get(accountId))?.limits).toEqual({
      rpm: 60,
      templates: 3,
      renders: 100,
      storageMb: 50,
      coEditors: 1,
    });
    await store.accounts.setPlan(accountId, 'enterprise', { rpm: 9000 });
    await store.accounts.setPlan(accountId, 'enterprise', { storageMb: 77 });
    await store.accounts.setPlan(accountId, 'enterprise', { coEditors: 40 });
    expect((await store.accounts.get(accountId))?.limits).toMatchObject({
      rpm: 9000,
      storageMb: 77,
      templates: 1_000_000_000,
      coEditors: 40,
    });
    await store.accounts.setPlan(accountId, 'pro');
    expect((await store.accounts.get(accountId))?.limits).toEqual({
      rpm: 300,
      templates: 1_000_000_000,
      renders: 10_000,
      storageMb: 1_000,
      coEditors: 5,
    });
  });

  it("an account recorded before coEditors existed has its plan's value", async () => {
    const { accountId } = await store.createAccount({ plan: 'agency' });
    await redis.hdel(keys.account(accountId), 'limit:coEditors');
    expect((await store.accounts.get(accountId))?.limits.coEditors).toBe(20);
  });

  it('dashboard e-mails are unique', async () => {
    const email = `unique-${Date.now()}@example.com`;
    const { accountId } = await store.createAccount({ plan: 'pro', email, password: 'pw-123456' });
    await expect(
      store.createAccount({ plan: 'pro', email: email.toUpperCase(), password: 'x' }),
    ).rejects.toBeInstanceOf(StoreError);
    await expect(store.createDashboardUser(accountId, email, 'y')).rejects.toThrow(/already exists/);
    await expect(store.createDashboardUser('acct_missing', 'new@example.com', 'y')).rejects.toThrow(/does not exist/);
  });

  it('a password change refuses short and common passwords, and keeps the old one', async () => {
    const email = `change-${Date.now()}@example.com`;
    const { accountId, dashboardUserId } = await store.createAccount({
      plan: 'pro',
      email,
      password: 'original-password',
    });
    const user = (await store.dashboardUsers.get(accountId, dashboardUserId!))!;
    await expect(store.dashboardUsers.setPassword(user, 'short-one')).rejects.toThrow(/at least 12 characters/);
    await expect(store.dashboardUsers.setPassword(user, 'Password1234')).rejects.toThrow(/most common passwords/);
    expect(
      await verifyPassword('original-password', (await store.dashboardUsers.get(accountId, user.id))!.passwordHash),
    ).toBe(true);
    await store.dashboardUsers.setPassword(user, 'a-better-password');
    expect(
      await verifyPassword('a-better-password', (await store.dashboardUsers.get(accountId, user.id))!.passwordHash),
    ).toBe(true);
  });

  it('every key of an account carries its hash tag', async () => {
    const { accountId } = await store.createAccount({
      plan: 'pro',
      email: `tag-${Date.now()}@example.com`,
      password: 'pw-123456',
    });
    await store.templates.create(accountId, { name: 'x', userId: 'u1', blockTreeJson: '{}', metadata: {}, tags: [] });
    const found = await scanKeys(redis, `*${accountId}*`);
    expect(found.length).toBeGreaterThan(5);
    for (const key of found) expect(key.startsWith(`{${accountId}}:`), key).toBe(true);
  });

  it('a list call returns a partial page with a cursor when the scan budget runs out, and paging continues', async () => {
    const { accountId } = await store.createAccount({ plan: 'pro' });
    for (let i = 0; i < 12; i++) {
      await store.templates.create(accountId, {
        name: `t${i}`,
        userId: null,
        blockTreeJson: '{}',
        metadata: { n: i % 3 === 0 ? 'hit' : 'miss', m: i % 2 === 0 ? 'even' : 'odd' },
        tags: [],
      });
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const pages: string[][] = [];
    let cursor = null;
    for (let page = 0; page < 20; page++) {
      const filters: Array<[string, string]> = [
        ['m', 'even'],
        ['n', 'hit'],
      ];
      const r = await store.templates.list(accountId, { userId: null, limit: 2, cursor, filters, maxScan: 2 });
      pages.push(r.rows.map((t) => t.name));
      if (!r.next) break;
      cursor = r.next;
    }
    // The walk is over the smaller index (n=hit: t9 t6 t3 t0), two candidates per call; m=even
    // is checked per candidate → budget-limited pages of one match each.
    expect(pages).toEqual([['t6'], ['t0']]);
  });
});
