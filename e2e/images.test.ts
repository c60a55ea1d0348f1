// The image library starts useful: a demo user who has uploaded nothing opens the Images dialog
// from an image block and finds the starters' own pictures there as the team's shared images,
// and one of them lands in the email.
import { type Browser, expect } from 'playwright/test';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { starterImageNames } from '../demo/seed-images';
import { ARTIFACTS, canvas, launch, openDemo, ownDemo } from './helpers';

ownDemo();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the image library', () => {
  test("bob's first look at the Images dialog shows the starter pictures as shared images, ready to use", async () => {
    const { page, context } = await openDemo(browser, { user: 'bob' });
    try {
      await page.getByRole('button', { name: 'New template' }).click();
      await expect(page.locator('iframe[title="Email canvas"]')).toBeVisible();
      await page.getByRole('button', { name: 'Image', exact: true }).click();
      await page.getByRole('button', { name: 'Choose image…' }).click();

      const dialog = page.getByRole('dialog', { name: 'Images' });
      await expect(dialog).toBeVisible();
      const library = dialog.getByRole('list', { name: 'Image library' });
      // The first page of the library (it pages on scrolling) is full of them.
      await expect
        .poll(() => library.getByRole('listitem').count())
        .toBeGreaterThanOrEqual(Math.min(30, starterImageNames().length));
      await expect(dialog.getByText('No images yet')).toHaveCount(0);
      const hero = dialog.getByRole('button', { name: 'Use acme-welcome-hero.png' });
      await expect(hero).toBeVisible();
      await expect(hero).toContainText('shared');
      await expect
        .poll(() => hero.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await page.screenshot({ path: `${ARTIFACTS}/images-library.png` });

      await hero.click();
      const altStep = page.getByRole('dialog', { name: 'Describe the image' });
      await altStep.getByRole('textbox', { name: 'Alt text' }).fill('Welcome');
      await altStep.getByRole('button', { name: 'Insert image' }).click();
      const image = canvas(page).locator('[data-eb-block] img').first();
      await expect(image).toHaveAttribute('alt', 'Welcome');
      await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
