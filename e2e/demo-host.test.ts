// The demo host as a customer's integration: the secret keys never reach the browser, the session
// route mints tokens only for the signed-in user, the page and its "Embed it" snippet match what it
// really serves, and the page passes axe without serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import jwt from 'jsonwebtoken';
import { type Browser, expect } from 'playwright/test';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { builder, env, launch, openDemo, ownDemo, switchUser, waitReady } from './helpers';

ownDemo();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const subjectOf = (token: string) => (jwt.decode(token) as { sub?: string } | null)?.sub;

describe('the demo host', () => {
  test('its secret keys never reach the browser; the element only ever holds a session token for the signed-in user', async () => {
    const { page, context } = await openDemo(browser, { ready: false });
    const reads: Array<Promise<string>> = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (/json|text|javascript/.test(type)) reads.push(response.text().catch(() => ''));
    });
    try {
      await page.reload();
      await waitReady(page);
      const token = (await builder(page).getAttribute('api-key')) ?? '';
      expect(token.split('.')).toHaveLength(3);
      expect(subjectOf(token)).toBe('alice');
      await switchUser(page, 'Bob');
      expect(subjectOf((await builder(page).getAttribute('api-key')) ?? '')).toBe('bob');
      await page.getByRole('combobox', { name: 'Workspace' }).selectOption('free');
      await expect(page.locator('#session-facts')).toContainText('Pinecrest Starter');
      await waitReady(page);

      const bodies = await Promise.all(reads);
      const seen = bodies.join('\n') + (await page.content());
      expect(bodies.length).toBeGreaterThan(5);
      for (const secret of [env().demo.pro.apiKey, env().demo.free.apiKey]) expect(seen).not.toContain(secret);
      expect(seen).not.toMatch(/eb_(live|test)_[0-9A-Za-z]{20,}/);
    } finally {
      await context.close();
    }
  });

  test('POST /api/email-builder/session answers for the signed-in user only; a forged cookie gains nothing', async () => {
    const session = async (cookie?: string) => {
      const response = await fetch(`${env().demoUrl}/api/email-builder/session`, {
        method: 'POST',
        headers: cookie ? { cookie } : {},
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      return (await response.json()) as { sessionToken: string; expiresIn: number; userId: string };
    };
    const signIn = await fetch(`${env().demoUrl}/api/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: 'bob', workspace: 'pro' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const bob = await session(cookie);
    expect(bob.userId).toBe('bob');
    expect(subjectOf(bob.sessionToken)).toBe('bob');
    expect(bob.expiresIn).toBe(7200);
    // Editing the cookie without its signature does not make anyone bob.
    expect(subjectOf((await session('pc_user=bob; pc_workspace=pro')).sessionToken)).toBe('alice');
    // The token works against the API as a session token, and only as one.
    const validate = await fetch(`${env().apiUrl}/v1/keys/validate`, {
      headers: { Authorization: `Bearer ${bob.sessionToken}` },
    });
    expect(validate.status).toBe(200);
    expect(((await validate.json()) as { userId?: string }).userId).toBe('bob');
    const unknown = await fetch(`${env().demoUrl}/api/sign-in`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: 'mallory' }),
    });
    expect(unknown.status).toBe(400);
  });

  test('the page: the script tag from the API, an "Embed it" snippet that matches it, screenshots, and no serious axe violations', async () => {
    const { page, context } = await openDemo(browser);
    try {
      const src = `${env().apiUrl}/element/email-builder.js`;
      await expect(page.locator(`script[type="module"][src="${src}"]`)).toHaveCount(1);
      const snippets = page.locator('#snippets pre');
      await expect(snippets).toHaveCount(3);
      await expect(snippets.nth(0)).toContainText(`fetch('${env().apiUrl}/v1/sessions'`);
      await expect(snippets.nth(0)).toContainText("router.post('/api/email-builder/session'");
      await expect(snippets.nth(1)).toHaveText(`<script type="module" src="${src}"></script>`);
      await expect(snippets.nth(2)).toContainText("addEventListener('eb-session-expired'");
      // The landing shows the suite's screenshots (committed in docs/screenshots).
      for (const name of ['editor', 'gallery']) {
        const img = page.locator(`#hero-shots img[src="/screenshots/${name}.png"]`);
        await expect(img).toBeVisible();
        expect(await img.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(1000);
      }
      await expect(page.locator('#element-size')).toHaveText(/^\d+\.\d$/);

      const results = await new AxeBuilder({ page }).setLegacyMode().options({ iframes: false }).analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
