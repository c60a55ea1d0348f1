// Inline editing for `npm run bench:editor` (editor.ts): typing on the canvas and a toolbar command.
import type { chromium } from 'playwright';
import { median } from './stats';

type Page = Awaited<ReturnType<Awaited<ReturnType<typeof chromium.launch>>['newPage']>>;

/**
 * Typing straight into a rich-text block on the canvas (the handler reads the block into the
 * model and stores it), and a toolbar command (read, edit, store, re-render the block from the
 * renderer, restore the selection), both on the same 200-block document.
 */
export async function measureInlineEditing(page: Page, keystrokes: number) {
  const canvas = page.frameLocator('iframe[title="Email canvas"]');
  await canvas.locator('[data-eb-block="t21"] p').first().dblclick();
  await page.getByRole('button', { name: 'Bold', exact: true }).waitFor();
  await page.evaluate(() => {
    const frame = document
      .querySelector('email-builder')
      ?.shadowRoot?.querySelector('eb-editor')
      ?.shadowRoot?.querySelector('eb-canvas')
      ?.shadowRoot?.querySelector('iframe') as HTMLIFrameElement;
    const doc = frame.contentDocument as Document;
    const w = window as unknown as { __rt: { typing: number[]; start: number } };
    w.__rt = { typing: [], start: 0 };
    // Capture runs before the editor's own listener, bubbling on the document after it.
    doc.addEventListener('input', () => (w.__rt.start = performance.now()), true);
    doc.addEventListener('input', () => w.__rt.typing.push(performance.now() - w.__rt.start));
  });
  await page.keyboard.press('End');
  for (let i = 0; i < keystrokes; i++) await page.keyboard.type(String.fromCharCode(97 + (i % 26)), { delay: 40 });
  const typing = await page.evaluate(() => (window as unknown as { __rt: { typing: number[] } }).__rt.typing);
  const stored = await page.evaluate(
    () =>
      (
        document.querySelector('email-builder') as unknown as {
          store: { doc: { blocks: Array<{ id: string; props: { html?: string } }> } };
        }
      ).store.doc.blocks.find((b) => b.id === 't21')?.props.html ?? '',
  );
  if (!stored.includes('abcdefghij')) throw new Error('inline typing did not reach the document');
  const commands: number[] = [];
  for (let i = 0; i < 12; i++) {
    const ms = await page.evaluate(async () => {
      const frame = document
        .querySelector('email-builder')
        ?.shadowRoot?.querySelector('eb-editor')
        ?.shadowRoot?.querySelector('eb-canvas')
        ?.shadowRoot?.querySelector('iframe') as HTMLIFrameElement;
      const doc = frame.contentDocument as Document;
      const root = doc.querySelector('[contenteditable="true"]') as HTMLElement;
      // The first two letters of the block's last paragraph ("Bold"), toggled on and off.
      const walker = doc.createTreeWalker([...root.querySelectorAll('p')].at(-1) ?? root, NodeFilter.SHOW_TEXT);
      let text = walker.nextNode();
      while (text && (text.textContent ?? '').length < 2) text = walker.nextNode();
      if (!text) throw new Error('no text to select');
      const range = doc.createRange();
      range.setStart(text, 0);
      range.setEnd(text, 2);
      doc.getSelection()?.removeAllRanges();
      doc.getSelection()?.addRange(range);
      const bold = document
        .querySelector('email-builder')
        ?.shadowRoot?.querySelector('eb-editor')
        ?.shadowRoot?.querySelector('eb-canvas')
        ?.shadowRoot?.querySelector('button[aria-label="Bold"]') as HTMLButtonElement;
      const before = root.innerHTML;
      const started = performance.now();
      bold.click();
      // The command stores the block and puts the renderer's markup for it into the canvas, synchronously.
      if (root.innerHTML === before) throw new Error('the command did not change the canvas');
      return performance.now() - started;
    });
    commands.push(ms);
    await page.waitForTimeout(30);
  }
  return { typing: median(typing), keys: typing.length, command: median(commands), commands: commands.length };
}
