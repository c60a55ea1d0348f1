// Custom blocks when people edit together (docs/api.md §14, §16), in real Chromium against the real
// API: one person adds a block of the account's type from the palette and the other sees it
// rendered by the type; both change different fields of it at the same moment and both changes
// survive, on both canvases and in the template the server writes back.
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { CustomBlock } from '../../../core/blocks/custom/schema';
import type { EmailBuilder } from '../../email-builder/email-builder';
import { fileAccount } from '../../test/accounts';
import { serverCall } from '../../test/helpers';
import { canvasText, editorRoot, livePeople } from '../../test/people';
import './palette-section';
import './fields';

const account = fileAccount('pro');
const { join, sharedTemplate } = livePeople(account);

afterEach(() => {
  document.body.replaceChildren();
});

const PRODUCT = {
  label: 'Product',
  fields: [
    { name: 'title', type: 'text', label: 'Product name', default: 'Desk lamp' },
    { name: 'price', type: 'text', label: 'Price', default: '€49' },
  ],
  template: '<p>Buy the {{title}}</p><p>Only {{price}}</p>',
};

const customOf = (el: EmailBuilder) => el.store.doc.blocks.find((b): b is CustomBlock => b.type === 'custom');

/** One field changed as the form changes it: a new values object in the block's props. */
function setField(el: EmailBuilder, id: string, name: string, value: string): void {
  el.store.update(id, (b) => {
    const block = b as CustomBlock;
    return { ...block, props: { ...block.props, values: { ...block.props.values, [name]: value } } };
  });
}

test('one adds a custom block, the other sees it; both change a different field at once and both changes survive', {
  timeout: 90_000,
}, async () => {
  await page.viewport(1640, 760);
  await serverCall(account().apiKey, 'PUT', '/v1/block-types/product', PRODUCT);
  const id = await sharedTemplate();
  const alice = await join('Alice Liddell', 'manager', id);
  const bob = await join('Bob Builder', 'manager', id);

  // Alice adds a Product from her palette (side by side, each editor is narrow: the button is
  // pressed in her palette's own section); Bob's canvas shows it rendered by the type.
  const alicesButton = () =>
    editorRoot(alice.el)
      ?.querySelector('eb-palette')
      ?.shadowRoot?.querySelector<HTMLButtonElement>('eb-custom-blocks li button') ?? null;
  await expect.poll(() => alicesButton()?.textContent, { timeout: 10_000 }).toContain('Product');
  alicesButton()?.click();
  await expect.poll(() => customOf(alice.el)?.props.blockType).toBe('product');
  await expect.poll(() => canvasText(bob.el), { timeout: 10_000 }).toContain('Buy the Desk lamp');
  const block = customOf(bob.el) as CustomBlock;
  expect(block.id).toBe(customOf(alice.el)?.id);
  expect(block.props).toEqual(customOf(alice.el)?.props);

  // Bob opens his settings drawer (each editor is narrow side by side): his form for the block is
  // the type's, filled with what Alice added, under the type's name.
  bob.el.store.select(block.id);
  await userEvent.click(editorRoot(bob.el)?.querySelector('.drawer-toggle[aria-controls="inspector"]') as HTMLElement);
  await expect.element(page.getByRole('textbox', { name: 'Product name' })).toHaveValue('Desk lamp');
  await expect.element(page.getByRole('heading', { level: 2, name: 'Product', exact: true })).toBeVisible();

  // Both change a different field of the block at the same moment: both changes survive, everywhere.
  setField(alice.el, block.id, 'title', 'Floor lamp');
  setField(bob.el, block.id, 'price', '€59');
  for (const person of [alice, bob]) {
    await expect
      .poll(() => [canvasText(person.el).includes('Buy the Floor lamp'), canvasText(person.el).includes('Only €59')], {
        timeout: 10_000,
      })
      .toEqual([true, true]);
    expect(customOf(person.el)?.props.values).toEqual({ title: 'Floor lamp', price: '€59' });
  }

  // The template the server writes back holds both.
  await alice.el.save();
  const stored = async () =>
    (
      await serverCall<{ blockTree: { blocks: Array<{ type: string; props: { values?: unknown } }> } }>(
        account().apiKey,
        'GET',
        `/v1/templates/${id}`,
      )
    ).blockTree.blocks.find((b) => b.type === 'custom')?.props.values;
  await expect.poll(stored, { timeout: 15_000 }).toEqual({ title: 'Floor lamp', price: '€59' });
});
