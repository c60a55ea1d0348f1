// The formatting bar and the link menu it opens never cover the text being edited: a block with
// room above it gets both above it; the first block of an email (no room) gets both below it.
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { EmailBuilder } from '../email-builder/email-builder';
import { addBlocks, canvasDocument, canvasFrame, openBlankEditor, shadow } from '../test/helpers';

/** The block's box in page coordinates (the canvas frame's offset added). */
function blockBox(el: EmailBuilder, id: string): DOMRect {
  const frame = shadow(
    shadow(shadow(el).querySelector('eb-editor') as HTMLElement).querySelector('eb-canvas') as HTMLElement,
  ).querySelector('iframe') as HTMLIFrameElement;
  const inner = (canvasDocument(el).querySelector(`[data-eb-block="${id}"]`) as HTMLElement).getBoundingClientRect();
  const outer = frame.getBoundingClientRect();
  return new DOMRect(outer.left + inner.left, outer.top + inner.top, inner.width, inner.height);
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test('the bar and the link menu stay off the block being edited, first in the email or further down', async () => {
  const { el } = await openBlankEditor();
  await addBlocks('Text', 'Spacer', 'Spacer', 'Spacer', 'Spacer', 'Spacer', 'Text');
  const texts = el.store.doc.blocks.filter((b) => b.type === 'text').map((b) => b.id);
  const bar = () => page.getByRole('toolbar', { name: 'Text formatting' });
  for (const [index, id] of texts.entries()) {
    el.store.select(null);
    await userEvent.dblClick(canvasFrame().getByText('Write something', { exact: false }).nth(index));
    await expect.element(page.getByRole('button', { name: 'Bold' })).toBeVisible();
    const block = blockBox(el, id);
    expect(overlaps(bar().element().getBoundingClientRect(), block), `bar over text block ${index + 1}`).toBe(false);
    await userEvent.click(page.getByRole('button', { name: 'Link', exact: true }));
    const menu = page.getByRole('dialog', { name: 'Link' });
    await expect.element(menu).toBeVisible();
    const box = menu.element().getBoundingClientRect();
    expect(overlaps(box, block), `link menu over text block ${index + 1}`).toBe(false);
    // And it is on screen, where the user can type the address.
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(innerHeight);
    // The first block has the bar below it, the later one above it.
    expect(
      bar()
        .element()
        .classList.contains(index === 0 ? 'below' : 'above'),
      `bar side for block ${index + 1}`,
    ).toBe(true);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(page.getByRole('button', { name: 'Done' }));
  }
});
