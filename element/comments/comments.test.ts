// The Comments panel (docs/api.md §15) in real Chromium against the real API: reviewers comment on
// a template they cannot change, @-mentions fire eb-mention, markup in a comment shows as text,
// threads are replied to, resolved and deleted, comments reach a second open page within a second
// (live session; the every-second read on a test clock without one), the blocks carry their counts.
import axe from 'axe-core';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { CommentThread } from '../api/types';
import type { EbMentionDetail, EmailBuilder } from '../email-builder/email-builder';
import { fileAccount } from '../test/accounts';
import { TestClock } from '../test/clock';
import { canvasReady, env, serverCall, shadow, uniqueUser } from '../test/helpers';
import { COMMENTS_REFRESH_MS, commentTimers } from './controller';

/** Its own pro account (comments, co-editing); a free one for the plan gate. */
const account = fileAccount('pro');
const free = fileAccount('free');

const BLOCKS = [
  { id: 'h1', type: 'heading', props: { text: 'Spring sale', level: 1 } },
  { id: 't1', type: 'text', props: { html: '<p>Everything 20% off this week.</p>' } },
  { id: 'b1', type: 'button', props: { label: 'Shop now', href: 'https://example.com' } },
];

type Role = 'manager' | 'member' | 'reviewer';

async function sessionToken(apiKey: string, userId: string, role: Role, name: string): Promise<string> {
  const body = { userId, role, name };
  return (await serverCall<{ sessionToken: string }>(apiKey, 'POST', '/v1/sessions', body)).sessionToken;
}

async function sharedTemplate(apiKey = account().apiKey): Promise<string> {
  const created = await serverCall<{ _id: string }>(apiKey, 'POST', '/v1/templates', {
    name: `Comments ${uniqueUser('t')}`,
    blockTree: { blocks: BLOCKS },
  });
  return created._id;
}

/** One person's element, opened on the template (side by side with the others in the page). */
async function join(
  name: string,
  role: Role,
  templateId: string,
  width = 1280,
  apiKey = account().apiKey,
  locale = '',
): Promise<EmailBuilder> {
  const userId = uniqueUser(name.split(' ')[0]?.toLowerCase());
  const el = document.createElement('email-builder');
  el.style.cssText = `display:inline-block;vertical-align:top;width:${width}px;height:760px`;
  const ready = new Promise<void>((resolve) => el.addEventListener('eb-ready', () => resolve(), { once: true }));
  el.setAttribute('api-key', await sessionToken(apiKey, userId, role, name));
  el.setAttribute('user-id', userId);
  el.setAttribute('base-url', env().apiUrl);
  if (locale) el.setAttribute('locale', locale);
  document.body.append(el);
  await ready;
  await el.open(templateId);
  await expect.poll(() => canvasReady(el)).toBe(true);
  return el;
}

const editor = (el: EmailBuilder) => shadow(el).querySelector('eb-editor')?.shadowRoot ?? null;
const panel = (el: EmailBuilder) => editor(el)?.querySelector('eb-comments')?.shadowRoot ?? null;
const commentsButton = (el: EmailBuilder) =>
  editor(el)?.querySelector<HTMLButtonElement>('[data-comments-button]') ?? null;
const badge = (el: EmailBuilder, blockId: string) =>
  editor(el)
    ?.querySelector('eb-canvas')
    ?.shadowRoot?.querySelector<HTMLButtonElement>(`[data-comments-for="${blockId}"]`) ?? null;
/** The texts of the threads the panel lists, with their replies ("first › reply"). */
const threadTexts = (el: EmailBuilder) =>
  [...(panel(el)?.querySelectorAll('.thread') ?? [])].map((thread) =>
    [...thread.querySelectorAll('.text')].map((p) => p.textContent ?? '').join(' › '),
  );
const composerArea = (el: EmailBuilder, which = 'new') =>
  panel(el)?.querySelector(`[data-composer="${which}"]`)?.shadowRoot?.querySelector('textarea') ?? null;
const stored = (id: string) => serverCall<CommentThread[]>(account().apiKey, 'GET', `/v1/templates/${id}/comments`);

async function openPanel(el: EmailBuilder): Promise<void> {
  await expect.poll(() => commentsButton(el)?.disabled).toBe(false);
  commentsButton(el)?.click();
  await expect.poll(() => panel(el)?.querySelector('h2')?.textContent).toBe('Comments');
}

/** Types into a composer as a user would (focus, then keys). */
async function write(el: EmailBuilder, text: string, which = 'new'): Promise<void> {
  const area = composerArea(el, which);
  if (!area) throw new Error(`no composer ${which}`);
  area.focus();
  await userEvent.keyboard(text);
}

async function post(el: EmailBuilder, text: string, which = 'new'): Promise<void> {
  await write(el, text, which);
  await userEvent.keyboard('{Control>}{Enter}{/Control}');
  await expect.poll(() => composerArea(el, which)?.value ?? '').toBe('');
}

afterEach(() => {
  commentTimers.current = globalThis;
  document.body.replaceChildren();
});

test('a reviewer comments on a template they cannot change', async () => {
  const id = await sharedTemplate();
  const el = await join('Rita Reviewer', 'reviewer', id);
  expect(el.store.readOnly).toBe(true);
  expect(editor(el)?.querySelector<HTMLInputElement>('input[aria-label="Template name"]')?.readOnly).toBe(true);
  await openPanel(el);
  el.store.select('h1');
  await expect
    .poll(() => panel(el)?.querySelector('[data-composer="new"]')?.getAttribute('label'))
    .toBe('Comment on this block: Heading');
  await post(el, 'The headline should say which products.');
  await expect.poll(() => threadTexts(el)).toEqual(['The headline should say which products.']);
  const [thread] = await stored(id);
  expect(thread).toMatchObject({
    blockId: 'h1',
    name: 'Rita Reviewer',
    text: 'The headline should say which products.',
  });
  // Still nothing changed: the document is the one stored, and a removal asked of the store is refused.
  el.store.remove('h1');
  expect(el.store.doc.blocks.map((b) => b.id)).toEqual(['h1', 't1', 'b1']);
  expect(el.dirty).toBe(false);
});

test('an @-mention picks a person with the keyboard, stores their id and fires eb-mention', async () => {
  const id = await sharedTemplate();
  const el = await join('Alice Manager', 'manager', id);
  el.people = [
    { id: 'u-ada', name: 'Ada Lovelace' },
    { id: 'u-alan', name: 'Alan Turing' },
  ];
  el.findPeople = async (query) =>
    query.toLowerCase().startsWith('gr') ? [{ id: 'u-grace', name: 'Grace Hopper' }] : [];
  const mentions: EbMentionDetail[] = [];
  el.addEventListener('eb-mention', (e) => mentions.push(e.detail));
  await openPanel(el);
  await write(el, 'Could @A');
  const options = () => [
    ...(panel(el)?.querySelector('[data-composer="new"]')?.shadowRoot?.querySelectorAll('[role="option"]') ?? []),
  ];
  await expect.poll(() => options().map((o) => o.textContent)).toEqual(['Ada Lovelace', 'Alan Turing']);
  expect(composerArea(el)?.getAttribute('aria-expanded')).toBe('true');
  await userEvent.keyboard('{ArrowDown}');
  await expect.poll(() => options().map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true']);
  // The panel with the list open passes axe (no serious or critical violation; the email in the canvas is the author's).
  const result = await axe.run(el, { iframes: false, resultTypes: ['violations'] });
  expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  );
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => composerArea(el)?.value).toBe('Could @Alan Turing ');
  await userEvent.keyboard('and @gr');
  await expect.poll(() => options().map((o) => o.textContent)).toEqual(['Grace Hopper']);
  await userEvent.keyboard('{Tab}check the footer?');
  expect(composerArea(el)?.value).toBe('Could @Alan Turing and @Grace Hopper check the footer?');
  await userEvent.keyboard('{Control>}{Enter}{/Control}');
  await expect.poll(() => mentions.length).toBe(1);
  expect(mentions[0]?.templateId).toBe(id);
  expect(mentions[0]?.mentions).toEqual(['u-alan', 'u-grace']);
  expect(mentions[0]?.comment.mentions).toEqual(['u-alan', 'u-grace']);
  expect((await stored(id))[0]?.mentions).toEqual(['u-alan', 'u-grace']);
  // A comment without mentions fires nothing.
  await post(el, 'No one in particular.');
  await expect.poll(() => threadTexts(el).length).toBe(2);
  expect(mentions).toHaveLength(1);
});

test('markup in a comment shows as the text it is', async () => {
  const id = await sharedTemplate();
  const el = await join('Alice Manager', 'manager', id);
  await openPanel(el);
  const markup = '<img src=x onerror="window.__pwned=1"><b>bold</b> & <script>window.__pwned=2</script>';
  await post(el, markup);
  await expect.poll(() => threadTexts(el)).toEqual([markup]);
  const list = panel(el)?.querySelector('.list');
  expect(list?.querySelector('img, b, script')).toBeNull();
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
});

test('reply, resolve, reopen and delete show their results; another person deletes only their own', async () => {
  const id = await sharedTemplate();
  await serverCall(account().apiKey, 'POST', `/v1/templates/${id}/comments`, { text: 'From the app', blockId: 'b1' });
  const el = await join('Alice Manager', 'manager', id);
  await openPanel(el);
  await expect.poll(() => threadTexts(el)).toEqual(['From the app']);
  expect(panel(el)?.querySelector('.anchor')?.textContent).toContain('On Button');

  // Reply: the composer takes focus; the reply shows under its thread; focus returns to Reply.
  const threadId = (await stored(id))[0]?._id ?? '';
  panel(el)?.querySelector<HTMLButtonElement>('[data-reply]')?.click();
  await expect
    .poll(() => panel(el)?.querySelector(`[data-composer="${threadId}"]`)?.shadowRoot?.activeElement?.tagName)
    .toBe('TEXTAREA');
  await userEvent.keyboard('Done, label changed.{Control>}{Enter}{/Control}');
  await expect.poll(() => threadTexts(el)).toEqual(['From the app › Done, label changed.']);
  await expect.poll(() => panel(el)?.activeElement?.textContent).toBe('Reply');

  // Edit: only on her own comment; the new text replaces the old and says "edited".
  expect(panel(el)?.querySelectorAll('button[aria-label="Edit your comment"]')).toHaveLength(1);
  panel(el)?.querySelector<HTMLButtonElement>('button[aria-label="Edit your comment"]')?.click();
  await expect.poll(() => panel(el)?.activeElement?.tagName).toBe('TEXTAREA');
  const editBox = panel(el)?.activeElement as HTMLTextAreaElement;
  editBox.select();
  await userEvent.keyboard('Done: the label says Buy now.');
  panel(el)?.querySelector<HTMLButtonElement>('form.edit button[type="submit"]')?.click();
  await expect.poll(() => threadTexts(el)).toEqual(['From the app › Done: the label says Buy now.']);
  await expect.poll(() => panel(el)?.querySelector('.replies .edited')?.textContent).toBe('edited');

  // Resolve: the thread leaves the open list and is listed under Resolved, where it can be reopened.
  const button = (name: string) =>
    [...(panel(el)?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === name);
  button('Resolve')?.click();
  await expect.poll(() => threadTexts(el)).toEqual([]);
  expect(panel(el)?.querySelector('.empty')?.textContent).toBe('No open comments.');
  await expect.poll(() => panel(el)?.querySelector('[role="status"]')?.textContent).toBe('Thread resolved.');
  button('Resolved (1)')?.click();
  await expect.poll(() => threadTexts(el)).toEqual(['From the app › Done: the label says Buy now.']);
  button('Reopen')?.click();
  await expect.poll(() => threadTexts(el)).toEqual([]);
  button('Open (1)')?.click();
  await expect.poll(() => threadTexts(el)).toEqual(['From the app › Done: the label says Buy now.']);

  // Alice may delete her reply (her own) and, as a manager on a shared template, the app's thread.
  const deletes = () =>
    [...(panel(el)?.querySelectorAll('button.danger') ?? [])].map((b) => b.getAttribute('aria-label'));
  expect(deletes()).toEqual(['Delete the thread by Your app', 'Delete the comment by Alice Manager (you)']);
  panel(el)
    ?.querySelector<HTMLButtonElement>('button[aria-label="Delete the comment by Alice Manager (you)"]')
    ?.click();
  await expect.poll(() => threadTexts(el)).toEqual(['From the app']);

  // Bob, a member, sees no Edit or Delete on comments that are not his.
  const bob = await join('Bob Member', 'member', id, 640);
  await openPanel(bob);
  await expect.poll(() => threadTexts(bob)).toEqual(['From the app']);
  expect(panel(bob)?.querySelectorAll('button.danger, button.link[aria-label="Edit your comment"]')).toHaveLength(0);
  panel(el)?.querySelector<HTMLButtonElement>('button[aria-label="Delete the thread by Your app"]')?.click();
  await expect.poll(() => threadTexts(el)).toEqual([]);
  expect(await stored(id)).toEqual([]);
});

test('a block shows its count of open comments; the toolbar counts open threads; the badge opens the panel on the block', async () => {
  const id = await sharedTemplate();
  const first = await serverCall<{ _id: string }>(account().apiKey, 'POST', `/v1/templates/${id}/comments`, {
    text: 'One',
    blockId: 'h1',
  });
  await serverCall(account().apiKey, 'POST', `/v1/templates/${id}/comments`, { text: 'Two', parentId: first._id });
  await serverCall(account().apiKey, 'POST', `/v1/templates/${id}/comments`, { text: 'On the email' });
  const el = await join('Alice Manager', 'manager', id);
  await expect.poll(() => badge(el, 'h1')?.getAttribute('aria-label')).toBe('2 comments on this block');
  expect(badge(el, 'h1')?.textContent?.trim()).toBe('2');
  expect(badge(el, 't1')).toBeNull();
  expect(commentsButton(el)?.getAttribute('aria-label')).toBe('Comments, 2 open threads');
  badge(el, 'h1')?.click();
  await expect
    .poll(() => panel(el)?.querySelector('[data-composer="new"]')?.shadowRoot?.activeElement?.getAttribute('id') ?? '')
    .toMatch(/-text$/);
  expect(panel(el)?.querySelector('[data-composer="new"]')?.getAttribute('label')).toBe(
    'Comment on this block: Heading',
  );
  // Escape closes the panel and gives focus back to the toolbar's button.
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => panel(el)).toBeNull();
  expect(editor(el)?.activeElement).toBe(commentsButton(el));
});

test('comments reach a second open page within a second through the live session, and by reading again without one', async () => {
  const id = await sharedTemplate();
  const alice = await join('Alice Manager', 'manager', id, 640);
  const bob = await join('Bob Manager', 'manager', id, 640);
  await expect.poll(() => (bob.live as { listening?: boolean } | undefined)?.listening, { timeout: 15_000 }).toBe(true);
  await openPanel(alice);
  await openPanel(bob);
  await post(alice, 'Live from Alice');
  await expect.poll(() => threadTexts(bob), { timeout: 1000 }).toEqual(['Live from Alice']);
  expect(commentsButton(bob)?.getAttribute('aria-label')).toBe('Comments, 1 open thread');

  // Bob's connection drops: his element reads the comments every second instead (on a clock the test moves).
  const clock = new TestClock();
  commentTimers.current = clock;
  // Each element's tick already set on the page's timers fires once more, then sets the next on this clock.
  await expect.poll(() => clock.pending).toBe(2);
  const provider = (bob.live as unknown as { provider: { disconnect(): void } }).provider;
  provider.disconnect();
  await expect.poll(() => (bob.live as { listening?: boolean } | undefined)?.listening).toBe(false);
  await serverCall(account().apiKey, 'POST', `/v1/templates/${id}/comments`, { text: 'From the app' });
  await expect.poll(() => threadTexts(alice)).toHaveLength(2);
  expect(threadTexts(bob)).toEqual(['Live from Alice']);
  clock.advance(COMMENTS_REFRESH_MS);
  await expect.poll(() => threadTexts(bob)).toEqual(['From the app', 'Live from Alice']);
});

test('in Arabic the button, the counts and the panel read in Arabic, right to left', async () => {
  const id = await sharedTemplate();
  await serverCall(account().apiKey, 'POST', `/v1/templates/${id}/comments`, { text: 'تعليق', blockId: 'h1' });
  const el = await join('Alice Manager', 'manager', id, 1280, account().apiKey, 'ar');
  await expect.poll(() => commentsButton(el)?.getAttribute('aria-label')).toBe('التعليقات، نقاش مفتوح واحد');
  await expect.poll(() => badge(el, 'h1')?.getAttribute('aria-label')).toBe('تعليق واحد على هذه الكتلة');
  commentsButton(el)?.click();
  await expect.poll(() => panel(el)?.querySelector('h2')?.textContent).toBe('التعليقات');
  const host = editor(el)?.querySelector('eb-comments') as HTMLElement;
  expect(getComputedStyle(host).direction).toBe('rtl');
  // Floats at the inline end: the left in a right-to-left UI.
  const body = editor(el)?.querySelector('.body')?.getBoundingClientRect();
  const box = host.getBoundingClientRect();
  expect(body && box.left - body.left < body.right - box.right).toBe(true);
  expect(panel(el)?.querySelector('.anchor')?.textContent).toContain('على:');
});

test('Free plan: no Comments button', async () => {
  const id = await sharedTemplate(free().apiKey);
  const el = await join('Fred Free', 'manager', id, 1280, free().apiKey);
  await expect.poll(() => editor(el)?.querySelector('[data-checks-button]')).not.toBeNull();
  // The comments chunk is here (earlier tests loaded it): had a render of the editor asked for it,
  // its button would show in the render after.
  const editorEl = shadow(el).querySelector('eb-editor') as HTMLElement & { updateComplete: Promise<boolean> };
  el.store.select('h1');
  await editorEl.updateComplete;
  await import('./controller');
  await editorEl.updateComplete;
  expect(el.session?.features.comments).toBe(false);
  expect(commentsButton(el)).toBeNull();
  expect(badge(el, 'h1')).toBeNull();
});

test('on a phone the panel covers the canvas and works; the screenshot of the panel', async () => {
  const id = await sharedTemplate();
  await serverCall(account().apiKey, 'POST', `/v1/templates/${id}/comments`, {
    text: 'Is 20% right? Legal said 15%.',
    blockId: 't1',
  });
  await page.viewport(390, 844);
  const phone = await join('Priya Phone', 'manager', id, 390);
  await openPanel(phone);
  const canvas = editor(phone)?.querySelector('eb-canvas')?.getBoundingClientRect();
  const box = editor(phone)?.querySelector('eb-comments')?.getBoundingClientRect();
  expect(canvas && box && box.left <= canvas.left && box.right >= canvas.right && box.top <= canvas.top + 1).toBe(true);
  await post(phone, 'Checked with legal: 20% is fine.');
  await expect.poll(() => threadTexts(phone)).toHaveLength(2);
  await page.screenshot({ path: '../../artifacts/element/comments-phone.png', element: phone });
  document.body.replaceChildren();

  await page.viewport(1300, 800);
  const el = await join('Alice Manager', 'manager', id, 1280);
  el.store.select('t1');
  await openPanel(el);
  await expect.poll(() => threadTexts(el)).toHaveLength(2);
  (panel(el)?.activeElement as HTMLElement | null)?.blur();
  // To artifacts/element/ (docs/screenshots/comments.png is a copy, looked at before it was committed).
  await page.screenshot({ path: '../../artifacts/element/comments.png', element: el });
});
