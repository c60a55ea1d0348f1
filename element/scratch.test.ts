import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { mountReady, serverCall, env } from './test/helpers';

test('screens', async () => {
  const user = 'shot-user';
  await serverCall(env().accounts.shared.apiKey, 'POST', '/v1/templates', { name: 'Team newsletter', blockTree: { blocks: [] } });
  await serverCall(env().accounts.shared.apiKey, 'POST', '/v1/templates', { name: 'Welcome series', userId: user, blockTree: { blocks: [{ id: 'h1', type: 'heading', props: { text: 'Hello there' } }] } });
  await page.viewport(1300, 800);
  await mountReady('shared', user);
  await new Promise((r) => setTimeout(r, 1500));
  await page.screenshot({ path: '.shots/gallery.png' });
  await userEvent.click(page.getByRole('tab', { name: 'Email Builder' }));
  await new Promise((r) => setTimeout(r, 1500));
  await page.screenshot({ path: '.shots/library.png' });
  await userEvent.click(page.getByRole('tab', { name: 'My Templates' }));
  await userEvent.click(page.getByRole('button', { name: 'Welcome series' }));
  await userEvent.click(page.getByRole('button', { name: 'Text', exact: true }));
  await userEvent.click(page.getByRole('button', { name: 'Button', exact: true }));
  await userEvent.click(page.getByRole('button', { name: 'Image', exact: true }));
  await userEvent.click(page.getByRole('button', { name: 'Columns', exact: true }));
  await userEvent.click(page.getByRole('button', { name: 'Social', exact: true }));
  await new Promise((r) => setTimeout(r, 1000));
  await page.screenshot({ path: '.shots/editor.png' });
  expect(1).toBe(1);
});
