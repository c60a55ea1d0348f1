// Merge tags the host defines: offered in the text toolbar and beside link, subject and preheader
// fields, shown as chips in the canvas, exported as plain tag text, and flagged when unknown.
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { MergeTag } from '../state/merge-tags';
import {
  addBlocks,
  canvasDocument,
  canvasFrame,
  canvasReady,
  env,
  mintSession,
  mount,
  shadow,
  uniqueUser,
} from '../test/helpers';

const CRM_TAGS: MergeTag[] = [
  { name: 'Contact first name', value: '{{contact.first_name}}', sample: 'Grace', group: 'Contact' },
  { name: 'Account manager', value: '{{account.manager}}', sample: 'Linus', group: 'Account' },
  { name: 'Account portal', value: '{{account.portal_url}}', sample: 'https://crm.example/portal', group: 'Account' },
];

async function openWithTags(attributes: Record<string, string>) {
  const userId = uniqueUser();
  const token = await mintSession(env().accounts.pro.apiKey, userId);
  const mounted = mount({ 'api-key': token, 'user-id': userId, 'base-url': env().apiUrl, ...attributes });
  await expect.poll(() => mounted.of('eb-ready').length, { timeout: 10_000 }).toBe(1);
  await userEvent.click(page.getByRole('button', { name: 'New template' }));
  await expect.poll(() => canvasReady(mounted.el)).toBe(true);
  return mounted;
}

const inspector = (el: HTMLElement) => shadow(shadow(el).querySelector('eb-editor')!).querySelector('eb-inspector')!;

describe('host merge tags', () => {
  test('the merge-tags attribute defines the list; merge-tag-syntax rewrites our own tags when the host gives none', async () => {
    const { el } = await openWithTags({ 'merge-tags': JSON.stringify([...CRM_TAGS, { name: 'no value' }]) });
    expect(el.store.mergeTags).toEqual(CRM_TAGS);
    el.removeAttribute('merge-tags');
    el.setAttribute('merge-tag-syntax', '*| |*');
    await expect.poll(() => el.store.mergeTags.map((t) => t.value)).toContain('*|FIRST_NAME|*');
    expect(el.store.mergeTags.map((t) => t.value)).toContain('*|ORDER_ID|*');
    el.mergeTagSyntax = '%% %%';
    el.mergeTags = [{ name: 'Plan', value: '%%plan%%' }];
    await expect.poll(() => el.store.mergeTags).toEqual([{ name: 'Plan', value: '%%plan%%' }]);
  });

  test('in text: the toolbar offers the host’s tags; the canvas shows a non-editable chip; the export has the plain tag', async () => {
    const { el } = await openWithTags({ 'merge-tags': JSON.stringify(CRM_TAGS) });
    await addBlocks('Text');
    await userEvent.dblClick(canvasFrame().getByText(/Write something/));
    const root = canvasDocument(el).querySelector('[contenteditable]') as HTMLElement;
    root.focus();
    canvasDocument(el).getSelection()!.collapse(root, root.childNodes.length);
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Insert merge tag' }), 'Account manager');
    await expect
      .poll(() => (el.store.doc.blocks[0] as { props: { html: string } }).props.html)
      .toContain('{{account.manager}}');
    await userEvent.click(page.getByRole('button', { name: 'Done' }));

    const chip = () =>
      [...canvasDocument(el).querySelectorAll<HTMLElement>('span[data-eb-tag]')].find(
        (c) => c.textContent === '{{account.manager}}',
      ) ?? null;
    await expect.poll(() => chip()?.textContent).toBe('{{account.manager}}');
    expect(chip()?.dataset.ebTag).toBe('known');
    expect(chip()?.contentEditable).toBe('false');
    // A chip looks like one: a coloured pill, not plain text.
    expect(getComputedStyle(chip()!).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');

    // Editing the block again and reading it back keeps the tag as plain text, not the chip.
    await userEvent.dblClick(canvasFrame().getByText(/Write something/));
    const paragraph = canvasDocument(el).querySelector('[contenteditable=true] p') as HTMLElement;
    canvasDocument(el).getSelection()!.collapse(paragraph, 0);
    await userEvent.keyboard('!');
    await expect.poll(() => (el.store.doc.blocks[0] as { props: { html: string } }).props.html).toContain('!');
    expect((el.store.doc.blocks[0] as { props: { html: string } }).props.html).not.toMatch(
      /data-eb-tag|contenteditable/,
    );
    await userEvent.click(page.getByRole('button', { name: 'Done' }));

    const { html, text } = await el.exportHtml();
    expect(html).toContain('{{account.manager}}');
    expect(html).not.toContain('data-eb-tag');
    expect(html).not.toContain('Linus');
    expect(text).toContain('{{account.manager}}');
  });

  test('in links: the searchable picker beside the button’s URL inserts the host’s tag', async () => {
    const { el } = await openWithTags({ 'merge-tags': JSON.stringify(CRM_TAGS) });
    await addBlocks('Button');
    const url = page.getByRole('textbox', { name: 'Link', exact: true });
    await userEvent.clear(url);
    await userEvent.click(page.getByRole('button', { name: 'Insert merge tag into Link' }));
    await userEvent.fill(page.getByRole('searchbox', { name: 'Search merge tags' }), 'portal');
    await expect.element(page.getByRole('button', { name: /Account manager/ })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: /Account portal/ }));
    await expect
      .poll(() => (el.store.selected as { props: { href: string } }).props.href)
      .toBe('{{account.portal_url}}');
    const { html } = await el.exportHtml();
    expect(html).toContain('href="{{account.portal_url}}"');
  });

  test('in the subject and preheader: the picker inserts at the caret', async () => {
    const { el } = await openWithTags({ 'merge-tags': JSON.stringify(CRM_TAGS) });
    await userEvent.fill(page.getByRole('textbox', { name: 'Subject' }), 'Hello ');
    await userEvent.click(page.getByRole('button', { name: 'Insert merge tag into Subject' }));
    await userEvent.click(page.getByRole('button', { name: /Contact first name/ }));
    await expect.poll(() => el.store.doc.metadata.subject).toBe('Hello {{contact.first_name}}');
    await userEvent.click(page.getByRole('button', { name: 'Insert merge tag into Preheader' }));
    await userEvent.fill(page.getByRole('searchbox', { name: 'Search merge tags' }), 'manager');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => el.store.doc.canvas.preheader).toBe('{{account.manager}}');
  });

  test('tags the host does not define are flagged in the block’s inspector and marked on the canvas', async () => {
    const { el } = await openWithTags({ 'merge-tags': JSON.stringify(CRM_TAGS) });
    await addBlocks('Heading');
    const id = el.store.selectedId!;
    el.store.update(id, (b) =>
      b.type === 'heading' ? { ...b, props: { ...b.props, text: 'Hi {{frist_name}}, from {{account.manager}}' } } : b,
    );
    const warning = page.getByRole('status', { name: 'Unknown merge tags: {{frist_name}}' });
    await expect.element(warning).toBeVisible();
    expect(inspector(el).shadowRoot!.textContent).not.toContain(
      'Unknown merge tags: {{frist_name}}, {{account.manager}}',
    );
    await expect
      .poll(() =>
        [...canvasDocument(el).querySelectorAll<HTMLElement>('span[data-eb-tag]')].map(
          (c) => `${c.textContent}:${c.dataset.ebTag}`,
        ),
      )
      .toEqual(['{{frist_name}}:unknown', '{{account.manager}}:known']);
    // Defining it clears the flag.
    el.mergeTags = [...CRM_TAGS, { name: 'First name', value: '{{frist_name}}' }];
    await expect.element(warning).not.toBeInTheDocument();
    await expect
      .poll(() =>
        [...canvasDocument(el).querySelectorAll<HTMLElement>('span[data-eb-tag]')].map((c) => c.dataset.ebTag),
      )
      .toEqual(['known', 'known']);
  });
});
