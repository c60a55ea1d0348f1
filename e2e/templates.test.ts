// Journeys (a) and (b): the gallery, a starter edited and saved, per-user scoping and shared
// templates, all through the demo host exactly as its users see it.
import { type Browser, expect } from 'playwright/test';
import { afterAll, beforeAll, describe, test } from 'vitest';
import {
  builder,
  canvas,
  card,
  env,
  launch,
  openDemo,
  openTab,
  ownDemo,
  rename,
  save,
  serverCall,
  stamp,
  switchUser,
  waitReady,
} from './helpers';

ownDemo();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('gallery and saving', () => {
  test('(a) both tabs → a starter → edit the heading → save → in My Templates → still there after a reload', async () => {
    const { page, context } = await openDemo(browser);
    try {
      // My Templates: alice's own and the shared ones.
      await expect(page.getByRole('tab', { name: /^My Templates/ })).toHaveAttribute('aria-selected', 'true');
      await expect(card(page, 'Horizon Summit invite')).toBeVisible();
      await expect(card(page, 'Northwind newsletter')).toBeVisible();
      // The operator's library tab lists the starters.
      await openTab(page, env().operatorName);
      for (const name of ['Welcome', 'Newsletter', 'Order receipt', 'Announcement'])
        await expect(card(page, name)).toBeVisible();
      await card(page, 'Newsletter').click();

      const heading = canvas(page).locator('h1').first();
      await expect(heading).toBeVisible();
      const name = `Spring digest ${stamp()}`;
      const title = `Spring picks for Pinecrest ${stamp()}`;
      await heading.dblclick();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(title);
      await expect(canvas(page).getByText(title)).toBeVisible();
      await page.keyboard.press('Escape');
      await rename(page, name);
      await save(page, name);
      await expect(builder(page).getByText('Saved', { exact: true })).toBeVisible();

      await page.getByRole('button', { name: 'Back to templates' }).click();
      await openTab(page, 'My Templates');
      await expect(card(page, name)).toBeVisible();

      await page.reload();
      await waitReady(page);
      await expect(card(page, name)).toBeVisible();
      await card(page, name).click();
      await expect(canvas(page).getByText(title)).toBeVisible();
      // The API holds it too, as alice's template.
      const listed = await serverCall<Array<{ name: string; userId?: string }>>(
        env().demo.pro.apiKey,
        'GET',
        '/v1/templates?userId=alice',
      );
      expect(listed.find((t) => t.name === name)?.userId).toBe('alice');
    } finally {
      await context.close();
    }
  });

  test('(b) bob does not see alice’s template; both see shared ones, read-only, and "Save as my copy" works', async () => {
    const { page, context } = await openDemo(browser);
    try {
      const secret = `Alice private plan ${stamp()}`;
      await page.getByRole('button', { name: 'New template' }).click();
      await page.getByRole('button', { name: 'Heading', exact: true }).click();
      await rename(page, secret);
      await save(page, secret);
      await page.getByRole('button', { name: 'Back to templates' }).click();
      await expect(card(page, secret)).toBeVisible();

      await switchUser(page, 'Bob');
      await expect(card(page, 'Fernhouse cart reminder')).toBeVisible();
      await expect(card(page, 'Northwind newsletter')).toBeVisible();
      await expect(card(page, secret)).toHaveCount(0);
      await expect(card(page, 'Horizon Summit invite')).toHaveCount(0);
      // Searching does not surface it either.
      await page.getByRole('searchbox', { name: 'Search templates by name' }).fill('Alice private');
      await expect(card(page, secret)).toHaveCount(0);
      await page.getByRole('searchbox', { name: 'Search templates by name' }).fill('');

      // A shared template opens read-only for a session user: no Save, only "Save as my copy".
      await card(page, 'Northwind newsletter').click();
      await expect(page.getByRole('button', { name: 'Save as my copy' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: 'Save as my copy' }).click();
      const copy = 'Northwind newsletter (copy)';
      await expect(page.locator('#event-log li[data-event="eb-save"]', { hasText: copy }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Back to templates' }).click();
      await expect(card(page, copy)).toBeVisible();

      // Alice sees the shared original but not bob's copy.
      await switchUser(page, 'Alice');
      await expect(card(page, secret)).toBeVisible();
      await expect(card(page, 'Northwind newsletter')).toBeVisible();
      await expect(card(page, copy)).toHaveCount(0);
      await card(page, 'Welcome email (approved)').click();
      await expect(page.getByRole('button', { name: 'Save as my copy' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('(c) duplicate and delete from a card’s Template actions, with the toast’s Undo', async () => {
    const { page, context } = await openDemo(browser);
    try {
      const name = `Launch note ${stamp()}`;
      await page.getByRole('button', { name: 'New template' }).click();
      await page.getByRole('button', { name: 'Heading', exact: true }).click();
      await rename(page, name);
      await save(page, name);
      await page.getByRole('button', { name: 'Back to templates' }).click();
      const actions = (cardName: string) =>
        builder(page)
          .getByRole('listitem')
          .filter({ has: card(page, cardName) })
          .getByRole('button', { name: `Actions for ${cardName}`, exact: true });

      // Duplicate: the copy is a card, the host hears eb-duplicate, the API holds it as alice's.
      await actions(name).click();
      await page.getByRole('menuitem', { name: 'Duplicate' }).click();
      const copy = `${name} (copy)`;
      await expect(card(page, copy)).toBeVisible();
      await expect(page.locator('#event-log li[data-event="eb-duplicate"]', { hasText: copy }).first()).toBeVisible();

      // Delete the copy: the element's own dialog, the card goes, the API no longer has it.
      await actions(copy).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const dialog = page.getByRole('dialog', { name: `Delete “${copy}”?` });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await expect(card(page, copy)).toHaveCount(0);
      await expect(page.locator('#event-log li[data-event="eb-delete"]').first()).toBeVisible();
      const names = async () =>
        (await serverCall<Array<{ name: string }>>(env().demo.pro.apiKey, 'GET', '/v1/templates?userId=alice')).map(
          (t) => t.name,
        );
      expect(await names()).not.toContain(copy);

      // Undo brings it back as a new template with the same name.
      await builder(page).getByRole('button', { name: 'Undo' }).click();
      await expect(card(page, copy)).toBeVisible();
      expect(await names()).toContain(copy);
      await page.reload();
      await waitReady(page);
      await expect(card(page, copy)).toBeVisible();
      await expect(card(page, name)).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
