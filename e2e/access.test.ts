// Journeys (e), (f) and (g): the key's origin allowlist, a Free account's template limit, and an
// expired session token refreshed by the host while a save is pending.
import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { type Browser, expect } from 'playwright/test';
import { afterAll, beforeAll, describe, test } from 'vitest';
import {
  builder,
  card,
  env,
  type ListedTemplate,
  launch,
  openDemo,
  ownDemo,
  rename,
  serverCall,
  setOrigins,
  stamp,
  waitForEvent,
  waitReady,
} from './helpers';

// Blocks the demo's key by origin and fills the Free account: on a demo of its own.
ownDemo();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('access rules seen from the demo', () => {
  test('(e) an origin allowlist without the demo’s origin → the origin error; cleared → works again', async () => {
    const { keyId } = env().demo.pro;
    try {
      await setOrigins(keyId, ['https://app.elsewhere.example']);
      const blocked = await openDemo(browser, { ready: false });
      const demoOrigin = new URL(env().demoUrl).origin;
      // The end user reads what they can do; the integrator's detail (which origin) is in eb-error.
      await expect(builder(blocked.page).getByRole('alert')).toContainText(
        'The email editor is not enabled on this website yet',
      );
      await expect(builder(blocked.page).getByRole('alert')).not.toContainText('origin');
      await waitForEvent(blocked.page, 'eb-error', /403/);
      await waitForEvent(blocked.page, 'eb-error', `origin (${demoOrigin}) is not allowed`);
      await expect(blocked.page.getByRole('tab', { name: /^My Templates/ })).toHaveCount(0);

      // Listing the demo's own origin lets it in.
      await setOrigins(keyId, [demoOrigin]);
      await blocked.page.reload();
      await waitReady(blocked.page);
      await expect(card(blocked.page, 'Northwind newsletter')).toBeVisible();
      await blocked.context.close();

      await setOrigins(keyId, ['https://app.elsewhere.example']);
      const again = await openDemo(browser, { ready: false });
      await expect(builder(again.page).getByRole('alert')).toContainText('is not enabled on this website');
      // Cleared: every origin may use the key again.
      await setOrigins(keyId, []);
      await again.page.reload();
      await waitReady(again.page);
      await expect(card(again.page, 'Northwind newsletter')).toBeVisible();
      await again.context.close();
    } finally {
      await setOrigins(keyId, []);
    }
  });

  test('(f) a Free account’s fourth template → the upgrade message, and nothing is stored', async () => {
    const { apiKey } = env().demo.free;
    const all = () => serverCall<ListedTemplate[]>(apiKey, 'GET', '/v1/templates');
    // Fill the account up to the Free plan's three templates, as its users would have.
    for (let i = (await all()).length; i < 3; i++) {
      await serverCall(apiKey, 'POST', '/v1/templates', { name: `Trial draft ${i + 1}`, userId: 'alice' });
    }
    expect(await all()).toHaveLength(3);

    const { page, context } = await openDemo(browser, { workspace: 'free' });
    try {
      await expect(page.locator('#session-facts')).toContainText('free');
      await page.getByRole('button', { name: 'New template' }).click();
      await page.getByRole('button', { name: 'Heading', exact: true }).click();
      const name = `Fourth on free ${stamp()}`;
      await rename(page, name);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(
        builder(page)
          .getByText(/You have reached your plan’s template limit/)
          .first(),
      ).toBeVisible();
      await waitForEvent(page, 'eb-error', /402 template_limit_reached/);
      expect((await all()).map((t) => t.name)).not.toContain(name);
      // Export stays available on Free; image upload is shown as an upgrade.
      await page.getByRole('button', { name: 'Image', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Upload image' })).toHaveAttribute('aria-disabled', 'true');
    } finally {
      await context.close();
    }
  });

  test('(g) an expired session → eb-session-expired → the host sets a fresh token → the pending save completes', async () => {
    const { page, context } = await openDemo(browser);
    try {
      await page.getByRole('button', { name: 'New template' }).click();
      await page.getByRole('button', { name: 'Heading', exact: true }).click();
      const name = `Saved after expiry ${stamp()}`;
      await rename(page, name);

      // Two hours pass: the same token, signed with the API's real secret, now past its exp.
      const current = (await builder(page).getAttribute('api-key')) ?? '';
      const claims = jwt.decode(current) as Record<string, unknown>;
      const sign = (iat: number) =>
        jwt.sign({ acct: claims.acct, key: claims.key, gen: claims.gen, iat, exp: iat + 7200 }, env().sessionSecret, {
          algorithm: 'HS256',
          issuer: claims.iss as string,
          audience: claims.aud as string,
          subject: claims.sub as string,
          jwtid: randomUUID(),
        });
      const now = Math.floor(Date.now() / 1000);
      const expired = sign(now - 7300);
      const validate = (token: string) =>
        fetch(`${env().apiUrl}/v1/keys/validate`, { headers: { Authorization: `Bearer ${token}` } });
      // Signed like the real thing (a fresh iat is accepted), refused only because it expired.
      expect((await validate(sign(now))).status).toBe(200);
      expect((await validate(expired)).status).toBe(401);

      await builder(page).evaluate((el, token) => el.setAttribute('api-key', token), expired);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await waitForEvent(page, 'eb-session-expired');
      await waitForEvent(page, 'host', 'Fetched a fresh session token');
      await waitForEvent(page, 'eb-save', `“${name}”`);
      await expect(builder(page).getByText('Saved', { exact: true })).toBeVisible();

      const fresh = (await builder(page).getAttribute('api-key')) ?? '';
      expect(fresh).not.toBe(expired);
      expect((await validate(fresh)).status).toBe(200);
      const mine = await serverCall<ListedTemplate[]>(env().demo.pro.apiKey, 'GET', '/v1/templates?userId=alice');
      expect(mine.find((t) => t.name === name)?.userId).toBe('alice');
      // The order the host saw: expired first, then the save.
      const order = await page
        .locator('#event-log li')
        .evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.event));
      expect(order.indexOf('eb-save')).toBeLessThan(order.indexOf('eb-session-expired'));
    } finally {
      await context.close();
    }
  });
});
