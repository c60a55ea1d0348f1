// What every journey needs: a browser per file, a page on the demo signed in as a demo user,
// locators for the element's parts, and server-side calls with the demo's secret keys.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  chromium,
  expect,
  type Frame,
  type FrameLocator,
  type Page,
} from 'playwright/test';
import { afterAll, beforeAll, inject } from 'vitest';
import { ROOT } from '../demo/build';
import { launchOptions } from '../scripts/chromium';
import { secretKeyCall } from '../server/test/http';
import type { E2eEnv } from './demo-env';

let own: E2eEnv | null = null;
/** The demo this file talks to (its own, from ownDemo()). */
export const env = (): E2eEnv => {
  if (!own) throw new Error('no demo for this file: call ownDemo() at its top level, before its other hooks');
  return own;
};

/**
 * Gives the calling file a demo of its own (e2e/demo-env.ts) for its whole run: its own Redis, API,
 * seeded accounts and keys, and demo host. No journey shares the demo's key, rate limits or
 * templates with another, so the files run beside each other and in any order. Call it at the top
 * level of the file, before the hooks that use env().
 */
export function ownDemo(): void {
  let stop = async () => {};
  beforeAll(async () => {
    const { startDemo } = await import('./demo-env');
    const started = await startDemo(inject('e2eBuilds'));
    own = started.env;
    stop = started.stop;
  });
  afterAll(async () => {
    own = null;
    await stop();
  });
}
export const ARTIFACTS = join(ROOT, 'artifacts', 'e2e');
mkdirSync(ARTIFACTS, { recursive: true });

/** A unique suffix for names made by this run. */
export const stamp = () => `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`;

export async function launch(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

export interface DemoPage {
  context: BrowserContext;
  page: Page;
}

/** Opens the demo in a fresh context (its own cookies and localStorage) and waits for `eb-ready`. */
export async function openDemo(
  browser: Browser,
  options: {
    user?: 'alice' | 'bob';
    workspace?: 'pro' | 'free';
    viewport?: { width: number; height: number };
    ready?: boolean;
  } = {},
): Promise<DemoPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1600, height: 1000 },
    acceptDownloads: true,
  });
  // Nothing outside this machine: a third-party request fails at once (as offline) instead of hanging.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort('internetdisconnected'));
  const page = await context.newPage();
  await page.goto(env().demoUrl);
  if (options.ready === false) return { context, page };
  await waitReady(page);
  if (options.workspace === 'free') {
    await page.getByRole('combobox', { name: 'Workspace' }).selectOption('free');
    await expect(page.locator('#session-facts')).toContainText('Pinecrest Starter');
    await waitReady(page);
  }
  if (options.user === 'bob') await switchUser(page, 'Bob');
  await page.locator('#demo').scrollIntoViewIfNeeded();
  return { context, page };
}

export async function switchUser(page: Page, name: 'Alice' | 'Bob'): Promise<void> {
  await page.getByRole('group', { name: 'Signed-in user' }).getByRole('button', { name }).click();
  await expect(page.locator('#session-facts')).toContainText(`${name} `);
  await waitReady(page);
}

/** The element fired eb-ready for the current mount (the log restarts after a sign-in line). */
export async function waitReady(page: Page): Promise<void> {
  await expect(page.locator('#event-log li').first()).toHaveAttribute('data-event', 'eb-ready', { timeout: 15_000 });
}

export const builder = (page: Page) => page.locator('email-builder');
/** The editor's canvas frame, found by structure: its title is in the element's language. */
const CANVAS_FRAME = 'email-builder eb-editor.screen eb-canvas iframe';
export const canvas = (page: Page): FrameLocator => page.frameLocator(CANVAS_FRAME);

/** The canvas iframe as a Frame (for evaluating inside it). */
export async function canvasFrame(page: Page): Promise<Frame> {
  const handle = await page.locator(CANVAS_FRAME).elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('no canvas frame');
  return frame;
}

/** Logged eb-* events, newest first: `[{event, text}]`. */
export async function loggedEvents(page: Page): Promise<Array<{ event: string; text: string }>> {
  return page.locator('#event-log li').evaluateAll((items) =>
    items.map((li) => ({
      event: (li as HTMLElement).dataset.event ?? '',
      text: li.querySelector('.log-text')?.textContent ?? '',
    })),
  );
}

export async function waitForEvent(page: Page, event: string, text?: string | RegExp, timeout = 15_000): Promise<void> {
  const item = page.locator(`#event-log li[data-event="${event}"]`, text ? { hasText: text } : {});
  await expect(item.first()).toBeVisible({ timeout });
}

export async function openTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name: new RegExp(`^${name}`) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

export const card = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

export async function rename(page: Page, name: string): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Template name' });
  await field.fill(name);
  await field.press('Tab');
}

/** Clicks Save and waits for the host to log eb-save for `name`. */
export async function save(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await waitForEvent(page, 'eb-save', `“${name}”`);
}

/** Server-side call with a secret key, as the customer's backend would make it. */
export async function serverCall<T>(apiKey: string, method: string, path: string, body?: unknown): Promise<T> {
  return secretKeyCall<T>(env().apiUrl, apiKey, method, path, body);
}

export interface ListedTemplate {
  _id: string;
  name: string;
  userId?: string;
}

/** Logs the demo's dashboard user in (what the key owner's dashboard does). */
export async function dashboardToken(): Promise<string> {
  const { email, password } = env().demo.dashboard;
  const response = await fetch(`${env().apiUrl}/v1/dashboard/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`dashboard login answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** `PATCH /v1/keys/{id}/origins` with a dashboard token. */
export async function setOrigins(keyId: string, origins: string[]): Promise<void> {
  const response = await fetch(`${env().apiUrl}/v1/keys/${keyId}/origins`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${await dashboardToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ origins }),
  });
  if (response.status !== 200) throw new Error(`PATCH origins answered ${response.status}: ${await response.text()}`);
}
