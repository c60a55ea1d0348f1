// Issue 26's demo: the "Edit together" view shows two Pinecrest managers in the team's shared
// newsletter side by side. What one types arrives in the other's screen, each toolbar shows the
// other person, the heading one is typing in is taken for the other, and the block the other has
// selected is outlined with their name. The picture of it is the README's co-editing screenshot
// (artifacts/e2e/co-editing.png; copied to docs/screenshots/ with UPDATE_SCREENSHOTS=1).
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page } from 'playwright/test';
import { afterAll, beforeAll, describe, test } from 'vitest';
import type { EmailDocument } from '../core/document/schema';
import { ROOT } from '../demo/build';
import { CO_EDITING_SEED } from '../demo/seed';
import { settled } from '../element/test/settle';
import { ARTIFACTS, env, launch, openDemo, ownDemo, serverCall } from './helpers';

// Counts who is in the shared newsletter and edits it: on a demo of its own, so another file's
// visitor to that template never shows up among its people.
ownDemo();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const screen = (page: Page, name: string) => page.getByRole('region', { name: `${name}’s screen` });
const canvasOf = (page: Page, name: string) => screen(page, name).frameLocator('eb-editor.screen eb-canvas iframe');
const people = (page: Page, name: string) => screen(page, name).getByRole('list', { name: 'People in this template' });

describe('the demo’s "Edit together" view', () => {
  test('two managers in one shared newsletter: edits, avatars, a taken heading and an outlined button cross between the screens', async () => {
    const key = env().demo.pro.apiKey;
    const [listed] = await serverCall<Array<{ _id: string }>>(
      key,
      'GET',
      `/v1/templates?meta[demoSeed]=${CO_EDITING_SEED}&limit=1`,
    );
    if (!listed) throw new Error('the seeded shared newsletter is missing');
    const shared = await serverCall<{ _id: string; blockTree: EmailDocument }>(
      key,
      'GET',
      `/v1/templates/${listed._id}`,
    );
    const { page, context } = await openDemo(browser, { viewport: { width: 1440, height: 1000 } });
    try {
      await page.getByRole('tab', { name: 'Edit together' }).click();
      await expect(page.getByRole('tabpanel', { name: 'Edit together' })).toContainText('“Northwind newsletter”');
      const maya = canvasOf(page, 'Maya Lindqvist');
      const sam = canvasOf(page, 'Sam Whitaker');
      // Both open the shared newsletter straight away (no gallery click), as editors.
      await expect(maya.getByText('Into the quiet season', { exact: true })).toBeVisible({ timeout: 20_000 });
      await expect(sam.getByText('Into the quiet season', { exact: true })).toBeAttached({ timeout: 20_000 });

      // Each toolbar shows the other person, and the pane's bar says who is there.
      await expect(people(page, 'Maya Lindqvist').getByRole('img', { name: 'Sam Whitaker', exact: true })).toBeVisible({
        timeout: 15_000,
      });
      await expect(people(page, 'Maya Lindqvist').getByRole('img', { name: 'Maya Lindqvist (you)' })).toBeVisible();
      await expect(
        people(page, 'Sam Whitaker').getByRole('img', { name: 'Maya Lindqvist', exact: true }),
      ).toBeVisible();
      await expect(screen(page, 'Sam Whitaker').getByText('Here with Maya Lindqvist', { exact: true })).toBeVisible();

      // Sam selects the button on his screen; Maya sees it outlined with his name.
      await sam.getByText('Read the feature', { exact: true }).click();
      await expect(maya.getByText('Sam Whitaker', { exact: true })).toBeVisible({ timeout: 10_000 });

      // Maya types in the headline on her screen (one page has one focus, so after Sam's click): it
      // arrives on Sam's, taken for him while she types, and his selection stays outlined on hers.
      await maya.getByText('Into the quiet season', { exact: true }).dblclick();
      await page.keyboard.press('End');
      await page.keyboard.type(', together');
      await expect(sam.getByText('Into the quiet season, together', { exact: true })).toBeVisible({ timeout: 10_000 });
      await expect(sam.getByText('Maya Lindqvist is typing here')).toBeVisible();
      await expect(maya.getByText('Sam Whitaker', { exact: true })).toBeVisible();

      // The picture: Maya's headline in the middle of her screen (Sam's outlined button below it),
      // both screens whole and clear of the page's sticky header.
      await maya.getByText('Into the quiet season, together').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const panes = page.locator('#together-panes');
      await panes.evaluate((el) => el.scrollIntoView({ block: 'end' }));
      await page.evaluate(settled);
      const shot = join(ARTIFACTS, 'co-editing.png');
      await panes.screenshot({ path: shot });
      if (process.env.UPDATE_SCREENSHOTS === '1')
        copyFileSync(shot, join(ROOT, 'docs', 'screenshots', 'co-editing.png'));

      // On a narrow screen the two people stack, Sam's screen below Maya's.
      await page.setViewportSize({ width: 900, height: 1000 });
      const mayaBox = await screen(page, 'Maya Lindqvist').boundingBox();
      const samBox = await screen(page, 'Sam Whitaker').boundingBox();
      expect(samBox!.y).toBeGreaterThanOrEqual(mayaBox!.y + mayaBox!.height);
      expect(samBox!.x).toBe(mayaBox!.x);
    } finally {
      await context.close();
      // The newsletter is the demo's seeded data: put back what it held for the journeys after this one.
      await serverCall(key, 'PUT', `/v1/templates/${shared._id}`, { blockTree: shared.blockTree });
    }
  });

  test('its server mints for Maya and Sam only, as managers with their names, and never hands out the secret key', async () => {
    const mint = (userId: unknown) =>
      fetch(`${env().demoUrl}/api/together/session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userId }),
      });
    for (const userId of ['maya', 'sam']) {
      const response = await mint(userId);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { sessionToken } = (await response.json()) as { sessionToken: string };
      const validate = await fetch(`${env().apiUrl}/v1/keys/validate`, {
        headers: { Authorization: `Bearer ${sessionToken}` },
      });
      expect(await validate.json()).toMatchObject({ userId, role: 'manager' });
    }
    // Alice (a member), people the demo does not know, and no one at all get nothing.
    for (const userId of ['alice', 'mallory', undefined, 42]) expect((await mint(userId)).status).toBe(400);
    const about = await (await fetch(`${env().demoUrl}/api/together`)).text();
    expect(JSON.parse(about)).toMatchObject({
      template: { name: 'Northwind newsletter' },
      people: [{ id: 'maya' }, { id: 'sam' }],
    });
    expect(about).not.toContain(env().demo.pro.apiKey);
  });
});
