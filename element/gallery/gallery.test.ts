import { ContextProvider } from '@lit/context';
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ApiClient } from '../api/client';
import { apiContext, NO_FEATURES, sessionContext } from '../shared/context';
import { fileAccount } from '../test/accounts';
import { env, mintSession, mountReady, serverCall, shadow, uniqueUser } from '../test/helpers';
import type { EbGallery } from './gallery';
import './gallery';

// Its shared templates are this file's alone.
const sharedAccount = fileAccount('pro');

describe('gallery', () => {
  test('My Templates: the user’s and shared templates as cards named by name, "Shared" badge, thumbnails', async () => {
    const userId = uniqueUser();
    const { apiKey } = sharedAccount();
    const mine = await serverCall<{ _id: string }>(apiKey, 'POST', '/v1/templates', {
      name: `Mine ${userId}`,
      userId,
      blockTree: { blocks: [{ id: 'h', type: 'heading', props: { text: 'Rendered live' } }] },
    });
    await serverCall(apiKey, 'POST', '/v1/templates', { name: `Someone else ${userId}`, userId: `${userId}-other` });
    await serverCall(apiKey, 'POST', '/v1/templates', { name: `Team ${userId}` });
    const { el } = await mountReady(sharedAccount(), userId);
    const card = page.getByRole('button', { name: `Mine ${userId}`, exact: true });
    await expect.element(card).toBeVisible();
    await expect.element(page.getByRole('button', { name: `Someone else ${userId}` })).not.toBeInTheDocument();
    const gallery = shadow(el).querySelector('eb-gallery') as EbGallery;
    const cards = [...shadow(gallery).querySelectorAll('.card')];
    const teamCard = cards.find((c) => c.textContent?.includes(`Team ${userId}`));
    expect(teamCard?.querySelector('.badge')?.textContent).toBe('Shared');
    const ownCard = cards.find((c) => c.textContent?.includes(`Mine ${userId}`));
    expect(ownCard?.querySelector('.badge')).toBeNull();
    // The "Edited …" line follows the first paint (the first relative time loads number data).
    await expect.poll(() => ownCard?.textContent).toMatch(/Edited/);
    // No thumbnail URL: a live render of its document (once scrolled into view), sandboxed without scripts.
    ownCard?.scrollIntoView();
    await expect
      .poll(() => ownCard?.querySelector('eb-thumbnail')?.shadowRoot?.querySelector('iframe')?.srcdoc ?? '', {
        timeout: 8000,
      })
      .toContain('Rendered live');
    expect(ownCard?.querySelector('eb-thumbnail')?.shadowRoot?.querySelector('iframe')?.getAttribute('sandbox')).toBe(
      '',
    );
    expect(mine._id).toMatch(/^tpl_/);
  });

  test('the library tab is named after the operator and lists the starters', async () => {
    const { el } = await mountReady('pro');
    await userEvent.click(page.getByRole('tab', { name: 'Email Builder' }));
    for (const name of ['Welcome', 'Newsletter', 'Order receipt', 'Password reset']) {
      await expect.element(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    const gallery = shadow(el).querySelector('eb-gallery') as EbGallery;
    expect(shadow(gallery).querySelectorAll('.card').length).toBeGreaterThanOrEqual(8);
  });

  test('search filters by name; no match and no templates have empty states', async () => {
    const userId = uniqueUser();
    await serverCall(env().accounts.pro.apiKey, 'POST', '/v1/templates', { name: 'Autumn sale', userId });
    await serverCall(env().accounts.pro.apiKey, 'POST', '/v1/templates', { name: 'Winter digest', userId });
    await mountReady('pro', userId);
    await expect.element(page.getByRole('button', { name: 'Autumn sale', exact: true })).toBeVisible();
    await userEvent.fill(page.getByRole('searchbox', { name: 'Search templates by name' }), 'wint');
    await expect.element(page.getByRole('button', { name: 'Winter digest', exact: true })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Autumn sale', exact: true })).not.toBeInTheDocument();
    await userEvent.fill(page.getByRole('searchbox', { name: 'Search templates by name' }), 'zzz');
    await expect.element(page.getByText(/No templates match/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'New template' })).toBeVisible();
  });

  test('an empty account shows the empty state next to the New template card', async () => {
    await mountReady('empty', uniqueUser());
    await expect.element(page.getByText('No templates here yet')).toBeVisible();
  });

  test('loading skeletons, then an inline error with Retry that recovers', async () => {
    document.body.replaceChildren();
    const host = document.createElement('div');
    const api = new ApiClient({
      baseUrl: env().deadUrl,
      token: await mintSession(env().accounts.pro.apiKey, uniqueUser()),
    });
    new ContextProvider(host, { context: apiContext, initialValue: api });
    new ContextProvider(host, {
      context: sessionContext,
      initialValue: {
        plan: 'pro',
        features: { ...NO_FEATURES, templateLibrary: true },
        libraryLabel: 'Starters',
        userId: 'u',
        assetBaseUrl: '',
      },
    });
    const gallery = document.createElement('eb-gallery') as EbGallery;
    host.append(gallery);
    document.body.append(host);
    await gallery.updateComplete;
    expect(shadow(gallery).querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect.element(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(shadow(gallery).querySelector('[role="alert"]')?.textContent).toContain(
      'offline or the server cannot be reached',
    );
    api.baseUrl = env().apiUrl;
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    await expect.element(page.getByRole('button', { name: 'New template' })).toBeVisible();
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });
});
