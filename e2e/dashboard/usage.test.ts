import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailDocument } from '../../core/document/schema';
import { resolveAssetUrls, STARTERS } from '../../core/starters/index';
import { settled } from '../../element/test/settle';
import { apiCall, type DashboardEnv, openPage, seriousViolations, shot, signIn, startDashboardEnv } from './env';

let env: DashboardEnv;
let doc: EmailDocument;

beforeAll(async () => {
  env = await startDashboardEnv();
  const starter = STARTERS[0];
  if (!starter) throw new Error('no starters');
  doc = resolveAssetUrls(starter.document, `${env.api.url}/assets`);
});
afterAll(async () => {
  await env?.close();
});

interface MeterReading {
  used: string;
  limit: string;
  state: string;
  valueNow: string | null;
  width: number;
  foot: string;
}

async function meter(page: Page, id: 'templates' | 'renders' | 'storage'): Promise<MeterReading> {
  const m = page.locator(`[data-meter="${id}"]`);
  await m.waitFor();
  const bar = m.getByRole('progressbar');
  return {
    used: ((await m.locator('[data-used]').textContent()) ?? '').trim(),
    limit: ((await m.locator('[data-limit]').textContent()) ?? '').trim(),
    state: (await m.getAttribute('data-state')) ?? '',
    valueNow: await bar.getAttribute('aria-valuenow'),
    width: await bar.locator('span').evaluate((el) => Number.parseFloat((el as HTMLElement).style.width)),
    foot: ((await m.locator('[data-foot]').textContent()) ?? '').trim(),
  };
}

describe('dashboard overview', () => {
  it('usage bars change after creating templates and rendering; a full limit says so', async () => {
    const owner = await env.account('free', 'Brightside');
    const { context, page, errors } = await openPage(env.browser);
    await signIn(page, env.api.url, owner.email, owner.password);
    expect(await page.locator('[data-plan]').textContent()).toBe('free');
    expect(await meter(page, 'templates')).toMatchObject({
      used: '0',
      limit: '3',
      state: 'ok',
      valueNow: '0',
      width: 0,
    });
    expect(await meter(page, 'renders')).toMatchObject({ used: '0', limit: '100', state: 'ok', width: 0 });
    expect(await meter(page, 'storage')).toMatchObject({ used: '0 MB', limit: '50 MB', state: 'ok' });
    // Features of the free plan.
    expect(await page.locator('[data-feature="exportHtml"]').getAttribute('class')).toBe('on');
    expect(await page.locator('[data-feature="imageUpload"]').getAttribute('class')).toBe('off');
    expect(await seriousViolations(page)).toEqual([]);

    const ids: string[] = [];
    for (const name of ['Welcome', 'Receipt']) {
      const created = await apiCall(env.api.url, 'POST', '/v1/templates', owner.apiKey, { name, blockTree: doc });
      expect(created.status).toBe(201);
      ids.push((created.body as { _id: string })._id);
    }
    expect((await apiCall(env.api.url, 'POST', '/v1/render', owner.apiKey, { templateId: ids[0] })).status).toBe(200);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.locator('[data-meter="templates"] [data-used]', { hasText: '2' }).waitFor();
    const templates = await meter(page, 'templates');
    expect(templates).toMatchObject({ used: '2', limit: '3', state: 'ok', valueNow: '2', foot: '67% used' });
    expect(templates.width).toBeCloseTo(66.7, 1);
    expect(await meter(page, 'renders')).toMatchObject({ used: '1', valueNow: '1', width: 1 });
    const storage = await meter(page, 'storage');
    expect(storage.used).toMatch(/^[\d.]+ kB$/);
    expect(Number(storage.valueNow)).toBeGreaterThan(0);
    await shot(page, 'overview');

    // The third template reaches the free plan's limit.
    expect((await apiCall(env.api.url, 'POST', '/v1/templates', owner.apiKey, { name: 'Third' })).status).toBe(201);
    await page.reload();
    await page.locator('[data-meter="templates"][data-state="full"]').waitFor();
    expect(await meter(page, 'templates')).toMatchObject({
      used: '3',
      state: 'full',
      width: 100,
      foot: 'Limit reached: upgrade your plan to continue.',
    });
    expect(await page.locator('[data-meter="templates"]').getByText('At limit').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'overview-limit');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('warns near a limit (≥ 80 %) and shows unlimited limits as such, in light and dark', async () => {
    const owner = await env.account('enterprise', 'Lumen');
    await env.api.running.deps.store.accounts.setPlan(owner.accountId, 'enterprise', { renders: 5 });
    for (let i = 0; i < 3; i++) {
      expect((await apiCall(env.api.url, 'POST', '/v1/render', owner.apiKey, { blockTree: doc })).status).toBe(200);
    }
    const { context, page, errors } = await openPage(env.browser, { colorScheme: 'dark' });
    await signIn(page, env.api.url, owner.email, owner.password);
    expect(await meter(page, 'renders')).toMatchObject({ used: '3', limit: '5', state: 'ok', foot: '60% used' });
    expect((await apiCall(env.api.url, 'POST', '/v1/render', owner.apiKey, { blockTree: doc })).status).toBe(200);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.locator('[data-meter="renders"][data-state="warn"]').waitFor();
    expect(await meter(page, 'renders')).toMatchObject({
      used: '4',
      state: 'warn',
      width: 80,
      foot: 'Near your limit: 80% used.',
    });
    expect(await page.locator('[data-meter="renders"]').getByText('Near limit').count()).toBe(1);
    const templates = await meter(page, 'templates');
    expect(templates).toMatchObject({
      limit: 'Unlimited',
      state: 'unlimited',
      valueNow: null,
      foot: 'No limit on your plan.',
    });
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'overview-warn-dark');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'overview-warn-light');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('dashboard template library', () => {
  it('shows the starter cards end users see, with thumbnails and a sandboxed full preview', async () => {
    const owner = await env.account('pro', 'Aurora');
    const library = (await (await fetch(`${env.api.url}/v1/templates/library`)).json()) as Array<{
      _id: string;
      name: string;
    }>;
    expect(library.length).toBeGreaterThan(0);
    const { context, page, errors } = await openPage(env.browser);
    await signIn(page, env.api.url, owner.email, owner.password);
    await page.getByRole('link', { name: 'Template library' }).click();
    await page.getByRole('heading', { level: 1, name: 'Template library' }).waitFor();
    const cards = page.locator('[data-template]');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(library.length);
    expect(await cards.locator('h2').allTextContents()).toEqual(library.map((t) => t.name));
    // Every card shows a picture: the thumbnail image or a live render in a sandboxed iframe
    // (rendered once scrolled into view, as in the element).
    for (let i = 0; i < library.length; i++) await cards.nth(i).scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (n) => {
        const root = document.querySelector('eb-dashboard')?.shadowRoot?.querySelector('eb-dash-library')?.shadowRoot;
        const thumbs = [...(root?.querySelectorAll('eb-thumbnail') ?? [])];
        return thumbs.length === n && thumbs.every((t) => t.shadowRoot?.querySelector('img[src], iframe[sandbox=""]'));
      },
      library.length,
      { timeout: 20_000 },
    );
    // Images finished loading (no broken thumbnails).
    await page.waitForFunction(() => {
      const root = document.querySelector('eb-dashboard')?.shadowRoot?.querySelector('eb-dash-library')?.shadowRoot;
      const imgs = [...(root?.querySelectorAll('eb-thumbnail') ?? [])].flatMap((t) => [
        ...(t.shadowRoot?.querySelectorAll('img') ?? []),
      ]);
      return imgs.every((img) => img.complete && img.naturalWidth > 0);
    });
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'library');
    const firstName = library[0]?.name ?? '';
    await page.getByRole('button', { name: `Preview ${firstName}` }).click();
    const dialog = page.getByRole('dialog', { name: firstName });
    await dialog.waitFor();
    const frame = dialog.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('');
    await page.evaluate(settled);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'library-preview');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
