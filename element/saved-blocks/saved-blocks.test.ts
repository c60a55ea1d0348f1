// Saved blocks against the real API: "Save as block" on a block or a columns section, the palette's
// Saved section in another template (click and drag in, search, rename, delete), managers' shared
// blocks, and the plan's limit explained with the API's words.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { SavedBlock, SavedBlockItem } from '../api/types';
import type { EmailBuilder } from '../email-builder/email-builder';
import { fileAccount } from '../test/accounts';
import {
  type Account,
  accountOf,
  addBlocks,
  canvasFrame,
  canvasReady,
  env,
  mount,
  openBlankEditor,
  serverCall,
  typesOf,
  uniqueUser,
} from '../test/helpers';

// A Free plan's saved-block limit, this file's alone.
const freeAccount = fileAccount('free');

async function mintWithRole(apiKey: string, userId: string, role: 'member' | 'manager'): Promise<string> {
  const response = await fetch(`${env().apiUrl}/v1/sessions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId, role }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { sessionToken: string }).sessionToken;
}

/** Mounts for `userId` with `role` and opens a blank template. */
async function openAs(account: Account, userId: string, role: 'member' | 'manager') {
  const token = await mintWithRole(accountOf(account).apiKey, userId, role);
  const mounted = mount({ 'api-key': token, 'user-id': userId, 'base-url': env().apiUrl });
  await expect.poll(() => mounted.of('eb-ready').length, { timeout: 10_000 }).toBe(1);
  await userEvent.click(page.getByRole('button', { name: 'New template' }));
  await expect.poll(() => canvasReady(mounted.el)).toBe(true);
  return { ...mounted, token };
}

const saveDialog = () => page.getByRole('dialog', { name: 'Save as block' });
const saved = () => page.getByRole('list', { name: 'Saved blocks' });
/** A saved block's own button (beside its Rename and Delete buttons); shared ones say so. */
const savedItem = (name: string) => saved().getByRole('button', { name, exact: true });

async function saveSelectedAs(name: string, shared = false): Promise<void> {
  await userEvent.click(page.getByRole('button', { name: 'Save as block' }));
  await userEvent.fill(saveDialog().getByRole('textbox', { name: 'Block name' }), name);
  if (shared) await userEvent.click(saveDialog().getByRole('checkbox', { name: 'Shared with my team' }));
  await userEvent.click(saveDialog().getByRole('button', { name: 'Save block' }));
}

async function listBlocks(bearer: string): Promise<SavedBlockItem[]> {
  const response = await fetch(`${env().apiUrl}/v1/blocks?limit=100`, {
    headers: { Authorization: `Bearer ${bearer}` },
  });
  return (await response.json()) as SavedBlockItem[];
}

const headingText = (el: EmailBuilder, index: number) =>
  (el.store.doc.blocks[index] as unknown as { props: { text: string } }).props.text;

describe('saved blocks', () => {
  // A long journey (two templates, two saves, a drag, rename, delete): more room on a loaded machine.
  test('a block saved in one template is reused in another (click and drag), then renamed and deleted', {
    timeout: 60_000,
  }, async () => {
    const { el } = await openBlankEditor('pro');
    const tag = uniqueUser('offer');
    await addBlocks('Heading');
    await userEvent.fill(page.getByRole('textbox', { name: 'Heading text' }), `Autumn offer ${tag}`);
    const originalId = el.store.selectedId;
    await saveSelectedAs(`Offer header ${tag}`);
    await expect.element(saveDialog()).not.toBeInTheDocument();
    await expect.element(savedItem(`Offer header ${tag}`)).toBeVisible();

    // Another template: the Saved section comes from the API.
    await userEvent.click(page.getByRole('button', { name: 'Back to templates' }));
    await userEvent.click(page.getByRole('button', { name: 'New template' }));
    await expect.poll(() => canvasReady(el)).toBe(true);
    expect(el.store.doc.blocks).toEqual([]);
    // The saved block shows what it looks like: a live thumbnail of the block, in this email's look.
    const thumbnail = () =>
      savedItem(`Offer header ${tag}`)
        .element()
        .querySelector('eb-thumbnail')
        ?.shadowRoot?.querySelector('iframe') as HTMLIFrameElement | null;
    await expect.poll(() => thumbnail()?.srcdoc ?? '', { timeout: 10_000 }).toContain(`Autumn offer ${tag}`);
    expect(thumbnail()?.getAttribute('sandbox')).toBe('');
    expect(thumbnail()?.getBoundingClientRect().height).toBeGreaterThan(0);
    await addBlocks('Button');
    await userEvent.click(savedItem(`Offer header ${tag}`));
    await expect.poll(() => typesOf(el)).toEqual(['button', 'heading']);
    expect(headingText(el, 1)).toBe(`Autumn offer ${tag}`);
    expect(el.store.doc.blocks[1]?.id).not.toBe(originalId);
    await expect.element(canvasFrame().getByText(`Autumn offer ${tag}`)).toBeVisible();

    // Dragged above the button: a second copy with its own id.
    await userEvent.dragAndDrop(savedItem(`Offer header ${tag}`), canvasFrame().getByText('Call to action'), {
      targetPosition: { x: 5, y: 2 },
    } as never);
    await expect.poll(() => typesOf(el)).toEqual(['heading', 'button', 'heading']);
    expect(headingText(el, 0)).toBe(`Autumn offer ${tag}`);
    expect(new Set(el.store.doc.blocks.map((b) => b.id)).size).toBe(3);
    // The exported email carries the saved content.
    const exported = await el.exportHtml();
    expect(exported.html.split(`Autumn offer ${tag}`).length - 1).toBe(2);

    // Search narrows the list by name.
    await addBlocks('Divider');
    await saveSelectedAs(`Thin rule ${tag}`);
    await expect.element(savedItem(`Thin rule ${tag}`)).toBeVisible();
    await userEvent.fill(page.getByRole('searchbox', { name: 'Search saved blocks' }), 'thin RULE');
    await expect.element(savedItem(`Offer header ${tag}`)).not.toBeInTheDocument();
    await expect.element(savedItem(`Thin rule ${tag}`)).toBeVisible();
    await userEvent.fill(page.getByRole('searchbox', { name: 'Search saved blocks' }), '');

    // Rename, then delete: the API agrees.
    await userEvent.click(saved().getByRole('button', { name: `Rename Offer header ${tag}` }));
    await userEvent.fill(saved().getByRole('textbox', { name: `New name for Offer header ${tag}` }), `Hero ${tag}`);
    await userEvent.click(saved().getByRole('button', { name: 'Rename', exact: true }));
    await expect.element(savedItem(`Hero ${tag}`)).toBeVisible();
    const names = async () => (await listBlocks(el.apiKey)).map((b) => b.name);
    expect(await names()).toContain(`Hero ${tag}`);
    await userEvent.click(saved().getByRole('button', { name: `Delete Hero ${tag}` }));
    await userEvent.click(saved().getByRole('button', { name: 'Delete', exact: true }));
    await expect.element(savedItem(`Hero ${tag}`)).not.toBeInTheDocument();
    expect(await names()).not.toContain(`Hero ${tag}`);
  });

  test('a columns section is saved with its children and comes back with new ids', async () => {
    const { el } = await openBlankEditor('pro');
    const tag = uniqueUser('cols');
    await addBlocks('Columns');
    const columns = el.store.doc.blocks[0];
    if (columns?.type !== 'columns') throw new Error('no columns block');
    const child = el.store.newId();
    el.store.update(columns.id, (b) => {
      if (b.type !== 'columns') return b;
      const heading = { id: child, type: 'heading', props: { text: `Left side ${tag}`, level: 2 }, style: {} };
      const first = b.props.columns[0];
      return {
        ...b,
        props: { ...b.props, columns: b.props.columns.map((c) => (c === first ? { ...c, blocks: [heading] } : c)) },
      } as typeof b;
    });
    el.store.select(columns.id);
    await saveSelectedAs(`Two columns ${tag}`);
    await expect.element(savedItem(`Two columns ${tag}`)).toBeVisible();
    const stored = (await listBlocks(el.apiKey)).find((b) => b.name === `Two columns ${tag}`);
    const full = await (
      await fetch(`${env().apiUrl}/v1/blocks/${stored?._id}`, { headers: { Authorization: `Bearer ${el.apiKey}` } })
    ).json();
    expect((full as SavedBlock).block.type).toBe('columns');

    await userEvent.click(savedItem(`Two columns ${tag}`));
    await expect.poll(() => typesOf(el)).toEqual(['columns', 'columns']);
    const copy = el.store.doc.blocks[1];
    if (copy?.type !== 'columns') throw new Error('no copy');
    const copiedChild = copy.props.columns[0]?.blocks[0];
    expect(copiedChild?.type).toBe('heading');
    expect(copiedChild?.id).not.toBe(child);
    await expect.poll(() => canvasFrame().getByText(`Left side ${tag}`).elements().length).toBe(2);
  });

  test('a member cannot share; a manager shares with the team, who may use it but not change it', async () => {
    const tag = uniqueUser('team');
    const member = uniqueUser('member');
    const first = await openAs('pro', member, 'member');
    await addBlocks('Heading');
    await userEvent.click(page.getByRole('button', { name: 'Save as block' }));
    await expect.element(saveDialog()).toBeVisible();
    await expect.element(saveDialog().getByRole('checkbox', { name: 'Shared with my team' })).not.toBeInTheDocument();
    await userEvent.click(saveDialog().getByRole('button', { name: 'Cancel' }));
    // Nor can a member's token share by asking the API directly.
    const refused = await fetch(`${env().apiUrl}/v1/blocks`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${first.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'sneaky', block: first.el.store.doc.blocks[0], shared: true }),
    });
    expect(refused.status).toBe(403);

    await openAs('pro', uniqueUser('manager'), 'manager');
    await addBlocks('Heading');
    await userEvent.fill(page.getByRole('textbox', { name: 'Heading text' }), `Legal footer ${tag}`);
    await saveSelectedAs(`Approved footer ${tag}`, true);
    await expect.element(savedItem(`Approved footer ${tag} Shared`)).toBeVisible();
    const all = await serverCall<SavedBlockItem[]>(env().accounts.pro.apiKey, 'GET', '/v1/blocks?limit=100');
    const sharedItem = all.find((b) => b.name === `Approved footer ${tag}`);
    expect(sharedItem).toBeDefined();
    expect(sharedItem?.userId).toBeUndefined();

    // The member sees it as shared, can insert it, and gets no rename or delete.
    const again = await openAs('pro', member, 'member');
    const item = savedItem(`Approved footer ${tag} Shared`);
    await expect.element(item).toBeVisible();
    await expect
      .element(saved().getByRole('button', { name: `Delete Approved footer ${tag}` }))
      .not.toBeInTheDocument();
    await expect
      .element(saved().getByRole('button', { name: `Rename Approved footer ${tag}` }))
      .not.toBeInTheDocument();
    await userEvent.click(item);
    await expect.poll(() => typesOf(again.el)).toEqual(['heading']);
    expect(headingText(again.el, 0)).toBe(`Legal footer ${tag}`);
  });

  test("the plan's limit: the 21st saved block on Free shows the API's upgrade message", async () => {
    const { el } = await openBlankEditor(freeAccount());
    const apiKey = freeAccount().apiKey;
    const block = { id: 'b1', type: 'divider', props: {}, style: {} };
    const existing = (await serverCall<SavedBlockItem[]>(apiKey, 'GET', '/v1/blocks?limit=100')).length;
    for (let i = existing; i < 20; i++) {
      const created = await serverCall<SavedBlock>(apiKey, 'POST', '/v1/blocks', { name: `filler ${i}`, block });
      expect(created._id).toMatch(/^blk_/);
    }
    await addBlocks('Divider');
    await saveSelectedAs('One too many');
    await expect
      .element(saveDialog().getByRole('alert'))
      .toHaveTextContent('Upgrade required: the free plan allows 20 saved blocks; upgrade to save more');
    await expect.element(saveDialog()).toBeVisible();
    expect((await listBlocks(el.apiKey)).map((b) => b.name)).not.toContain('One too many');
  });
});
