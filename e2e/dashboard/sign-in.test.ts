import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardEnv, openPage, seriousViolations, shot, signIn, startDashboardEnv } from './env';

let env: DashboardEnv;
let owner: Awaited<ReturnType<DashboardEnv['account']>>;

beforeAll(async () => {
  env = await startDashboardEnv();
  owner = await env.account('pro', 'Northwind Mail');
});
afterAll(async () => {
  await env?.close();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

describe('dashboard sign-in', () => {
  it('refuses a wrong password with an error and keeps the user on the form', async () => {
    const { context, page, errors } = await openPage(env.browser);
    await page.goto(`${env.api.url}/dashboard`);
    await heading(page, 'Sign in to your dashboard').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'sign-in');
    await page.getByLabel('E-mail').fill(owner.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Wrong e-mail or password');
    expect(await page.getByLabel('Password').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'sign-in-error');
    // The browser logs the 401 response itself; nothing else may reach the console.
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();
  });

  it('signs in by keyboard, keeps the token in sessionStorage only, survives reload, signs out', async () => {
    const { context, page, errors } = await openPage(env.browser);
    await page.goto(`${env.api.url}/dashboard`);
    await page.getByLabel('E-mail').waitFor();
    // The e-mail field has focus on load: type, Tab, type, Enter.
    await page.keyboard.type(owner.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(owner.password);
    await page.keyboard.press('Enter');
    await heading(page, 'Overview').waitFor();
    expect(await page.locator('[data-plan]').textContent()).toBe('pro');
    const stored = await page.evaluate(() => ({
      session: sessionStorage.getItem('eb-dashboard-session'),
      local: { ...localStorage },
    }));
    expect(JSON.parse(stored.session ?? '{}').token).toMatch(/^ey/);
    expect(JSON.stringify(stored.local)).not.toContain('ey');
    expect(await page.evaluate(() => document.cookie)).toBe('');
    await page.reload();
    await heading(page, 'Overview').waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await heading(page, 'Sign in to your dashboard').waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('eb-dashboard-session'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an expired or refused token returns to sign-in with a notice', async () => {
    const { context, page, errors } = await openPage(env.browser);
    await signIn(page, env.api.url, owner.email, owner.password);
    // Expiry: the stored expiry passes → the next load starts at sign-in.
    await page.evaluate(() => {
      const s = JSON.parse(sessionStorage.getItem('eb-dashboard-session') ?? '{}');
      sessionStorage.setItem('eb-dashboard-session', JSON.stringify({ ...s, expiresAt: Date.now() - 1 }));
    });
    await page.reload();
    await heading(page, 'Sign in to your dashboard').waitFor();
    // Expiry while open: the timer fires at the stored expiry.
    await signIn(page, env.api.url, owner.email, owner.password);
    await page.evaluate(() => {
      const s = JSON.parse(sessionStorage.getItem('eb-dashboard-session') ?? '{}');
      sessionStorage.setItem('eb-dashboard-session', JSON.stringify({ ...s, expiresAt: Date.now() + 1500 }));
    });
    await page.reload();
    await heading(page, 'Overview').waitFor();
    await heading(page, 'Sign in to your dashboard').waitFor({ timeout: 10_000 });
    expect(await page.getByRole('status').textContent()).toContain('Your session expired');
    // A token the server refuses (401) does the same on the first call.
    await page.evaluate(() =>
      sessionStorage.setItem(
        'eb-dashboard-session',
        JSON.stringify({ token: 'ey.not.valid', expiresAt: Date.now() + 3_600_000 }),
      ),
    );
    await page.goto(`${env.api.url}/dashboard/keys`);
    await heading(page, 'Sign in to your dashboard').waitFor();
    expect(await page.getByRole('status').textContent()).toContain('Sign in again');
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();
  });

  it('deep links open their view; navigation by keyboard with visible focus; dark theme by OS and toggle', async () => {
    const { context, page, errors } = await openPage(env.browser, { colorScheme: 'dark' });
    await signIn(page, env.api.url, owner.email, owner.password);
    await page.goto(`${env.api.url}/dashboard/library`);
    await heading(page, 'Template library').waitFor();
    const background = () =>
      page.evaluate(() => getComputedStyle(document.querySelector('eb-dashboard') as Element).backgroundColor);
    expect(await background()).toBe('rgb(18, 19, 22)');
    // Skip link first, then the nav links: Tab reaches "API keys" and Enter opens it.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('eb-dashboard')?.shadowRoot?.activeElement?.textContent),
    ).toContain('Skip to content');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.querySelector('eb-dashboard')?.shadowRoot?.activeElement as HTMLElement;
      return { text: el.textContent?.trim(), shadow: getComputedStyle(el).boxShadow };
    });
    expect(focused.text).toBe('API keys');
    expect(focused.shadow).not.toBe('none');
    await page.keyboard.press('Enter');
    await heading(page, 'API keys').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/keys');
    await page.goBack();
    await heading(page, 'Template library').waitFor();
    await page.getByRole('button', { name: 'Dark theme' }).click();
    expect(await page.getByRole('button', { name: 'Dark theme' }).getAttribute('aria-pressed')).toBe('false');
    expect(await background()).toBe('rgb(248, 248, 250)');
    await page.reload();
    await heading(page, 'Template library').waitFor();
    expect(await background()).toBe('rgb(248, 248, 250)');
    expect(errors).toEqual([]);
    await context.close();
  });
  it('every view passes axe in the dark theme and at phone width', async () => {
    const { context, page, errors } = await openPage(env.browser, { colorScheme: 'dark' });
    await page.goto(`${env.api.url}/dashboard`);
    await heading(page, 'Sign in to your dashboard').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'sign-in-dark');
    await signIn(page, env.api.url, owner.email, owner.password);
    for (const [path, title, name] of [
      ['', 'Overview', 'overview'],
      ['/keys', 'API keys', 'keys'],
      ['/library', 'Template library', 'library'],
    ] as const) {
      await page.goto(`${env.api.url}/dashboard${path}`);
      await heading(page, title).waitFor();
      await page.locator('[data-meter], tr[data-key], [data-template]').first().waitFor();
      expect(await seriousViolations(page), name).toEqual([]);
      await shot(page, `${name}-dark`);
    }
    await page.setViewportSize({ width: 390, height: 800 });
    for (const [path, title, name] of [
      ['', 'Overview', 'overview'],
      ['/keys', 'API keys', 'keys'],
    ] as const) {
      await page.goto(`${env.api.url}/dashboard${path}`);
      await heading(page, title).waitFor();
      await page.locator('[data-meter], tr[data-key]').first().waitFor();
      expect(await seriousViolations(page), `${name} (phone)`).toEqual([]);
      await shot(page, `${name}-phone-dark`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
