// The element's component tests run in real Chromium against the real API: one private Redis,
// the API in-process, and accounts per scenario (created here with the server's harness).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { badgeBlock } from '../../core/blocks/__fixtures__/badge';
import { registerBlock } from '../../core/blocks/registry';
import { freePort, startPrivateRedis } from '../../scripts/redis';
import { SESSION_TTL_SECONDS } from '../../server/auth/tokens';
import { keys } from '../../server/store/keys';
import { startApi } from '../../server/test/harness';
import { startAccountService, testAccount } from './account-service';
import { type BuiltFile, buildElement } from './bundle-size';
import { startCdn } from './cdn';
import { startInbox } from './inbox';

export interface TestAccountInfo {
  accountId: string;
  apiKey: string;
  keyId: string;
  email?: string;
  password?: string;
}

export interface ElementTestEnv {
  apiUrl: string;
  /** Origin of a port nothing listens on (the "offline" API). */
  deadUrl: string;
  /**
   * Accounts every file may read. A file whose outcome depends on an account's quota, rate limit or
   * shared templates makes its own with fileAccount() (element/test/accounts.ts) instead.
   */
  accounts: Record<'pro' | 'agency' | 'locked' | 'empty' | 'dashboard', TestAccountInfo>;
  /** `POST` here creates a fresh account (element/test/account-service.ts). */
  accountsUrl: string;
  /** The built element as the API serves it at `${apiUrl}/element/`: every file with its sizes. */
  /** Every built module's source, by file name. */
  bundle: { files: BuiltFile[]; sources: Record<string, string> };
  /** The custom-elements.json the build ships. */
  manifest: string;
  /** The same build from another origin (a CDN) that can fail chunk requests: `POST ${cdnUrl}/_fail` `on`/`off`. */
  cdnUrl: string;
  /** The API's real SMTP server: `GET inboxUrl` lists what it received (element/test/inbox.ts). */
  inboxUrl: string;
  /** A second API instance on the same Redis without SMTP_URL (test sends answer 501). */
  noSmtpApiUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    ebEnv: ElementTestEnv;
  }
}

export default async function setup(project: TestProject) {
  // A block type outside the registry lines: the API must accept and render it (element/blocks/blocks.test.ts).
  registerBlock(badgeBlock);
  const redis = await startPrivateRedis();
  // The element as shipped: built once, served by the API like production serves dist/element.
  const build = await buildElement();
  const inbox = await startInbox();
  const api = await startApi({ redisUrl: redis.url, env: { ELEMENT_DIR: build.dir, SMTP_URL: inbox.smtpUrl } });
  const noSmtpApi = await startApi({ redisUrl: redis.url, env: { ELEMENT_DIR: build.dir } });
  const cdn = await startCdn(build.dir);
  const account = (plan: 'pro' | 'agency', login = false) => testAccount(redis.url, plan, login);
  const accounts: ElementTestEnv['accounts'] = {
    pro: await account('pro'),
    agency: await account('agency'),
    locked: await account('pro', true),
    // Never given a template: the gallery's empty state.
    empty: await account('pro'),
    // Its dashboard user creates and rotates keys (dashboard/api/client.test.ts).
    dashboard: await account('pro', true),
  };
  // Each of these accounts carries the traffic of many test files at once, not one customer's: on a
  // fast machine the suite sent `pro` more than its plan's 300 requests a minute and an unrelated
  // test's seeding got a 429. Per-account overrides are for enterprise only, so the limit is lifted
  // in the record (as server/test/outage.test.ts does). Files whose outcome depends on a limit make
  // their own account with fileAccount(), which keeps its plan's limits.
  for (const busy of Object.values(accounts))
    await api.running.deps.store.redis.hset(keys.account(busy.accountId), 'limit:rpm', 100_000);
  const { tokens } = api.running.deps;
  const accountService = await startAccountService(
    redis.url,
    (accountId, limits) => api.running.deps.store.accounts.setPlan(accountId, 'enterprise', limits),
    (token) => {
      const claims = tokens.verifySession(token);
      return claims ? tokens.issueSession(claims, Date.now() - (SESSION_TTL_SECONDS + 60) * 1000).token : null;
    },
  );
  const bundle = {
    files: build.files,
    sources: Object.fromEntries(build.files.map((f) => [f.name, readFileSync(join(build.dir, f.name), 'utf8')])),
  };
  const deadUrl = `http://127.0.0.1:${await freePort()}`;
  const manifest = readFileSync(join(build.dir, 'custom-elements.json'), 'utf8');
  project.provide('ebEnv', {
    apiUrl: api.url,
    deadUrl,
    accounts,
    accountsUrl: accountService.url,
    bundle,
    cdnUrl: cdn.url,
    manifest,
    inboxUrl: inbox.url,
    noSmtpApiUrl: noSmtpApi.url,
  });
  return async () => {
    await accountService.close();
    await cdn.close();
    await noSmtpApi.close();
    await api.close();
    await inbox.close();
    await redis.stop();
    build.cleanup();
  };
}
