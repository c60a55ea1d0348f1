import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type DashboardEnv, openPage, seriousViolations, shot, signIn, startDashboardEnv } from './env';

let env: DashboardEnv;
let owner: Awaited<ReturnType<DashboardEnv['account']>>;

beforeAll(async () => {
  env = await startDashboardEnv();
  owner = await env.account('pro', 'Fernhouse');
});
afterAll(async () => {
  await env?.close();
});

async function openKeys(page: Page): Promise<void> {
  await signIn(page, env.api.url, owner.email, owner.password);
  await page.getByRole('link', { name: 'API keys' }).click();
  await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
  await page.locator('tr[data-key]').first().waitFor();
}

const row = (page: Page, keyId: string) => page.locator(`tr[data-key="${keyId}"]`);
const activeElement = (page: Page) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el ? `${el.tagName.toLowerCase()}:${el.textContent?.trim() ?? ''}` : '';
  });

describe('dashboard keys', () => {
  it('lists keys with prefix and last four, created date, status and origins; never a secret', async () => {
    const { context, page, errors } = await openPage(env.browser);
    await openKeys(page);
    const first = row(page, owner.keyId);
    expect(await first.locator('th').textContent()).toContain(`eb_live_…${owner.apiKey.slice(-4)}`);
    expect(await first.locator('th').textContent()).toContain(owner.keyId);
    expect(await first.textContent()).toContain('Active');
    expect(await first.locator('[data-origins]').textContent()).toContain('Any origin');
    expect(await first.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await page.content()).not.toContain(owner.apiKey.slice(8, 20));
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'keys');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates a key whose secret is shown once, works against the API, and is refused once revoked in the UI', async () => {
    const { context, page, errors } = await openPage(env.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.api.url });
    await openKeys(page);
    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a secret key' });
    await dialog.waitFor();
    await dialog.getByRole('radio', { name: /Test/ }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Create key' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Your new secret key' });
    await secretDialog.waitFor();
    expect(await secretDialog.textContent()).toContain("You won't see this secret again");
    const secret = await secretDialog.getByLabel('Secret key').inputValue();
    expect(secret).toMatch(/^eb_test_[0-9A-Za-z]{38}$/);
    expect(await activeElement(page)).toContain('Copy');
    await secretDialog.getByRole('button', { name: 'Copy' }).click();
    await secretDialog.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'keys-secret-once');

    // The secret works server-to-server right away.
    expect((await apiCall(env.api.url, 'GET', '/v1/keys/validate', secret)).status).toBe(200);
    await secretDialog.getByRole('button', { name: "I've saved it" }).click();
    await secretDialog.waitFor({ state: 'detached' });
    // Gone from the page once dismissed, and never in the list.
    expect(await page.content()).not.toContain(secret);
    const keys = (await apiCall(env.api.url, 'GET', '/v1/keys/validate', secret)).status;
    expect(keys).toBe(200);

    const display = `eb_test_…${secret.slice(-4)}`;
    const created = page.locator('tr[data-key]', { hasText: display });
    expect(await created.textContent()).toContain('Test');
    await created.getByRole('button', { name: `Revoke ${display}` }).click();
    const confirm = page.getByRole('dialog', { name: `Revoke ${display}?` });
    await confirm.waitFor();
    expect(await activeElement(page)).toBe('button:Cancel');
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'keys-revoke-confirm');
    // Cancel keeps the key.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect((await apiCall(env.api.url, 'GET', '/v1/keys/validate', secret)).status).toBe(200);
    await created.getByRole('button', { name: `Revoke ${display}` }).click();
    await confirm.getByRole('button', { name: 'Revoke key' }).click();
    await created.getByText('Revoked').waitFor();
    expect(await created.getByRole('button').count()).toBe(0);
    expect(await page.getByRole('status').textContent()).toContain(`Key ${display} revoked`);
    const refused = await apiCall(env.api.url, 'GET', '/v1/keys/validate', secret);
    expect(refused.status).toBe(401);
    await shot(page, 'keys-revoked');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('rotates a key in one step: new secret shown once works, the old key is refused', async () => {
    const { context, page, errors } = await openPage(env.browser);
    await openKeys(page);
    const display = `eb_live_…${owner.apiKey.slice(-4)}`;
    await row(page, owner.keyId)
      .getByRole('button', { name: `Rotate ${display}` })
      .click();
    const confirm = page.getByRole('dialog', { name: `Rotate ${display}?` });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain('same mode and allowed origins');
    await confirm.getByRole('button', { name: 'Rotate key' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Key rotated: here is the new secret' });
    await secretDialog.waitFor();
    const secret = await secretDialog.getByLabel('Secret key').inputValue();
    expect(secret).toMatch(/^eb_live_/);
    expect(await secretDialog.textContent()).toContain(`Replaces ${display}`);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'keys-rotated');
    expect((await apiCall(env.api.url, 'GET', '/v1/keys/validate', secret)).status).toBe(200);
    expect((await apiCall(env.api.url, 'GET', '/v1/keys/validate', owner.apiKey)).status).toBe(401);
    // Escape closes the dialog; the table shows the old key revoked and the new one active.
    await page.keyboard.press('Escape');
    await secretDialog.waitFor({ state: 'detached' });
    expect(await row(page, owner.keyId).textContent()).toContain('Revoked');
    expect(await page.locator('tr[data-key]', { hasText: `eb_live_…${secret.slice(-4)}` }).textContent()).toContain(
      'Active',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('works by keyboard: dialogs open from the keyboard, Escape closes, focus returns', async () => {
    const { context, page, errors } = await openPage(env.browser);
    await openKeys(page);
    await page.getByRole('button', { name: 'Create key' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Create a secret key' }).waitFor();
    expect(await activeElement(page)).toMatch(/^input:/);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await activeElement(page)).toBe('button:Create key');
    expect(errors).toEqual([]);
    await context.close();
  });
});
