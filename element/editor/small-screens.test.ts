// Every dialog and panel on a phone (390×844) and a tablet (768×1024): each fits the screen with
// every control inside it and on top (a finger can reach it), Escape closes it, and so does a tap
// on its backdrop. The phone preview's screenshot goes to artifacts/element/ (docs/screenshots/
// phone-preview.png is a copy).
import { describe, expect, test } from 'vitest';
import { type Locator, page, userEvent } from 'vitest/browser';
import type { EmailBuilder } from '../email-builder/email-builder';
import { allBlockIds, findBlock } from '../state/document-ops';
import { canvasReady, env, mintSession, mount, serverCall, shadow, uniqueUser } from '../test/helpers';
import { settled } from '../test/settle';

const SIZES = [
  [390, 844],
  [768, 1024],
] as const;
const CONTROLS = 'button, input, select, textarea, a[href], [role="button"], [tabindex]:not([tabindex="-1"])';

/** The topmost element at a point, through shadow roots. */
function hitAt(x: number, y: number): Element | null {
  let root: Document | ShadowRoot = document;
  let hit: Element | null = null;
  for (;;) {
    const next: Element | null = root.elementFromPoint(x, y);
    if (!next || next === hit) return hit;
    hit = next;
    if (!next.shadowRoot) return hit;
    root = next.shadowRoot;
  }
}

/** Is `inner` `outer` or inside it, across shadow roots? */
function within(inner: Node | null, outer: Element): boolean {
  for (let node = inner; node; node = node.parentNode ?? (node as ShadowRoot).host ?? null)
    if (node === outer) return true;
  return false;
}

/** Every visible control inside `root` (through shadow roots), skipping hidden ones. */
function controlsIn(root: Element | ShadowRoot, found: HTMLElement[] = []): HTMLElement[] {
  for (const node of root.querySelectorAll<HTMLElement>('*')) {
    if (node.matches(CONTROLS) && node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden')
      found.push(node);
    if (node.shadowRoot) controlsIn(node.shadowRoot, found);
  }
  return found;
}

/**
 * Controls a user cannot reach: brought into view the way a finger scrolls (only through scrolling
 * containers), each must lie inside the viewport and be what a tap at its centre hits. A box
 * clipped by `overflow: hidden` stays out of reach, so those boxes must never have been scrolled.
 */
function unreachable(box: Element): string[] {
  const misses: string[] = [];
  for (const control of controlsIn(box.shadowRoot ?? box)) {
    control.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    const r = control.getBoundingClientRect();
    const name = `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`;
    if (r.left < 0 || r.top < 0 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
      misses.push(
        `${name} at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`,
      );
    else if (!within(hitAt(r.left + r.width / 2, r.top + r.height / 2), control)) misses.push(`${name} is covered`);
  }
  for (const clip of clippedScrolled(box)) misses.push(`${clip} was scrolled although it clips`);
  return misses;
}

function clippedScrolled(root: Element, found: string[] = []): string[] {
  for (const node of [root, ...(root.shadowRoot ?? root).querySelectorAll('*')]) {
    const style = getComputedStyle(node);
    const clips = style.overflowX === 'hidden' || style.overflowY === 'hidden' || style.overflowX === 'clip';
    if (clips && (node.scrollTop > 0 || node.scrollLeft !== 0)) found.push(node.tagName.toLowerCase());
    if (node !== root && node.shadowRoot) clippedScrolled(node, found);
  }
  return found;
}

/** Taps the backdrop: a point in the margin beside the dialog's box. */
async function tapBackdrop(dialog: Locator): Promise<void> {
  const box = (dialog.element() as HTMLElement).getBoundingClientRect();
  const x = box.left > 8 ? -Math.min(8, box.left / 2) : box.width / 2;
  const y = box.left > 8 ? box.height / 2 : -Math.min(8, box.top / 2);
  await userEvent.click(dialog, { position: { x, y }, force: true } as never);
}

/** A template with two versions, in the gallery of its user's element sized to the whole screen. */
async function mountSeeded(width: number, height: number): Promise<{ el: EmailBuilder; id: string }> {
  const userId = uniqueUser('small');
  const { apiKey } = env().accounts.pro;
  const library = await fetch(`${env().apiUrl}/v1/templates/library`).then(
    (r) => r.json() as Promise<Array<{ name: string; blockTree: unknown }>>,
  );
  const blockTree = library.find((item) => item.name === 'Newsletter')?.blockTree ?? library[0]?.blockTree;
  const created = await serverCall<{ _id: string }>(apiKey, 'POST', '/v1/templates', {
    name: 'Spring news',
    userId,
    blockTree,
  });
  await serverCall(apiKey, 'PUT', `/v1/templates/${created._id}`, { name: 'Spring news, again' });
  const token = await mintSession(apiKey, userId);
  const { el, of } = mount({ 'api-key': token, 'user-id': userId, 'base-url': env().apiUrl });
  // mount() sizes the page for a desktop: the screen under test replaces it.
  await page.viewport(width, height);
  el.style.cssText = 'display:block;width:100vw;height:100vh;min-height:0';
  document.body.style.margin = '0';
  await expect.poll(() => of('eb-ready').length, { timeout: 10_000 }).toBe(1);
  return { el, id: created._id };
}

async function openSeeded(width: number, height: number): Promise<EmailBuilder> {
  const { el, id } = await mountSeeded(width, height);
  await el.open(id);
  await expect.poll(() => canvasReady(el)).toBe(true);
  return el;
}

/** Opens a dialog, checks every control is reachable, closes it with Escape, then again with a backdrop tap. */
async function checkDialog(name: string | RegExp, open: () => Promise<void>, size: string): Promise<void> {
  for (const close of ['Escape', 'backdrop'] as const) {
    await open();
    const dialog = page.getByRole('dialog', { name, exact: true });
    await expect.element(dialog).toBeVisible();
    const box = dialog.element() as HTMLDialogElement;
    // The dialog eases in: judge it once it has settled, as the user sees it.
    await settled();
    if (name === 'Preview' && close === 'Escape' && size === '390×844')
      await page.screenshot({ path: '../../artifacts/element/phone-preview.png' });
    expect(unreachable(box), `${name} at ${size}`).toEqual([]);
    if (close === 'Escape') await userEvent.keyboard('{Escape}');
    else await tapBackdrop(dialog);
    await expect.poll(() => box.open && box.isConnected, { message: `${close} closes ${name}` }).toBe(false);
  }
}

const editorRoot = (el: EmailBuilder) => shadow(shadow(el).querySelector('eb-editor') as HTMLElement);

describe.each(SIZES)('at %i×%i', (width, height) => {
  test("the gallery's Rename and Delete dialogs fit the screen; Escape and a backdrop tap close each", async () => {
    await mountSeeded(width, height);
    const name = 'Spring news, again';
    const card = page.getByRole('listitem').filter({ has: page.getByRole('button', { name, exact: true }) });
    for (const [item, title] of [
      ['Rename', 'Rename template'],
      ['Delete', `Delete “${name}”?`],
    ] as const) {
      const open = async () => {
        await userEvent.click(card.getByRole('button', { name: /actions/i }));
        await userEvent.click(page.getByRole('menuitem', { name: item }));
      };
      await checkDialog(title, open, `${width}×${height}`);
    }
    await expect.element(page.getByRole('button', { name, exact: true })).toBeVisible();
  });

  test('Preview, History, Images, Save as block and Writing help fit the screen, every control reachable; Escape and a backdrop tap close each', async () => {
    const el = await openSeeded(width, height);
    const dialogs: Array<[string, () => Promise<void>]> = [
      ['Preview', () => userEvent.click(page.getByRole('button', { name: 'Preview', exact: true }))],
      [
        'History',
        async () => {
          await userEvent.click(page.getByRole('button', { name: 'History', exact: true }));
          // An older version selected: "Restore this version" is enabled, the control that matters.
          await userEvent.click(page.getByRole('button', { name: /^Version 1\b/ }));
        },
      ],
      [
        'Images',
        async () => {
          const image = allBlockIds(el.store.doc).find((id) => findBlock(el.store.doc, id)?.block.type === 'image');
          el.store.select(image ?? null);
          await openSettings(el);
          await userEvent.click(page.getByRole('button', { name: /^(Choose|Replace) image/ }));
        },
      ],
      [
        'Save as block',
        async () => {
          el.store.select(el.store.doc.blocks[0]?.id ?? null);
          await openSettings(el);
          await userEvent.click(page.getByRole('button', { name: 'Save as block' }));
        },
      ],
      [
        'Writing help',
        async () => {
          // The host's model (docs/api.md §16), here a function answering at once; with its answer shown.
          el.assistant = async ({ task }) => ({ text: `A ${task} from the host's model` });
          el.store.select(null);
          await openSettings(el);
          await userEvent.click(page.getByRole('button', { name: 'Writing help', exact: true }));
          const help = page.getByRole('dialog', { name: 'Writing help' });
          await userEvent.click(help.getByRole('button', { name: 'Suggest a preheader' }));
          await expect.element(help.getByRole('button', { name: 'Apply', exact: true })).toBeVisible();
        },
      ],
    ];
    for (const [name, open] of dialogs) await checkDialog(name, open, `${width}×${height}`);
  });

  test('the Checks panel and the drawers fit the screen, every control reachable; Escape closes the panel', async () => {
    const el = await openSeeded(width, height);
    await userEvent.click(page.getByRole('button', { name: /^Checks/ }));
    const panel = () => editorRoot(el).querySelector('eb-checks') as HTMLElement;
    await expect.poll(() => panel()?.shadowRoot?.querySelector('li, .empty')).toBeTruthy();
    const box = panel().getBoundingClientRect();
    expect(box.width, 'the panel is readable, not a sliver').toBeGreaterThanOrEqual(Math.min(320, width - 32));
    expect(box.height).toBeGreaterThanOrEqual(120);
    expect(unreachable(panel()), `Checks at ${width}×${height}`).toEqual([]);
    (shadow(panel()).querySelector('h2') as HTMLElement).focus();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => editorRoot(el).querySelector('eb-checks')).toBeNull();

    for (const drawer of ['Blocks', 'Settings']) {
      await userEvent.click(page.getByRole('button', { name: drawer, exact: true }));
      const aside = editorRoot(el).querySelector(drawer === 'Blocks' ? '#palette' : '#inspector') as HTMLElement;
      await expect.poll(() => aside.getClientRects().length).toBe(1);
      expect(unreachable(aside), `${drawer} drawer at ${width}×${height}`).toEqual([]);
      await userEvent.click(page.getByRole('button', { name: drawer, exact: true }));
    }
  });
});

async function openSettings(el: EmailBuilder): Promise<void> {
  const inspector = editorRoot(el).querySelector('#inspector') as HTMLElement;
  if (inspector.getClientRects().length > 0 && getComputedStyle(inspector).display !== 'none') return;
  await userEvent.click(page.getByRole('button', { name: 'Settings', exact: true }));
}
