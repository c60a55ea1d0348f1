// The manager journey through the demo host: Maya (a manager's session token, minted by the
// demo's server) edits and restores a shared template under the "changes apply for everyone"
// notice; Bob (a member) then sees her changes, read-only. And a seeded template's History.
import { type Browser, expect, type Page } from 'playwright/test';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { builder, canvas, card, env, launch, openDemo, ownDemo, save, serverCall, stamp, waitReady } from './helpers';

ownDemo();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const SHARED_NOTICE = 'Editing a shared template — changes apply for everyone.';

async function signInAs(page: Page, button: string, fullName: string): Promise<void> {
  await page.getByRole('group', { name: 'Signed-in user' }).getByRole('button', { name: button }).click();
  await expect(page.locator('#session-facts')).toContainText(`${fullName} `);
  await waitReady(page);
}

// Opening a template, the History chunk and a version's preview each wait on the API under load.
const SLOW = { timeout: 15_000 };

const version = (page: Page, n: number) => builder(page).getByRole('button', { name: new RegExp(`^Version ${n}\\b`) });

describe('managers and history in the demo', () => {
  test('Maya (manager) edits a shared template for everyone, Bob sees it read-only; she restores the earlier version', async () => {
    const name = `Brand footer ${stamp()}`;
    const created = await serverCall<{ _id: string }>(env().demo.pro.apiKey, 'POST', '/v1/templates', {
      name,
      blockTree: { blocks: [{ id: 'h', type: 'heading', props: { text: 'Approved wording' } }] },
    });
    const { page, context } = await openDemo(browser);
    try {
      await signInAs(page, 'Maya (manager)', 'Maya Lindqvist');
      await expect(page.locator('#session-facts')).toContainText('Editable (manager)');
      await card(page, name).click();
      await expect(canvas(page).getByText('Approved wording')).toBeVisible(SLOW);
      await expect(builder(page).getByText(SHARED_NOTICE)).toBeVisible();
      await expect(builder(page).getByRole('button', { name: 'Save as my copy' })).toHaveCount(0);
      await builder(page).getByRole('button', { name: 'Button', exact: true }).click();
      await expect(canvas(page).getByText('Call to action')).toBeVisible();
      await save(page, name);
      // Saved in place: the same template, still shared, with her button.
      const stored = await serverCall<{ userId?: string; blockTree: { blocks: Array<{ type: string }> } }>(
        env().demo.pro.apiKey,
        'GET',
        `/v1/templates/${created._id}`,
      );
      expect(stored.userId).toBeUndefined();
      expect(stored.blockTree.blocks.map((b) => b.type)).toEqual(['heading', 'button']);

      // Bob, a member: sees Maya's change, read-only, with "Save as my copy".
      await signInAs(page, 'Bob', 'Bob Okafor');
      await expect(page.locator('#session-facts')).toContainText('Read-only (member)');
      await card(page, name).click();
      await expect(canvas(page).getByText('Call to action')).toBeVisible(SLOW);
      await expect(builder(page).getByText(/it is read-only for you/)).toBeVisible();
      await expect(builder(page).getByText(SHARED_NOTICE)).toHaveCount(0);
      await expect(builder(page).getByRole('button', { name: 'Save as my copy' })).toBeVisible();

      // Maya restores version 1 from History: the button goes, for everyone.
      await signInAs(page, 'Maya (manager)', 'Maya Lindqvist');
      await card(page, name).click();
      await expect(canvas(page).getByText('Call to action')).toBeVisible(SLOW);
      await builder(page).getByRole('button', { name: 'History', exact: true }).click();
      await expect(version(page, 2)).toContainText('maya (you)', SLOW);
      await expect(version(page, 1)).toContainText('Your app');
      await version(page, 1).click();
      await expect(page.frameLocator('iframe[title="Version 1 preview"]').getByText('Approved wording')).toBeVisible(
        SLOW,
      );
      await builder(page).getByRole('button', { name: 'Restore this version' }).click();
      await expect(version(page, 3)).toContainText('Current', SLOW);
      await builder(page).getByRole('button', { name: 'Close history' }).click();
      await expect(canvas(page).getByText('Call to action')).toHaveCount(0);
      await expect(canvas(page).getByText('Approved wording')).toBeVisible();

      await signInAs(page, 'Bob', 'Bob Okafor');
      await card(page, name).click();
      await expect(canvas(page).getByText('Approved wording')).toBeVisible(SLOW);
      await expect(canvas(page).getByText('Call to action')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('a seeded shared template shows its draft in History; a member previews it but cannot restore', async () => {
    const { page, context } = await openDemo(browser);
    try {
      await card(page, 'Password reset (legal-approved)').click();
      await expect(builder(page).getByText(/it is read-only for you/)).toBeVisible(SLOW);
      await builder(page).getByRole('button', { name: 'History', exact: true }).click();
      await expect(version(page, 2)).toContainText('Current', SLOW);
      await version(page, 1).click();
      const preview = page.frameLocator('iframe[title="Version 1 preview"]');
      await expect(preview.getByText('DRAFT — waiting for legal review. Do not send.')).toBeVisible(SLOW);
      await expect(builder(page).getByText('Only a manager can restore a shared template.')).toBeVisible();
      await expect(builder(page).getByRole('button', { name: 'Restore this version' })).toBeDisabled();
      await expect(canvas(page).getByText(/DRAFT/)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
