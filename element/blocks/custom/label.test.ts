// A custom block is called by its type's label where the editor names one block: the inspector's
// header, the canvas's block bar and the name "Save as block" suggests say "Product", not "Custom block"; once the account no longer
// has the type, they fall back to "Custom block" (real Chromium, real API).
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { CustomBlock } from '../../../core/blocks/custom/schema';
import { fileAccount } from '../../test/accounts';
import { canvasFrame, canvasReady, mountReady, serverCall, uniqueUser } from '../../test/helpers';
import './palette-section';
import './fields';

const account = fileAccount('pro');

const PRODUCT = {
  label: 'Product',
  icon: '🛒',
  fields: [{ name: 'title', type: 'text', label: 'Product name', default: 'Desk lamp' }],
  template: '<p>Buy the {{title}}</p>',
};

const inspectorHeading = () => page.getByRole('heading', { level: 2, name: 'Product', exact: true });
const fallbackHeading = () => page.getByRole('heading', { level: 2, name: 'Custom block', exact: true });

test('the inspector and the block bar name a custom block by its type; "Custom block" once the type is deleted', {
  timeout: 60_000,
}, async () => {
  await serverCall(account().apiKey, 'PUT', '/v1/block-types/product', PRODUCT);
  const userId = uniqueUser('labels');
  const { el } = await mountReady(account(), userId);
  await userEvent.click(page.getByRole('button', { name: 'New template' }));
  await expect.poll(() => canvasReady(el)).toBe(true);
  await userEvent.click(page.getByRole('list', { name: 'Your blocks' }).getByRole('button', { name: 'Product' }));
  await expect.poll(() => el.store.doc.blocks.filter((b) => b.type === 'custom').length).toBe(1);
  const id = (el.store.doc.blocks[0] as CustomBlock).id;
  await expect.poll(() => el.store.selectedId).toBe(id);

  await expect.element(inspectorHeading()).toBeVisible();
  expect(fallbackHeading().elements()).toHaveLength(0);
  const bar = page.getByRole('toolbar', { name: 'Product block', exact: true });
  await expect.element(bar).toBeVisible();
  await expect.element(bar.getByText('Product', { exact: true })).toBeVisible();
  expect(page.getByRole('toolbar', { name: 'Custom block block' }).elements()).toHaveLength(0);
  // "Save as block" suggests the same name.
  await userEvent.click(page.getByRole('button', { name: 'Save as block', exact: true }));
  const nameField = page.getByRole('dialog').getByRole('textbox', { name: 'Block name' });
  await expect.element(nameField).toHaveValue('Product');
  await userEvent.keyboard('{Escape}');
  await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();

  // The type renamed by the account: a fresh editor of the same user calls the block by the new name.
  const saved = await el.save();
  await serverCall(account().apiKey, 'PUT', '/v1/block-types/product', { ...PRODUCT, label: 'Catalogue item' });
  const renamed = (await mountReady(account(), userId)).el;
  await renamed.open(saved?._id as string);
  await expect.poll(() => canvasReady(renamed)).toBe(true);
  await userEvent.click(canvasFrame().getByText('Buy the Desk lamp'));
  await expect.poll(() => renamed.store.selectedId).toBe(id);
  await expect.element(page.getByRole('heading', { level: 2, name: 'Catalogue item', exact: true })).toBeVisible();
  await expect.element(page.getByRole('toolbar', { name: 'Catalogue item block', exact: true })).toBeVisible();

  // The type deleted: the block still opens, called "Custom block" in both places.
  await serverCall(account().apiKey, 'DELETE', '/v1/block-types/product');
  const orphan = (await mountReady(account(), userId)).el;
  await orphan.open(saved?._id as string);
  await expect.poll(() => canvasReady(orphan)).toBe(true);
  await userEvent.click(canvasFrame().getByText('Buy the Desk lamp'));
  await expect.poll(() => orphan.store.selectedId).toBe(id);
  await expect.element(fallbackHeading()).toBeVisible();
  const fallbackBar = page.getByRole('toolbar', { name: 'Custom block block', exact: true });
  await expect.element(fallbackBar).toBeVisible();
  await expect.element(fallbackBar.getByText('Custom block', { exact: true })).toBeVisible();
  expect(page.getByRole('heading', { level: 2, name: 'Catalogue item' }).elements()).toHaveLength(0);
});
