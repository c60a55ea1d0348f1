// What every dashboard e2e file needs: a private Redis, the API serving the dashboard (and, when
// asked, the element) as the global set-up built them, real Chromium, and helpers for
// signing in, accessibility checks, console errors and screenshots.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { inject } from 'vitest';
import { launchOptions } from '../../scripts/chromium';
import { startPrivateRedis } from '../../scripts/redis';
import type { PlanName } from '../../server/plans';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../../server/test/harness';

const ROOT = new URL('../../', import.meta.url).pathname;
export const ARTIFACTS = join(ROOT, 'artifacts', 'dashboard');

export interface DashboardEnv {
  api: StartedApi;
  redisUrl: string;
  browser: Browser;
  /** Creates an account with a dashboard user (password `correct horse battery staple`). */
  account(plan: PlanName, name?: string): Promise<TestAccount & { email: string; password: string }>;
  close(): Promise<void>;
}

let counter = 0;

export async function startDashboardEnv(options: { element?: boolean } = {}): Promise<DashboardEnv> {
  // Built once for every journey by e2e/global-setup.ts.
  const builds = inject('e2eBuilds');
  const redis = await startPrivateRedis();
  const cleanups: Array<() => Promise<unknown> | unknown> = [() => redis.stop()];
  try {
    const api = await startApi({
      redisUrl: redis.url,
      env: { DASHBOARD_DIR: builds.dashboard, ...(options.element && { ELEMENT_DIR: builds.element }) },
    });
    cleanups.unshift(() => api.close());
    const browser = await chromium.launch(launchOptions());
    cleanups.unshift(() => browser.close());
    mkdirSync(ARTIFACTS, { recursive: true });
    return {
      api,
      redisUrl: redis.url,
      browser,
      async account(plan, name = 'Acme Mail') {
        const email = `owner-${Date.now().toString(36)}-${++counter}@example.com`;
        const password = 'correct horse battery staple';
        const created = await createAccount(redis.url, { plan, name, email, password });
        return { ...created, email, password };
      },
      async close() {
        for (const cleanup of cleanups) await cleanup();
      },
    };
  } catch (error) {
    for (const cleanup of cleanups) await cleanup();
    throw error;
  }
}

/** A page that records console errors and uncaught exceptions (each test asserts none). */
export async function openPage(
  browser: Browser,
  options: { colorScheme?: 'light' | 'dark' } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 860 },
    colorScheme: options.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return { context, page, errors };
}

export async function signIn(page: Page, apiUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${apiUrl}/dashboard`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
}

/** axe-core over the whole page (shadow roots included); returns serious and critical violations. */
export async function seriousViolations(page: Page): Promise<Array<{ id: string; impact: string; nodes: string[] }>> {
  // Email previews are user content in sandboxed frames where no script (axe included) can run:
  // the frames themselves are checked (title, focus), their content is not. Legacy mode with
  // `iframes: false` never waits on a frame that cannot answer.
  const results = await new AxeBuilder({ page }).setLegacyMode().options({ iframes: false }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
}

export async function shot(page: Page, name: string): Promise<string> {
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** Calls the API the way a customer's server would. */
export async function apiCall(
  apiUrl: string,
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body !== undefined && { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON.
  }
  return { status: response.status, body: parsed };
}
