// The dashboard's review queue (docs/api.md §15) in real Chromium against the real API: a member
// asks for review of a shared template; the dashboard user opens "Review queue" and reads its
// name, who asked and when. Drafts are not listed.
import { afterEach, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { fileAccount } from '../../element/test/accounts';
import { env, serverCall, uniqueUser } from '../../element/test/helpers';
import { secretKeyCall } from '../../server/test/http';
import { DashboardClient } from '../api/client';
import { clearSession, writeSession } from '../shared/session';
import '../app/app';

const account = fileAccount('pro', { login: true });

afterEach(() => {
  document.body.replaceChildren();
  clearSession();
  history.replaceState(null, '', '/');
});

test('"Review queue" lists the account\'s template in review with who asked and when; a draft is not there', async () => {
  const { apiKey, email, password } = account();
  const doc = { blocks: [{ id: 'h', type: 'heading', props: { text: 'Hi' } }] };
  const waiting = await serverCall<{ _id: string }>(apiKey, 'POST', '/v1/templates', {
    name: 'Spring sale',
    blockTree: doc,
  });
  await serverCall(apiKey, 'POST', '/v1/templates', { name: 'Not yet', blockTree: doc });
  const member = uniqueUser('mia');
  const { sessionToken } = await secretKeyCall<{ sessionToken: string }>(env().apiUrl, apiKey, 'POST', '/v1/sessions', {
    userId: member,
  });
  await secretKeyCall(env().apiUrl, sessionToken, 'POST', `/v1/templates/${waiting._id}/status`, {
    status: 'in_review',
  });

  const client = new DashboardClient({ baseUrl: env().apiUrl });
  const login = await client.login(email ?? '', password ?? '');
  writeSession({ token: login.token, expiresAt: Date.now() + login.expiresIn * 1000 });
  const dashboard = document.createElement('eb-dashboard');
  dashboard.setAttribute('api-base', env().apiUrl);
  document.body.append(dashboard);

  await page.getByRole('link', { name: 'Review queue' }).click();
  const table = page.getByRole('table', { name: 'Templates in review' });
  await expect.element(table).toBeVisible();
  const rows = table.getByRole('row');
  await expect.poll(() => rows.elements().length).toBe(2);
  const row = rows.nth(1);
  await expect.element(row.getByRole('rowheader')).toHaveTextContent('Spring sale');
  const cells = row
    .getByRole('cell')
    .elements()
    .map((c) => c.textContent?.trim());
  expect(cells[0]).toBe(member);
  // "Requested": a date and time in the dashboard's language, for a move made a moment ago.
  const time = row.getByRole('cell').nth(1).element().querySelector('time');
  expect(Math.abs(Date.now() - Date.parse(time?.getAttribute('datetime') ?? ''))).toBeLessThan(60_000);
  expect(time?.textContent).toMatch(/\d/);
  expect(table.element().textContent).not.toContain('Not yet');
});
