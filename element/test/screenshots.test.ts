// Screenshots of the gallery and the editor, light and dark, kept in artifacts/element/ (not in
// git) for review and docs. Each is taken after asserting the screen is what it claims to be.
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { canvasReady, env, mountReady, serverCall, uniqueUser } from './helpers';

const shot = (name: string) => page.screenshot({ path: `../../artifacts/element/${name}.png` });

test('gallery and editor screenshots, light and dark', async () => {
  await page.viewport(1300, 800);
  const userId = uniqueUser('shots');
  const { apiKey } = env().accounts.agency;
  const library = await fetch(`${env().apiUrl}/v1/templates/library`).then(
    (r) => r.json() as Promise<Array<{ name: string; blockTree: unknown }>>,
  );
  for (const starter of library.slice(0, 3))
    await serverCall(apiKey, 'POST', '/v1/templates', { name: `${starter.name} (spring)`, userId, blockTree: starter.blockTree });
  await serverCall(apiKey, 'POST', '/v1/templates', { name: 'Team announcement', blockTree: library[7]?.blockTree });
  const { el } = await mountReady('agency', userId);
  await expect.element(page.getByRole('button', { name: 'Team announcement', exact: true })).toBeVisible();
  await new Promise((r) => setTimeout(r, 1200));
  await shot('gallery');
  await userEvent.click(page.getByRole('tab', { name: 'Email Builder' }));
  await expect.element(page.getByRole('button', { name: 'Newsletter', exact: true })).toBeVisible();
  await new Promise((r) => setTimeout(r, 1200));
  await shot('library');
  await userEvent.click(page.getByRole('button', { name: 'Newsletter', exact: true }));
  await expect.poll(() => canvasReady(el)).toBe(true);
  el.store.select(el.store.doc.blocks[3]?.id ?? null);
  await new Promise((r) => setTimeout(r, 1200));
  await shot('editor');
  el.setAttribute('theme', 'dark');
  await new Promise((r) => setTimeout(r, 500));
  await shot('editor-dark');
  await userEvent.click(page.getByRole('button', { name: 'Mobile' }));
  await new Promise((r) => setTimeout(r, 800));
  await shot('editor-mobile-dark');
  el.setAttribute('theme', 'light');
  await userEvent.click(page.getByRole('button', { name: 'Preview', exact: true }));
  await expect.element(page.getByRole('dialog', { name: 'Preview' })).toBeVisible();
  await new Promise((r) => setTimeout(r, 800));
  await shot('preview');
});
