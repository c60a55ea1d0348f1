// Managing templates from the gallery, as a user does it: a card's actions menu ("Actions for Welcome") (by
// mouse and by keyboard), the element's own dialogs, the toast's Undo, and what the API then holds.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Template, TemplateListItem } from '../api/types';
import type { EmailBuilder } from '../email-builder/email-builder';
import { fileAccount } from '../test/accounts';
import { type Account, accountOf, env, mount, serverCall, uniqueUser } from '../test/helpers';

// Own accounts: shared templates and a Free plan to fill up, this file's alone.
const sharedAccount = fileAccount('pro');
const freeAccount = fileAccount('free');

const card = (name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('button', { name, exact: true }) });
const actionsOf = (name: string) => card(name).getByRole('button', { name: `Actions for ${name}`, exact: true });

/** Mounts for a user, with a session token of the given role, and records the lifecycle events. */
async function mountAs(account: Account, userId: string, role: 'member' | 'manager' = 'member') {
  const response = await fetch(`${env().apiUrl}/v1/sessions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accountOf(account).apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId, role }),
  });
  expect(response.status).toBe(201);
  const { sessionToken } = (await response.json()) as { sessionToken: string };
  const mounted = mount({ 'api-key': sessionToken, 'user-id': userId, 'base-url': env().apiUrl });
  const seen = {
    'eb-delete': [] as unknown[],
    'eb-duplicate': [] as unknown[],
    'eb-upgrade-requested': [] as unknown[],
  };
  for (const type of Object.keys(seen) as Array<keyof typeof seen>)
    mounted.el.addEventListener(type, (e) => seen[type].push((e as CustomEvent).detail));
  await expect.poll(() => mounted.of('eb-ready').length, { timeout: 10_000 }).toBe(1);
  return { ...mounted, seen };
}

async function listOf(account: Account, userId: string): Promise<Template[]> {
  const items = await serverCall<TemplateListItem[]>(
    accountOf(account).apiKey,
    'GET',
    `/v1/templates?userId=${userId}`,
  );
  return Promise.all(
    items.map((i) => serverCall<Template>(accountOf(account).apiKey, 'GET', `/v1/templates/${i._id}`)),
  );
}

/** The focused element, through shadow roots (the menu and its button live in the gallery's). */
function focused(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
const focusedName = () => {
  const el = focused();
  return el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
};

const doc = (text: string) => ({ blocks: [{ id: 'h', type: 'heading', props: { text } }] });

describe('template lifecycle in the gallery', () => {
  test('delete confirms in the element’s dialog, removes the card at once, and Undo recreates it (name, content, metadata, tags)', async () => {
    const userId = uniqueUser();
    const name = `Quarterly ${userId}`;
    const original = await serverCall<Template>(env().accounts.pro.apiKey, 'POST', '/v1/templates', {
      name,
      userId,
      blockTree: doc('Quarterly numbers'),
      metadata: { campaign: 'q3', priority: 2 },
      tags: ['finance'],
    });
    const { seen } = await mountAs('pro', userId);
    await userEvent.click(actionsOf(name));
    await expect.element(page.getByRole('menu', { name: `Actions for ${name}` })).toBeVisible();
    await userEvent.click(page.getByRole('menuitem', { name: 'Delete' }));
    const dialog = page.getByRole('dialog', { name: `Delete “${name}”?` });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveTextContent(/without its version history/);
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));

    await expect.element(page.getByRole('button', { name, exact: true })).not.toBeInTheDocument();
    await expect.poll(() => seen['eb-delete']).toEqual([{ id: original._id }]);
    expect(await listOf('pro', userId)).toEqual([]);

    const toast = page.getByRole('status').filter({ hasText: `Deleted “${name}”.` });
    await expect.element(toast).toBeVisible();
    await userEvent.click(toast.getByRole('button', { name: 'Undo' }));
    await expect.element(page.getByRole('button', { name, exact: true })).toBeVisible();
    await expect.element(page.getByText(/as a new template \(its version history is not restored\)/)).toBeVisible();
    const [restored, ...more] = await listOf('pro', userId);
    expect(more).toEqual([]);
    expect(restored?._id).not.toBe(original._id);
    expect(restored).toMatchObject({
      name,
      userId,
      metadata: original.metadata,
      tags: original.tags,
      blockTree: original.blockTree,
    });
  });

  test('duplicate, by keyboard: the copy appears as a card, eb-duplicate carries it, the API holds the same content', async () => {
    const userId = uniqueUser();
    const name = `Welcome ${userId}`;
    const original = await serverCall<Template>(env().accounts.pro.apiKey, 'POST', '/v1/templates', {
      name,
      userId,
      blockTree: doc('Hello there'),
      metadata: { locale: 'en' },
    });
    const { seen } = await mountAs('pro', userId);
    await expect.element(actionsOf(name)).toBeVisible();
    (actionsOf(name).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(focusedName).toBe('Open');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.poll(focusedName).toBe('Duplicate');
    await userEvent.keyboard('{Enter}');

    const copyName = `${name} (copy)`;
    await expect.element(page.getByRole('button', { name: copyName, exact: true })).toBeVisible();
    await expect.poll(() => seen['eb-duplicate'].length).toBe(1);
    const copy = (seen['eb-duplicate'][0] as { template: Template }).template;
    expect(copy).toMatchObject({ name: copyName, userId, blockTree: original.blockTree, metadata: original.metadata });
    const names = (await listOf('pro', userId)).map((t) => t.name).sort();
    expect(names).toEqual([name, copyName]);
  });

  test('rename asks for the new name in a dialog; the card and the API carry it; Escape closes the menu', async () => {
    const userId = uniqueUser();
    const name = `Draft ${userId}`;
    await serverCall(env().accounts.pro.apiKey, 'POST', '/v1/templates', { name, userId });
    await mountAs('pro', userId);
    await userEvent.click(actionsOf(name));
    await expect.element(page.getByRole('menu')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
    await expect.poll(focusedName).toBe(`Actions for ${name}`);
    expect(focused()).toBe(actionsOf(name).element());

    await userEvent.click(actionsOf(name));
    await userEvent.click(page.getByRole('menuitem', { name: 'Rename' }));
    const field = page.getByRole('dialog', { name: 'Rename template' }).getByRole('textbox', { name: 'Template name' });
    await expect.element(field).toHaveValue(name);
    await userEvent.fill(field, `Launch ${userId}`);
    await userEvent.click(page.getByRole('button', { name: 'Rename', exact: true }));
    await expect.element(page.getByRole('button', { name: `Launch ${userId}`, exact: true })).toBeVisible();
    await expect.element(page.getByRole('button', { name, exact: true })).not.toBeInTheDocument();
    expect((await listOf('pro', userId)).map((t) => t.name)).toEqual([`Launch ${userId}`]);
  });

  test('shared templates: members may only “Save as my copy”; managers get every action', async () => {
    const userId = uniqueUser();
    const name = `Team brief ${userId}`;
    await serverCall(sharedAccount().apiKey, 'POST', '/v1/templates', { name });
    await mountAs(sharedAccount(), userId);
    await userEvent.click(actionsOf(name));
    const menu = page.getByRole('menu', { name: `Actions for ${name}` });
    await expect.element(menu).toBeVisible();
    const labels = () =>
      page
        .getByRole('menuitem')
        .elements()
        .map((i) => i.textContent?.trim());
    expect(labels()).toEqual(['Open', 'Save as my copy']);
    await userEvent.click(page.getByRole('menuitem', { name: 'Save as my copy' }));
    await expect.element(page.getByRole('button', { name: `${name} (copy)`, exact: true })).toBeVisible();
    expect((await listOf(sharedAccount(), userId)).find((t) => t.name === `${name} (copy)`)?.userId).toBe(userId);

    await mountAs(sharedAccount(), uniqueUser(), 'manager');
    await userEvent.click(actionsOf(name));
    await expect.element(page.getByRole('menu', { name: `Actions for ${name}` })).toBeVisible();
    expect(labels()).toEqual(['Open', 'Rename', 'Duplicate', 'Delete']);
  });

  test('the Free plan’s limit (402) on duplicate offers both ways out; Upgrade fires eb-upgrade-requested', async () => {
    const userId = uniqueUser();
    const { apiKey } = freeAccount();
    for (let i = 1; i <= 3; i++)
      await serverCall(apiKey, 'POST', '/v1/templates', { name: `Plan ${i} ${userId}`, userId });
    const { seen, of } = await mountAs(freeAccount(), userId);
    await userEvent.click(actionsOf(`Plan 1 ${userId}`));
    await userEvent.click(page.getByRole('menuitem', { name: 'Duplicate' }));
    const alert = page.getByRole('alert').filter({ hasText: /template limit/ });
    await expect.element(alert).toBeVisible();
    await expect.element(alert).toHaveTextContent(/Delete a template you no longer need, or upgrade/);
    await expect.poll(() => of('eb-error').at(-1)).toMatchObject({ status: 402, code: 'template_limit_reached' });
    await userEvent.click(alert.getByRole('button', { name: 'Upgrade' }));
    expect(seen['eb-upgrade-requested']).toEqual([{ feature: 'templates', plan: 'free' }]);

    // The other way out: delete one, then the duplicate goes through.
    await userEvent.click(actionsOf(`Plan 3 ${userId}`));
    await userEvent.click(page.getByRole('menuitem', { name: 'Delete' }));
    await userEvent.click(page.getByRole('dialog').getByRole('button', { name: 'Delete' }));
    await expect.element(page.getByRole('button', { name: `Plan 3 ${userId}`, exact: true })).not.toBeInTheDocument();
    await userEvent.click(actionsOf(`Plan 1 ${userId}`));
    await userEvent.click(page.getByRole('menuitem', { name: 'Duplicate' }));
    await expect.element(page.getByRole('button', { name: `Plan 1 ${userId} (copy)`, exact: true })).toBeVisible();
    await expect.element(alert).not.toBeInTheDocument();
  });

  test('deleteTemplate(), duplicateTemplate() and loadDocument() on the element', async () => {
    const userId = uniqueUser();
    const a = await serverCall<Template>(env().accounts.pro.apiKey, 'POST', '/v1/templates', {
      name: `A ${userId}`,
      userId,
    });
    const { el, seen } = await mountAs('pro', userId);
    await expect.element(page.getByRole('button', { name: `A ${userId}`, exact: true })).toBeVisible();
    const copy = await (el as EmailBuilder).duplicateTemplate(a._id);
    expect(copy?.name).toBe(`A ${userId} (copy)`);
    await expect.element(page.getByRole('button', { name: `A ${userId} (copy)`, exact: true })).toBeVisible();
    await el.deleteTemplate(a._id);
    expect(seen['eb-delete']).toEqual([{ id: a._id }]);
    await expect.element(page.getByRole('button', { name: `A ${userId}`, exact: true })).not.toBeInTheDocument();

    await el.loadDocument(doc('From the host') as never, 'Host document');
    await expect.poll(() => el.store.doc.blocks[0]?.type).toBe('heading');
    expect(el.store.name).toBe('Host document');
    expect(el.store.templateId).toBeNull();
    await expect(el.loadDocument({ blocks: [{ id: 'x', type: 'nope' }] } as never)).rejects.toMatchObject({
      code: 'invalid_document',
    });
  });

  test('the “Shared” badge stays whole on one line in a narrow card, beside the actions button', async () => {
    const userId = uniqueUser();
    const name = `A shared template with a long name ${userId}`;
    await serverCall(sharedAccount().apiKey, 'POST', '/v1/templates', { name });
    const { el } = await mountAs(sharedAccount(), userId);
    el.style.width = '300px';
    await expect.element(actionsOf(name)).toBeVisible();
    const gallery = el.shadowRoot?.querySelector('eb-gallery')?.shadowRoot;
    const cardEl = [...(gallery?.querySelectorAll('.card') ?? [])].find((c) =>
      c.textContent?.includes(name),
    ) as HTMLElement;
    const badge = cardEl.querySelector('.badge') as HTMLElement;
    const actions = cardEl.querySelector('.actions') as HTMLElement;
    const lineHeight = Number.parseFloat(getComputedStyle(badge).lineHeight) || 18;
    expect(badge.getClientRects().length).toBe(1);
    expect(badge.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    expect(badge.scrollWidth).toBeLessThanOrEqual(badge.clientWidth);
    expect(badge.getBoundingClientRect().right).toBeLessThanOrEqual(actions.getBoundingClientRect().left);
  });
});
