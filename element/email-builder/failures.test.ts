// Each failure path against the real API: 401 → session refresh, 403 → origin, 402 → upgrade,
// 429 → wait and retry once, offline → edits kept.
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Template } from '../api/types';
import { fileAccount } from '../test/accounts';
import {
  addBlocks,
  env,
  mintSession,
  mount,
  mountReady,
  openBlankEditor,
  serverCall,
  shadow,
  uniqueUser,
  unsignedToken,
} from '../test/helpers';
import { EmailBuilder } from './email-builder';

// Own accounts: a Free plan to fill up, and a rate limit of 4 a minute to hit.
const freeAccount = fileAccount('free');
const limitedAccount = fileAccount('enterprise', { rpm: 4 });

async function dashboardToken(): Promise<string> {
  const { email, password } = env().accounts.locked;
  const response = await fetch(`${env().apiUrl}/v1/dashboard/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function setOrigins(origins: string[]): Promise<void> {
  const response = await fetch(`${env().apiUrl}/v1/keys/${env().accounts.locked.keyId}/origins`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${await dashboardToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ origins }),
  });
  expect(response.status).toBe(200);
}

afterEach(async () => {
  EmailBuilder.maxRetryWaitMs = 60_000;
});

describe('401: session expiry', () => {
  test('an invalid token fires eb-session-expired; a new api-key resumes the same call', async () => {
    const userId = uniqueUser();
    const expired = unsignedToken({ sub: userId, exp: Math.floor(Date.now() / 1000) - 60 });
    const { el, of } = mount({ 'api-key': expired, 'user-id': userId, 'base-url': env().apiUrl });
    await expect.poll(() => of('eb-session-expired').length).toBe(1);
    await expect.element(page.getByText(/Your session expired/)).toBeVisible();
    expect(of('eb-ready')).toHaveLength(0);
    el.setAttribute('api-key', await mintSession(env().accounts.pro.apiKey, userId));
    await expect.poll(() => of('eb-ready').length, { timeout: 10_000 }).toBe(1);
    await expect.element(page.getByRole('tab', { name: 'My Templates' })).toBeVisible();
  });

  test('a save that meets 401 waits for the refreshed token, then completes', async () => {
    const { el, of, userId } = await openBlankEditor();
    await addBlocks('Heading');
    el.setAttribute('api-key', unsignedToken({ sub: userId, exp: Math.floor(Date.now() / 1000) - 60 }));
    await userEvent.click(page.getByRole('button', { name: 'Save', exact: true }));
    await expect.poll(() => of('eb-session-expired').length).toBe(1);
    await expect.element(page.getByRole('status').filter({ hasText: 'Saving…' })).toBeVisible();
    el.setAttribute('api-key', await mintSession(env().accounts.pro.apiKey, userId));
    await expect.poll(() => of('eb-save').length).toBe(1);
    await expect.element(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    expect(of('eb-error')).toHaveLength(0);
  });
});

describe('403: origin not allowed', () => {
  test('tells the end user what they can do, the integrator (eb-error) which origin to allow; works again once cleared', async () => {
    await setOrigins(['https://somewhere-else.example']);
    try {
      const userId = uniqueUser();
      const { el, of } = mount({
        'api-key': await mintSession(env().accounts.locked.apiKey, userId),
        'user-id': userId,
        'base-url': env().apiUrl,
      });
      await expect
        .element(page.getByText('The email editor is not enabled on this website yet.', { exact: false }))
        .toBeVisible();
      expect(shadow(el).textContent).not.toMatch(/origin|API key/i);
      expect(of('eb-error')[0]).toMatchObject({ status: 403, code: 'origin_not_allowed' });
      expect(of('eb-error')[0]?.message).toContain(
        `This page's origin (${location.origin}) is not allowed for this API key`,
      );
      await setOrigins([]);
      await userEvent.click(page.getByRole('button', { name: 'Retry' }));
      await expect.poll(() => of('eb-ready').length, { timeout: 10_000 }).toBe(1);
    } finally {
      await setOrigins([]);
    }
  });
});

describe('402: plan limit', () => {
  test("a Free account's fourth template shows the way out: delete one, or upgrade", async () => {
    const { apiKey } = freeAccount();
    for (let i = 0; i < 3; i++) await serverCall<Template>(apiKey, 'POST', '/v1/templates', { name: `Existing ${i}` });
    const { el, of } = await openBlankEditor(freeAccount());
    await addBlocks('Heading');
    await userEvent.click(page.getByRole('button', { name: 'Save', exact: true }));
    // The way out, in the editor too: delete a template, or upgrade (the host opens its billing page).
    await expect
      .element(
        page.getByText(
          /^You have reached your plan’s template limit\. Delete a template you no longer need, or upgrade/,
        ),
      )
      .toBeVisible();
    const upgrades: unknown[] = [];
    el.addEventListener('eb-upgrade-requested', (e) => upgrades.push(e.detail));
    await userEvent.click(page.getByRole('button', { name: 'Upgrade' }));
    expect(upgrades).toEqual([{ feature: 'templates', plan: 'free' }]);
    expect(of('eb-error').at(-1)).toMatchObject({ status: 402 });
    expect(el.store.saveState).toBe('error');
    expect(el.store.templateId).toBeNull();
  });
});

describe('429: rate limited', () => {
  test('waits Retry-After (capped), retries once, then reports the limit', async () => {
    EmailBuilder.maxRetryWaitMs = 400;
    const { el, of } = await openBlankEditor(limitedAccount());
    // Use up the key's 4 requests a minute from "the customer's server".
    for (let i = 0; i < 4; i++)
      await fetch(`${env().apiUrl}/v1/templates`, { headers: { Authorization: `Bearer ${limitedAccount().apiKey}` } });
    await addBlocks('Heading');
    const started = performance.now();
    await userEvent.click(page.getByRole('button', { name: 'Save', exact: true }));
    await expect.poll(() => of('eb-error').length).toBe(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(400);
    expect(of('eb-error')[0]).toMatchObject({ status: 429 });
    expect(el.store.saveState).toBe('error');
    // The editor says why the save failed (the palette's own section may say its blocks could not
    // load either: it asks the same rate-limited key).
    await expect
      .element(
        page
          .getByRole('alert')
          .filter({ hasText: 'Too many requests. Please wait a moment and try again.', hasNotText: 'Your blocks' }),
      )
      .toBeVisible();
  });
});

describe('offline', () => {
  test('an unreachable API shows why, fires eb-error with status 0 and offers a retry', async () => {
    const { of } = mount({ 'api-key': unsignedToken({ sub: 'u' }), 'user-id': 'u', 'base-url': env().deadUrl });
    await expect.element(page.getByText(/offline or the server cannot be reached/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(of('eb-error')[0]).toMatchObject({ status: 0, code: 'offline' });
  });

  test('when the API becomes unreachable the edits stay, the user is told, and saving works again later', async () => {
    const { el, of, userId } = await openBlankEditor();
    await addBlocks('Heading', 'Text');
    el.setAttribute('base-url', env().deadUrl);
    await expect.poll(() => of('eb-error').at(-1)?.code).toBe('offline');
    await userEvent.click(page.getByRole('button', { name: 'Save', exact: true }));
    await expect.poll(() => of('eb-error').length).toBe(2);
    expect(of('eb-error')[1]).toMatchObject({ status: 0, code: 'offline' });
    await expect.element(page.getByText(/Your edits are kept on this device/)).toBeVisible();
    await expect.element(page.getByRole('status').filter({ hasText: 'Not saved: offline' })).toBeVisible();
    expect(el.store.doc.blocks).toHaveLength(2);
    const draft = JSON.parse(localStorage.getItem(`eb-draft:${userId}`) ?? 'null') as {
      doc: { blocks: unknown[] };
    } | null;
    expect(draft?.doc.blocks).toHaveLength(2);
    el.setAttribute('base-url', env().apiUrl);
    await userEvent.click(page.getByRole('button', { name: 'Save', exact: true }));
    await expect.poll(() => of('eb-save').length).toBe(1);
    expect(localStorage.getItem(`eb-draft:${userId}`)).toBeNull();
  });
});

test('the browser going offline is announced, and cleared when it is back', async () => {
  await openBlankEditor();
  window.dispatchEvent(new Event('offline'));
  await expect.element(page.getByText(/You are offline\. Your edits are kept on this device/)).toBeVisible();
  window.dispatchEvent(new Event('online'));
  await expect.element(page.getByText(/You are offline/)).not.toBeInTheDocument();
});

test('mountReady helper stays honest: a session of another user sees none of this user’s templates', async () => {
  const a = await mountReady('pro');
  a.el.newTemplate();
  const saved = await a.el.save();
  const other = uniqueUser();
  const list = await fetch(`${env().apiUrl}/v1/templates`, {
    headers: { Authorization: `Bearer ${await mintSession(env().accounts.pro.apiKey, other)}` },
  });
  const ids = ((await list.json()) as Template[]).map((t) => t._id);
  expect(ids).not.toContain(saved?._id);
});
