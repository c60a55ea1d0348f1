// Every notice the element can raise, in every theme: each icon stays icon-sized. An svg without a
// size rule fills its container (the banner's alert icon was once ~1,200 px tall and covered the
// editor), so this walks every shadow root and measures every svg while each notice shows. The
// banner's screenshot goes to artifacts/element/ (docs/screenshots/editor-banner.png is a copy).
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ApiError } from '../api/errors';
import type { EmailBuilder } from '../email-builder/email-builder';
import { templateLimitNotice } from '../gallery/limit';
import { type KeyedNotice, NOTICE_CODES, notice, noticeFor } from '../state/notices';
import { openBlankEditor, shadow } from '../test/helpers';

const THEMES = ['light', 'dark', 'auto'] as const;
const MAX_ICON = 32;

/** Every svg under `root`, through every open shadow root (the canvas iframe holds the email, not the UI). */
function svgsIn(root: ParentNode, found: SVGSVGElement[] = []): SVGSVGElement[] {
  for (const node of root.querySelectorAll('*')) {
    if (node instanceof SVGSVGElement && !(node.parentElement instanceof SVGElement)) found.push(node);
    if (node.shadowRoot) svgsIn(node.shadowRoot, found);
  }
  return found;
}

/** The svgs drawn larger than an icon, named by their parent's class for the failure message. */
function oversized(el: EmailBuilder): string[] {
  return svgsIn(shadow(el))
    .map((svg) => ({ svg, box: svg.getBoundingClientRect() }))
    .filter(({ box }) => box.width > MAX_ICON || box.height > MAX_ICON)
    .map(
      ({ svg, box }) =>
        `${svg.parentElement?.className || svg.parentElement?.tagName}: ${Math.round(box.width)}×${Math.round(box.height)}`,
    );
}

/** Every notice state: our own codes, each kind of failed call, the plan limit and the library copy. */
function allNotices(el: EmailBuilder): KeyedNotice[] {
  return [
    ...NOTICE_CODES.map((code) => notice(code, { label: { key: 'notice.discardChanges' }, run: () => {} })),
    noticeFor(new ApiError({ status: 0, code: 'offline', message: 'offline' })),
    noticeFor(new ApiError({ status: 402, code: 'feature_not_in_plan', message: 'upgrade' })),
    noticeFor(new ApiError({ status: 500, code: 'internal', message: 'failed' })),
    noticeFor(new Error('unexpected')),
    templateLimitNotice(el),
    {
      code: 'library_copy',
      kind: 'info',
      text: { key: 'notice.libraryCopy', params: { name: 'Welcome', library: 'Library' } },
    },
  ];
}

const settle = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

test('every editor and gallery notice keeps its icons within 32 px, in every theme', async () => {
  const { el } = await openBlankEditor();
  const notices = allNotices(el);
  const banners = () => shadow(shadow(el).querySelector('eb-editor') as HTMLElement).querySelectorAll('.notice');
  const seen: string[] = [];
  for (const theme of THEMES) {
    el.setAttribute('theme', theme);
    for (const keyed of notices) {
      el.setNotice(keyed);
      await expect.poll(() => banners().length).toBe(1);
      await settle();
      seen.push(keyed.code);
      expect(oversized(el), `${theme}, editor notice ${keyed.code}`).toEqual([]);
    }
    // A manager editing a shared template, and a member reading one: their banners sit with any notice.
    for (const sharedEditable of [true, false]) {
      el.store.load({ doc: el.store.doc, name: 'Shared', templateId: 'tpl_shared', source: 'shared', sharedEditable });
      await expect.poll(() => banners().length).toBe(2);
      await settle();
      expect(oversized(el), `${theme}, shared template (editable: ${sharedEditable})`).toEqual([]);
    }
    el.store.load({ doc: el.store.doc, name: 'Mine', templateId: null, source: 'new' });
    el.setNotice(null);
  }
  expect(new Set(seen).size).toBe(notices.length);

  await userEvent.click(page.getByRole('button', { name: 'Back' }));
  const gallery = () => el.gallery() as NonNullable<ReturnType<EmailBuilder['gallery']>>;
  await expect.poll(() => el.gallery()?.hidden).toBe(false);
  for (const theme of THEMES) {
    el.setAttribute('theme', theme);
    for (const keyed of notices) {
      gallery().notice = keyed;
      gallery().draft = {
        templateId: null,
        name: 'Draft',
        doc: el.store.doc,
        source: 'new',
        baseUpdatedAt: null,
        savedAt: Date.now(),
      };
      await expect.poll(() => shadow(gallery()).querySelectorAll('.notice').length).toBeGreaterThanOrEqual(2);
      await settle();
      expect(oversized(el), `${theme}, gallery notice ${keyed.code}`).toEqual([]);
    }
  }
});

test('the editing-shared banner, as a user sees it', async () => {
  const { el } = await openBlankEditor();
  el.store.load({
    doc: el.store.doc,
    name: 'Welcome',
    templateId: 'tpl_shared',
    source: 'shared',
    sharedEditable: true,
  });
  el.setNotice(notice('browser_offline'));
  await expect.element(page.getByText('Editing a shared template', { exact: false })).toBeVisible();
  await settle();
  await page.screenshot({ path: '../../artifacts/element/editor-banner.png' });
  expect(oversized(el)).toEqual([]);
});
