import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Template, TemplateListItem } from '../api/types';
import { draftKey } from '../state/draft';
import { fileAccount } from '../test/accounts';
import {
  addBlocks,
  canvasDocument,
  canvasReady,
  env,
  mintSession,
  mount,
  mountReady,
  openBlankEditor,
  serverCall,
  typesOf,
  uniqueUser,
} from '../test/helpers';

// Its shared templates are this file's alone.
const sharedAccount = fileAccount('pro');
/** Saving through REST needs a plan without co-editing (with it, the server saves the live document). */
const restAccount = fileAccount('free');

/** The block types of the draft this device holds for a user, or null. */
function storedDraftTypes(userId: string): string[] | null {
  const raw = localStorage.getItem(draftKey(userId));
  if (!raw) return null;
  return (JSON.parse(raw) as { doc: { blocks: Array<{ type: string }> } }).doc.blocks.map((b) => b.type);
}

const headingText = (t: { blockTree: { blocks: Array<{ type: string; props: Record<string, unknown> }> } }) =>
  t.blockTree.blocks.find((b) => b.type === 'heading')?.props.text;

describe('<email-builder> basics', () => {
  test('validates the session token, fires eb-ready and shows the gallery', async () => {
    const { of } = await mountReady('pro');
    expect(of('eb-ready')[0]).toMatchObject({
      plan: 'pro',
      features: { imageUpload: true, exportHtml: true, whiteLabel: false },
    });
    await expect.element(page.getByRole('tab', { name: 'My Templates' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'New template' })).toBeVisible();
  });

  test('refuses a secret key visibly and fires eb-error', async () => {
    const { of } = mount({ 'api-key': env().accounts.pro.apiKey, 'base-url': env().apiUrl });
    await expect.element(page.getByText(/looks like a secret API key/)).toBeVisible();
    expect(of('eb-error')[0]).toMatchObject({ code: 'secret_key_refused', status: 0 });
    expect(of('eb-ready')).toHaveLength(0);
  });

  test('methods: newTemplate, getDocument, save, open; eb-change follows edits', async () => {
    const { el, of } = await mountReady('pro');
    el.newTemplate();
    await expect.poll(() => canvasReady(el)).toBe(true);
    await addBlocks('Heading');
    expect(of('eb-change').at(-1)?.document.blocks).toHaveLength(1);
    const copy = el.getDocument();
    copy.blocks.length = 0;
    expect(el.getDocument().blocks).toHaveLength(1);
    const saved = await el.save();
    expect(saved?._id).toMatch(/^tpl_/);
    await el.open(saved!._id);
    expect(el.store.templateId).toBe(saved!._id);
    expect(typesOf(el)).toEqual(['heading']);
  });
});

describe('switching users', () => {
  test('a new user-id with its token reloads the gallery; nothing of the previous user stays', async () => {
    const account = env().accounts.pro;
    const [alice, bob] = [uniqueUser('alice'), uniqueUser('bob')];
    const aliceName = `Alice only ${alice}`;
    const bobName = `Bob only ${bob}`;
    await serverCall(account.apiKey, 'POST', '/v1/templates', { name: aliceName, userId: alice });
    await serverCall(account.apiKey, 'POST', '/v1/templates', { name: bobName, userId: bob });
    const { el, of } = mount({
      'api-key': await mintSession(account.apiKey, alice),
      'user-id': alice,
      'base-url': env().apiUrl,
    });
    await expect.element(page.getByRole('button', { name: aliceName, exact: true })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'New template' }));
    await expect.poll(() => canvasReady(el)).toBe(true);
    await addBlocks('Heading');

    const bobToken = await mintSession(account.apiKey, bob);
    el.setAttribute('user-id', bob);
    el.setAttribute('api-key', bobToken);
    await expect.element(page.getByRole('button', { name: bobName, exact: true })).toBeVisible();
    await expect.element(page.getByRole('button', { name: aliceName, exact: true })).not.toBeInTheDocument();
    await expect.poll(() => of('eb-ready').at(-1)).toBeDefined();
    // Alice's unsaved work is kept as her draft, not handed to bob.
    expect(localStorage.getItem(`eb-draft:${alice}`)).not.toBeNull();
    expect(localStorage.getItem(`eb-draft:${bob}`)).toBeNull();
  });
});

describe('saving', () => {
  test('Save creates, then updates the same template; rename; status and eb-save', async () => {
    // Saving through REST, on a plan without co-editing (with it, the server saves the live document: element/collab).
    const { el, of, userId } = await openBlankEditor(restAccount());
    const status = page.getByRole('status').filter({ hasText: /Saved|Unsaved|Not saved/ });
    await expect.element(status).toHaveTextContent('Not saved yet');
    await addBlocks('Heading');
    await expect.element(status).toHaveTextContent('Unsaved changes');
    await userEvent.fill(page.getByRole('textbox', { name: 'Template name' }), 'Spring launch');
    await userEvent.click(page.getByRole('button', { name: 'Save', exact: true }));
    await expect.element(status).toHaveTextContent('Saved');
    const first = of('eb-save')[0]?.template as Template;
    expect(first.name).toBe('Spring launch');
    expect(first.userId).toBe(userId);

    el.store.update(el.store.doc.blocks[0]!.id, (b) =>
      b.type === 'heading' ? { ...b, props: { ...b.props, text: 'Second version' } } : b,
    );
    await userEvent.fill(page.getByRole('textbox', { name: 'Template name' }), 'Spring launch v2');
    await expect.element(status).toHaveTextContent('Unsaved changes');
    await userEvent.keyboard('{Control>}s{/Control}');
    await expect.element(status).toHaveTextContent('Saved');
    const second = of('eb-save')[1]?.template as Template;
    expect(second._id).toBe(first._id);
    const stored = await serverCall<Template>(restAccount().apiKey, 'GET', `/v1/templates/${first._id}`);
    expect(stored.name).toBe('Spring launch v2');
    expect(headingText(stored)).toBe('Second version');
    const list = await serverCall<TemplateListItem[]>(restAccount().apiKey, 'GET', `/v1/templates?userId=${userId}`);
    expect(list.filter((t) => t.userId === userId).map((t) => t._id)).toEqual([first._id]);
  });

  test('a library template opens as an unsaved copy; saving creates a user template', async () => {
    const { el, of } = await mountReady('pro');
    await userEvent.click(page.getByRole('tab', { name: 'Email Builder' }));
    await userEvent.click(page.getByRole('button', { name: 'Welcome', exact: true }));
    await expect.poll(() => canvasReady(el)).toBe(true);
    expect(el.store.templateId).toBeNull();
    await expect.element(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Save', exact: true }));
    await expect.poll(() => of('eb-save').length).toBe(1);
    expect(of('eb-save')[0]?.template._id).toMatch(/^tpl_/);
    await userEvent.click(page.getByRole('button', { name: 'Back to templates' }));
    await expect.element(page.getByRole('button', { name: 'Welcome', exact: true })).toBeVisible();
  });

  test('a shared template is read-only for a session user; "Save as my copy" makes it theirs', async () => {
    const shared = await serverCall<Template>(sharedAccount().apiKey, 'POST', '/v1/templates', {
      name: `Team update ${uniqueUser()}`,
      blockTree: { blocks: [{ id: 'h', type: 'heading', props: { text: 'All hands' } }] },
    });
    const { el, of, userId } = await mountReady(sharedAccount());
    const card = page.getByRole('button', { name: shared.name, exact: true });
    await expect.element(card).toBeVisible();
    await userEvent.click(card);
    await expect.poll(() => canvasReady(el)).toBe(true);
    await expect.element(page.getByText(/shared template: it is read-only/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Heading', exact: true })).toBeDisabled();
    el.store.remove('h');
    expect(typesOf(el)).toEqual(['heading']);
    await userEvent.click(page.getByRole('button', { name: 'Save as my copy' }));
    await expect.poll(() => of('eb-save').length).toBe(1);
    const copy = of('eb-save')[0]!.template;
    expect(copy._id).not.toBe(shared._id);
    expect(copy.userId).toBe(userId);
    expect(el.store.readOnly).toBe(false);
    const original = await serverCall<Template>(sharedAccount().apiKey, 'GET', `/v1/templates/${shared._id}`);
    expect(original.userId).toBeUndefined();
  });
});

describe('drafts and leaving', () => {
  test('an unsaved new template survives a reload and can be restored from the gallery', async () => {
    const { el, userId } = await openBlankEditor();
    await addBlocks('Heading', 'Button');
    await userEvent.fill(page.getByRole('textbox', { name: 'Template name' }), 'Half done');
    // The name reaches the editor's state as typed; leaving the page then writes the draft.
    await expect.poll(() => el.store.name).toBe('Half done');
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(true);
    el.remove();

    const token = await mintSession(env().accounts.pro.apiKey, userId);
    const again = mount({ 'api-key': token, 'user-id': userId, 'base-url': env().apiUrl });
    await userEvent.click(page.getByRole('button', { name: 'Restore draft' }));
    await expect.poll(() => canvasReady(again.el)).toBe(true);
    expect(again.el.store.name).toBe('Half done');
    expect(typesOf(again.el)).toEqual(['heading', 'button']);
    expect(canvasDocument(again.el).body.textContent).toContain('Call to action');
  });

  test('unsaved edits of a saved template come back when it is opened again', async () => {
    // A plan without co-editing: with it, each edit is stored by the server as it is made (element/collab).
    const { el, userId } = await openBlankEditor(restAccount());
    await addBlocks('Heading');
    const saved = await el.save();
    await addBlocks('Divider');
    await expect.poll(() => storedDraftTypes(userId)).toEqual(['heading', 'divider']);
    el.remove();
    const token = await mintSession(restAccount().apiKey, userId);
    const again = mount({ 'api-key': token, 'user-id': userId, 'base-url': env().apiUrl });
    await userEvent.click(page.getByRole('button', { name: saved!.name, exact: true }));
    await expect.element(page.getByText('Restored your unsaved changes from this device.')).toBeVisible();
    expect(typesOf(again.el)).toEqual(['heading', 'divider']);
    await userEvent.click(page.getByRole('button', { name: 'Discard changes' }));
    expect(typesOf(again.el)).toEqual(['heading']);
    const leave = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leave);
    expect(leave.defaultPrevented).toBe(false);
  });
});
