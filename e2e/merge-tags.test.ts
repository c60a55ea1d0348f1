// Pinecrest CRM's own merge tags in the demo: offered in the link picker and the text toolbar,
// exported as plain tags, and filled with the CRM's sample data in the preview only.
import { type Browser, expect } from 'playwright/test';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { builder, launch, openDemo, ownDemo, waitForEvent } from './helpers';

ownDemo();

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const hrefOfButton = (page: import('playwright/test').Page) =>
  builder(page).evaluate(
    (el) =>
      (el as unknown as { getDocument(): { blocks: Array<{ type: string; props: { href?: string } }> } })
        .getDocument()
        .blocks.find((b) => b.type === 'button')?.props.href,
  );

describe('the demo’s merge tags', () => {
  test('a CRM tag picked for a button link, previewed with sample data, exported as the tag', async () => {
    const { page, context } = await openDemo(browser);
    try {
      await page.getByRole('button', { name: 'New template' }).click();
      await expect(page.locator('iframe[title="Email canvas"]')).toBeVisible();
      await page.getByRole('button', { name: 'Button', exact: true }).click();
      await waitForEvent(page, 'eb-dirty-change', 'unsaved changes');

      await page.getByRole('textbox', { name: 'Link', exact: true }).fill('');
      await page.getByRole('button', { name: 'Insert merge tag into Link' }).click();
      await page.getByRole('searchbox', { name: 'Search merge tags' }).fill('meeting');
      await page.getByRole('button', { name: /Owner’s meeting link/ }).click();
      await expect.poll(() => hrefOfButton(page)).toBe('{{owner.meeting_url}}');

      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Preview' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('checkbox', { name: 'Show sample data' }).check();
      await dialog
        .getByRole('group', { name: 'Preview as' })
        .getByRole('button', { name: 'Plain text', exact: true })
        .click();
      const text = dialog.getByRole('region', { name: 'Plain-text version' });
      await expect(text).toContainText('https://pinecrest.example/meet/jordan');
      await dialog.getByRole('checkbox', { name: 'Show sample data' }).uncheck();
      await expect(text).toContainText('{{owner.meeting_url}}');

      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: 'Download HTML' }).click();
      const file = await (await download).createReadStream();
      let html = '';
      for await (const chunk of file) html += chunk;
      expect(html).toContain('href="{{owner.meeting_url}}"');
      expect(html).not.toContain('pinecrest.example/meet');
    } finally {
      await context.close();
    }
  });
});
