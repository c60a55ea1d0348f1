import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { canvasDocument, env, mount, mountReady } from '../test/helpers';

describe('<email-builder> basics', () => {
  test('validates the session token, fires eb-ready and shows the gallery', async () => {
    const { of } = await mountReady('pro');
    expect(of('eb-ready')[0]).toMatchObject({ plan: 'pro', features: { imageUpload: true, exportHtml: true, whiteLabel: false } });
    await expect.element(page.getByRole('tab', { name: 'My Templates' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'New template' })).toBeVisible();
  });

  test('refuses a secret key visibly and fires eb-error', async () => {
    const { of } = mount({ 'api-key': env().accounts.pro.apiKey, 'base-url': env().apiUrl });
    await expect.element(page.getByText(/looks like a secret API key/)).toBeVisible();
    expect(of('eb-error')[0]).toMatchObject({ code: 'secret_key_refused' });
    expect(of('eb-ready')).toHaveLength(0);
  });

  test('a new template opens in the editor with the real renderer in the canvas', async () => {
    const { el } = await mountReady('pro');
    await userEvent.click(page.getByRole('button', { name: 'New template' }));
    await userEvent.click(page.getByRole('button', { name: 'Heading', exact: true }));
    await expect.poll(() => canvasDocument(el).querySelectorAll('[data-eb-block]').length).toBe(1);
    expect(canvasDocument(el).body.textContent).toContain('Your headline');
  });
});
