// The dashboard in every shipped language: each view (overview, keys with its origins and
// create dialogs, library) renders with no missing message, German shows German, Arabic is laid
// out right to left with the navigation on the right, and the choice survives a reload. Real
// Chromium, the built dashboard, the API on a private Redis.
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, type DashboardEnv, openPage, seriousViolations, shot, signIn, startDashboardEnv } from './env';

let env: DashboardEnv;
let owner: Awaited<ReturnType<DashboardEnv['account']>>;

beforeAll(async () => {
  env = await startDashboardEnv();
  owner = await env.account('pro', 'Polyglot Mail');
  // Something to show in every view: a template (usage) and an allowed origin (chips).
  expect((await apiCall(env.api.url, 'POST', '/v1/templates', owner.apiKey, { name: 'Hello' })).status).toBe(201);
  const login = await fetch(`${env.api.url}/v1/dashboard/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: owner.email, password: owner.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const origins = await apiCall(env.api.url, 'PATCH', `/v1/keys/${owner.keyId}/origins`, token, {
    origins: ['https://app.example.com'],
  });
  expect(origins.status).toBe(200);
});
afterAll(async () => {
  await env?.close();
});

const LOCALES = ['de', 'fr', 'es', 'pt-BR', 'ja', 'ar', 'en'] as const;
type Locale = (typeof LOCALES)[number];

/** What a message key looks like (`keys.action.rotate`); URLs are removed first (`app.example.com`). */
const KEY_PATTERN = /\b[a-z]+(?:\.[a-z][A-Za-z0-9]*)+\b/;

/** Every rendered text and accessible-name attribute of the page, shadow roots included. */
function dashboardTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [document.title];
    const visit = (root: Node) => {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
        if (node.nodeType === Node.TEXT_NODE) {
          const text = node.textContent?.trim();
          if (text && node.parentElement?.checkVisibility()) out.push(text);
          continue;
        }
        const el = node as Element;
        for (const attr of ['aria-label', 'aria-valuetext', 'title', 'placeholder', 'alt', 'data-label']) {
          const value = el.getAttribute?.(attr);
          if (value) out.push(value);
        }
        if (el.shadowRoot) visit(el.shadowRoot);
      }
    };
    visit(document.body);
    return out;
  });
}

async function expectNoKeys(page: Page, where: string): Promise<void> {
  const suspicious = (await dashboardTexts(page))
    .map((t) => t.replace(/https?:\/\/\S+/g, ''))
    .filter((t) => KEY_PATTERN.test(t));
  expect(suspicious, where).toEqual([]);
}

const select = (page: Page) => page.locator('eb-dash-language select');

async function pickLanguage(page: Page, locale: Locale): Promise<void> {
  await select(page).selectOption(locale);
  await page.waitForFunction((l) => document.documentElement.lang === l, locale);
}

const VIEWS = [
  { path: '', ready: '[data-meter]' },
  { path: '/keys', ready: 'tr[data-key]' },
  { path: '/library', ready: '[data-template]' },
] as const;

async function openView(page: Page, path: string, ready: string): Promise<void> {
  await page.locator(`nav a[href="/dashboard${path}"]`).click();
  await page.locator(ready).first().waitFor();
}

/** The keys view's dialogs: origins (with a refused and a normalised row) and create. */
async function walkKeyDialogs(page: Page, locale: Locale): Promise<void> {
  await page.locator(`tr[data-key="${owner.keyId}"] [data-action="origins"]`).click();
  const origins = page.locator('eb-dash-origins');
  await origins.locator('input').first().waitFor();
  await origins.locator('button.add').click();
  await origins.locator('input').nth(1).fill('ftp://files.example.com');
  await origins.locator('.error-text').waitFor();
  await origins.locator('button.add').click();
  await origins.locator('input').nth(2).fill('HTTPS://Shop.Example.com');
  await origins.locator('.hint').waitFor();
  await expectNoKeys(page, `${locale}: origins dialog`);
  await shot(page, `lang-${locale}-origins`);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.locator('[data-action="create"]').click();
  await page.locator('dialog input[name="mode"]').first().waitFor();
  await expectNoKeys(page, `${locale}: create dialog`);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** At the 1,280 px window: no sideways scroll, every navigation item in sight, and Sign out inside the window. */
async function expectFits(page: Page, where: string): Promise<void> {
  const fit = await page.evaluate(() => {
    const root = document.querySelector('eb-dashboard')?.shadowRoot;
    const signOut = root?.querySelector('[data-action="sign-out"]')?.getBoundingClientRect();
    const nav = root?.querySelector('nav');
    return {
      scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      navHidden: nav ? nav.scrollWidth - nav.clientWidth : 0,
      signOut: signOut ? { left: signOut.left, right: signOut.right } : null,
      width: window.innerWidth,
    };
  });
  expect(fit.scroll, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  expect(fit.navHidden, `${where}: navigation items scrolled out of sight`).toBeLessThanOrEqual(0);
  expect(fit.signOut, `${where}: no Sign out button`).not.toBeNull();
  expect(fit.signOut!.left, `${where}: Sign out cut at the left`).toBeGreaterThanOrEqual(0);
  expect(fit.signOut!.right, `${where}: Sign out cut at the right`).toBeLessThanOrEqual(fit.width);
}

describe('dashboard languages', () => {
  it('every view in every language: no missing message, nothing that looks like a key', async () => {
    const { context, page, errors } = await openPage(env.browser);
    const missing: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('missing message')) missing.push(message.text());
    });
    await signIn(page, env.api.url, owner.email, owner.password);
    for (const locale of LOCALES) {
      await pickLanguage(page, locale);
      for (const view of VIEWS) {
        await openView(page, view.path, view.ready);
        await expectNoKeys(page, `${locale}: /dashboard${view.path}`);
        await expectFits(page, `${locale}: /dashboard${view.path}`);
        await shot(page, `lang-${locale}${view.path.replace('/', '-') || '-overview'}`);
        if (view.path === '/keys') await walkKeyDialogs(page, locale);
      }
    }
    // Signed out: the sign-in form, with a session notice and a refused password.
    await page.locator('[data-action="sign-out"]').click();
    await page.locator('#email').waitFor();
    for (const locale of LOCALES) {
      await pickLanguage(page, locale);
      // An unknown user: the owner's own sign-in attempts stay unthrottled for the other tests.
      await page.locator('#email').fill(`nobody-${locale}@example.com`);
      await page.locator('#password').fill('not the password');
      await page.locator('button[type="submit"]').click();
      await page.locator('[role="alert"]').waitFor();
      await expectNoKeys(page, `${locale}: sign-in`);
      await shot(page, `lang-${locale}-sign-in`);
    }
    expect(missing).toEqual([]);
    // The browser logs each refused sign-in (401) itself; nothing else may reach the console.
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();
  });

  it('German: German labels, numbers and percentages; the choice survives a reload', async () => {
    const { context, page, errors } = await openPage(env.browser);
    await signIn(page, env.api.url, owner.email, owner.password);
    expect(await select(page).getAttribute('aria-label')).toBe('Language');
    expect(await select(page).locator('option').allTextContents()).toEqual([
      'English',
      'Deutsch',
      'Français',
      'Español',
      'Português (Brasil)',
      '日本語',
      'العربية',
    ]);
    await pickLanguage(page, 'de');
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Sprache' }).inputValue()).toBe('de');
    expect(await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link').allTextContents()).toEqual([
      'Übersicht',
      'API-Schlüssel',
      'Vorlagenbibliothek',
      'Prüfwarteschlange',
    ]);
    await page.getByRole('button', { name: 'Abmelden' }).waitFor();
    // Percentages and sizes through Intl: "33 %" with a no-break space, "MB" after the number.
    const templates = page.locator('[data-meter="templates"]');
    expect(await templates.locator('h2').textContent()).toBe('Vorlagen');
    expect(await templates.locator('[data-limit]').textContent()).toBe('Unbegrenzt');
    const renders = page.locator('[data-meter="renders"]');
    expect(await renders.locator('h2').textContent()).toBe('Renderings');
    expect((await renders.locator('[data-foot]').textContent())?.trim()).toMatch(/^\d+\u00a0% genutzt$/);
    expect(await renders.locator('.figures .muted').textContent()).toMatch(/^von \d{1,3}(\.\d{3})*$/);
    expect(await page.locator('[data-meter="storage"] [data-limit]').textContent()).toMatch(/^[\d.]+(,\d+)? (MB|GB)$/);
    expect(await page.evaluate(() => localStorage.getItem('eb-dashboard-locale'))).toBe('de');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Übersicht' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await page.getByRole('link', { name: 'API-Schlüssel' }).click();
    await page.getByRole('heading', { level: 1, name: 'API-Schlüssel' }).waitFor();
    await page.getByRole('button', { name: 'Schlüssel erstellen' }).waitFor();
    expect(await page.locator(`tr[data-key="${owner.keyId}"]`).textContent()).toContain('Aktiv');
    expect(await seriousViolations(page)).toEqual([]);
    // Back to English: the existing English names return.
    await pickLanguage(page, 'en');
    await page.getByRole('heading', { level: 1, name: 'API keys' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Arabic: dir="rtl" on the document, the navigation on the right, mirrored after a reload', async () => {
    const { context, page, errors } = await openPage(env.browser);
    await signIn(page, env.api.url, owner.email, owner.password);
    const nav = page.getByRole('navigation');
    // Where the navigation starts: its first link (Overview) is at the left in LTR, at the right in RTL.
    const navCentre = async () => {
      const box = await nav.getByRole('link').first().boundingBox();
      if (!box) throw new Error('navigation not visible');
      return box.x + box.width / 2;
    };
    const width = page.viewportSize()?.width ?? 0;
    expect(await navCentre()).toBeLessThan(width / 2);
    await pickLanguage(page, 'ar');
    expect(
      await page.evaluate(() => ({ dir: document.documentElement.dir, lang: document.documentElement.lang })),
    ).toEqual({
      dir: 'rtl',
      lang: 'ar',
    });
    await page.getByRole('heading', { level: 1, name: 'نظرة عامة' }).waitFor();
    expect(await navCentre()).toBeGreaterThan(width / 2);
    // The brand sits at the right edge; the tools (language, theme, sign out) at the left.
    const brand = await page.locator('.brand').boundingBox();
    const tools = await page.locator('.tools').boundingBox();
    expect(brand && tools && brand.x > tools.x).toBe(true);
    await shot(page, 'lang-ar-rtl');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'نظرة عامة' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await navCentre()).toBeGreaterThan(width / 2);
    // Keys table: headers start at the right in RTL.
    await page.getByRole('link', { name: 'مفاتيح API' }).click();
    await page.locator('tr[data-key]').first().waitFor();
    const first = await page.locator('thead th').first().boundingBox();
    const last = await page.locator('thead th').last().boundingBox();
    expect(first && last && first.x > last.x).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await pickLanguage(page, 'en');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('ltr');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("starts in the browser's language when nothing was chosen, sign-in included", async () => {
    const context = await env.browser.newContext({ locale: 'ja-JP', viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    await page.goto(`${env.api.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'ダッシュボードにサインイン' }).waitFor();
    expect(
      await page.evaluate(() => ({
        lang: document.documentElement.lang,
        stored: localStorage.getItem('eb-dashboard-locale'),
      })),
    ).toEqual({
      lang: 'ja',
      stored: null,
    });
    await page.getByLabel('メールアドレス').fill(owner.email);
    await page.getByLabel('パスワード').fill('wrong password');
    await page.getByRole('button', { name: 'サインイン' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'メールアドレスまたはパスワードが正しくありません',
    );
    await context.close();
  });
});
