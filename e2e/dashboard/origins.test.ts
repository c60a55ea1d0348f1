// Origins set in the dashboard govern the ELEMENT's requests: a host page on another local port
// loads /element/email-builder.js from the API with a session token and reports eb-ready/eb-error.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionToken } from '../../server/test/harness';
import { ARTIFACTS, type DashboardEnv, openPage, seriousViolations, shot, signIn, startDashboardEnv } from './env';

let env: DashboardEnv;
let owner: Awaited<ReturnType<DashboardEnv['account']>>;
let host: Server;
let hostOrigin: string;

/** The customer's page: loads the element from the API and records its events. */
function hostPage(apiUrl: string, token: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host app</title>
<script>window.__events = [];
for (const name of ['eb-ready', 'eb-error']) document.addEventListener(name, (e) => window.__events.push({ name, detail: e.detail }));</script>
<script type="module" src="${apiUrl}/element/email-builder.js"></script></head>
<body><email-builder api-key="${token}" user-id="origin-user" base-url="${apiUrl}" style="height:600px"></email-builder></body></html>`;
}

beforeAll(async () => {
  env = await startDashboardEnv({ element: true });
  owner = await env.account('pro', 'Summit');
  host = createServer(async (request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    const token = await createSessionToken(env.api.url, owner.apiKey, 'origin-user');
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(hostPage(env.api.url, token));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => host?.close(resolve));
  await env?.close();
});

type EbEvent = { name: string; detail: { status?: number; code?: string; plan?: string } };

/** Loads the host page and waits for the element's first verdict. */
async function elementVerdict(page: Page): Promise<EbEvent> {
  await page.goto(hostOrigin);
  await page.waitForFunction(() => (window as unknown as { __events: unknown[] }).__events.length > 0, null, {
    timeout: 20_000,
  });
  const events = await page.evaluate(() => (window as unknown as { __events: EbEvent[] }).__events);
  return events[0] as EbEvent;
}

async function openOrigins(page: Page) {
  const display = `eb_live_…${owner.apiKey.slice(-4)}`;
  await page
    .locator(`tr[data-key="${owner.keyId}"]`)
    .getByRole('button', { name: `Edit allowed origins of ${display}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Allowed origins of ${display}` });
  await dialog.waitFor();
  return dialog;
}

describe('dashboard origins', () => {
  it('validates origins as typed, saves the canonical list; the element is refused (403) from another origin, then allowed once cleared', async () => {
    const { context, page, errors } = await openPage(env.browser);
    const hostTab = await context.newPage();
    const hostErrors: string[] = [];
    hostTab.on('pageerror', (e) => hostErrors.push(String(e)));

    // Before any origin is set, the element works from the host page.
    expect((await elementVerdict(hostTab)).name).toBe('eb-ready');

    await signIn(page, env.api.url, owner.email, owner.password);
    await page.getByRole('link', { name: 'API keys' }).click();
    let dialog = await openOrigins(page);
    await dialog.getByText('Any origin').first().waitFor();
    await dialog.getByRole('button', { name: 'Add origin' }).click();
    const first = dialog.getByLabel('Origin 1', { exact: true });
    expect(await first.evaluate((el) => el.matches(':focus'))).toBe(true);
    const save = dialog.getByRole('button', { name: 'Save origins' });

    await first.fill('app.example.com');
    await dialog.getByText('Start with https:// or http://').first().waitFor();
    expect(await first.getAttribute('aria-invalid')).toBe('true');
    expect(await save.isDisabled()).toBe(true);
    await first.fill('https://app.example.com/settings');
    await dialog.getByText('Leave out the path').first().waitFor();
    await first.fill('ftp://app.example.com');
    await dialog.getByText('Only http:// and https://').first().waitFor();
    await first.fill('https://App.Example.com:443');
    expect(await first.getAttribute('aria-invalid')).toBe('false');
    await dialog.getByText('Saved as https://app.example.com').first().waitFor();
    // Enter in the last row adds a row; a duplicate is flagged.
    await first.press('Enter');
    await dialog.getByLabel('Origin 2', { exact: true }).fill('https://app.example.com');
    await dialog.getByText('Already in the list as https://app.example.com').first().waitFor();
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Origin 2', { exact: true }).fill('http://localhost:5173');
    expect(await save.isDisabled()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'origins-editor');
    await save.click();
    await dialog.waitFor({ state: 'detached' });
    const chips = page.locator(`tr[data-key="${owner.keyId}"] [data-origins] .chip`);
    expect(await chips.allTextContents()).toEqual(['https://app.example.com', 'http://localhost:5173']);
    await shot(page, 'origins-saved');

    // The server holds exactly the canonical list, and the element on the host page is refused.
    const keys = await page.evaluate(async (api) => {
      const token = JSON.parse(sessionStorage.getItem('eb-dashboard-session') ?? '{}').token;
      const r = await fetch(`${api}/v1/dashboard/keys`, { headers: { Authorization: `Bearer ${token}` } });
      return (await r.json()) as Array<{ id: string; origins: string[] }>;
    }, env.api.url);
    expect(keys.find((k) => k.id === owner.keyId)?.origins).toEqual([
      'https://app.example.com',
      'http://localhost:5173',
    ]);
    const refused = await elementVerdict(hostTab);
    expect(refused.name).toBe('eb-error');
    expect(refused.detail.status).toBe(403);
    expect(refused.detail.code).toBe('origin_not_allowed');
    await hostTab.screenshot({ path: join(ARTIFACTS, 'element-refused-403.png') });

    // Adding the host's own origin lets it in.
    dialog = await openOrigins(page);
    await dialog.getByRole('button', { name: 'Add origin' }).click();
    await dialog.getByLabel('Origin 3', { exact: true }).fill(hostOrigin);
    await dialog.getByRole('button', { name: 'Save origins' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await elementVerdict(hostTab)).name).toBe('eb-ready');
    await page.getByText(`Origins of eb_live_…${owner.apiKey.slice(-4)} saved (3).`).waitFor();

    // Clearing the list ("any origin") with the keyboard only.
    dialog = await openOrigins(page);
    for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'Remove origin 1' }).click();
    expect(await dialog.locator('[data-any-origin]').textContent()).toContain('Any origin');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'origins-empty-any');
    await dialog.getByRole('button', { name: 'Save origins' }).press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.locator(`tr[data-key="${owner.keyId}"] [data-origins]`).textContent()).toContain('Any origin');
    await page.getByText(`Origins cleared: any origin may use eb_live_…${owner.apiKey.slice(-4)}.`).waitFor();

    // Set again to a foreign origin → refused; clear → allowed: the element follows every save.
    dialog = await openOrigins(page);
    await dialog.getByRole('button', { name: 'Add origin' }).click();
    await dialog.getByLabel('Origin 1', { exact: true }).fill('https://elsewhere.example');
    await dialog.getByRole('button', { name: 'Save origins' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await elementVerdict(hostTab)).detail.status).toBe(403);
    dialog = await openOrigins(page);
    await dialog.getByRole('button', { name: 'Remove origin 1' }).click();
    await dialog.getByRole('button', { name: 'Save origins' }).click();
    await dialog.waitFor({ state: 'detached' });
    const allowed = await elementVerdict(hostTab);
    expect(allowed.name).toBe('eb-ready');
    expect(allowed.detail.plan).toBe('pro');
    await hostTab.screenshot({ path: join(ARTIFACTS, 'element-allowed.png') });

    expect(errors).toEqual([]);
    expect(hostErrors).toEqual([]);
    await context.close();
  });
});
