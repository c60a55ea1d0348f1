// Screenshots of the gallery and the editor, light and dark, kept in artifacts/element/ (not in
// git) for review and docs. Each is taken after asserting the screen is what it claims to be.
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { canvasDocument, canvasReady, env, mountReady, serverCall, uniqueUser } from './helpers';
import { inShadows, settled } from './settle';

const shot = (name: string) => page.screenshot({ path: `../../artifacts/element/${name}.png` });

/** Every card thumbnail in view shows its email (a thumbnail draws once it is in view), and nothing moves. */
async function thumbnailsDrawn(el: Element): Promise<void> {
  const inView = () =>
    inShadows(el, 'eb-thumbnail').filter((thumb) => {
      const r = thumb.getBoundingClientRect();
      return r.width > 0 && r.bottom > 0 && r.top < innerHeight;
    });
  await expect.poll(() => inView().length).toBeGreaterThan(0);
  await expect.poll(() => inView().filter((thumb) => !thumb.shadowRoot?.querySelector('iframe, img')).length).toBe(0);
  await settled();
}

// Two tests, each with a whole test's time: a screenshot takes seconds on a loaded machine.
test('gallery and library screenshots', async () => {
  await page.viewport(1300, 800);
  const userId = uniqueUser('shots');
  const { apiKey } = env().accounts.agency;
  const library = await fetch(`${env().apiUrl}/v1/templates/library`).then(
    (r) => r.json() as Promise<Array<{ name: string; blockTree: unknown }>>,
  );
  for (const starter of library.slice(0, 3))
    await serverCall(apiKey, 'POST', '/v1/templates', {
      name: `${starter.name} (spring)`,
      userId,
      blockTree: starter.blockTree,
    });
  await serverCall(apiKey, 'POST', '/v1/templates', { name: 'Team announcement', blockTree: library[7]?.blockTree });
  const { el } = await mountReady('agency', userId);
  await expect.element(page.getByRole('button', { name: 'Team announcement', exact: true })).toBeVisible();
  await thumbnailsDrawn(el);
  await shot('gallery');
  await userEvent.click(page.getByRole('tab', { name: 'Email Builder' }));
  await expect.element(page.getByRole('button', { name: 'Newsletter', exact: true })).toBeVisible();
  await thumbnailsDrawn(el);
  await shot('library');
});

test('editor screenshots, light and dark, and the preview', async () => {
  await page.viewport(1300, 800);
  const { el } = await mountReady('agency', uniqueUser('shots'));
  await userEvent.click(page.getByRole('tab', { name: 'Email Builder' }));
  await userEvent.click(page.getByRole('button', { name: 'Newsletter', exact: true }));
  await expect.poll(() => canvasReady(el)).toBe(true);
  el.store.select(el.store.doc.blocks[3]?.id ?? null);
  await expect.poll(() => [...canvasDocument(el).images].every((image) => image.complete)).toBe(true);
  await settled();
  await shot('editor');
  el.setAttribute('theme', 'dark');
  await el.updateComplete;
  await settled();
  await shot('editor-dark');
  await userEvent.click(page.getByRole('button', { name: 'Mobile' }));
  await settled();
  await shot('editor-mobile-dark');
  el.setAttribute('theme', 'light');
  await userEvent.click(page.getByRole('button', { name: 'Preview', exact: true }));
  await expect.element(page.getByRole('dialog', { name: 'Preview' })).toBeVisible();
  await settled();
  await shot('preview');
});
