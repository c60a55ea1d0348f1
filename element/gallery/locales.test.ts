// The gallery and the root's panels in every shipped locale: every text and accessible name comes
// from the catalogue (no fallback to English, nothing that looks like a message key, no English
// sentence left on screen), the library tab keeps the operator's name, and `messages` wins.
import { describe, expect, test } from 'vitest';
import { type Locator, page, userEvent } from 'vitest/browser';
import { ApiError } from '../api/errors';
import type { EmailBuilder } from '../email-builder/email-builder';
import { gallery as englishGallery } from '../i18n/en/gallery';
import { missingMessages } from '../i18n/i18n';
import { LOCALES, loadCatalogue } from '../i18n/locales';
import { writeDraft } from '../state/draft';
import { blankDocument } from '../state/empty';
import { errorText } from '../state/notices';
import { fileAccount } from '../test/accounts';
import { env, mintSession, mount, serverCall, shadow, uniqueUser } from '../test/helpers';
import type { EbGallery } from './gallery';
import { templateLimitNotice } from './limit';

// Its templates are this file's alone.
const ownAccount = fileAccount('enterprise');

/** A shared, loaded machine: give each wait a few seconds rather than the default one. */
const SLOW = { timeout: 8000 };
const shows = (locator: Locator) => expect.element(locator, SLOW).toBeVisible();

const KEY_LIKE = /\b[a-z]+(?:\.[a-z][A-Za-z0-9]*){1,}\b/;
const SKIPPED = new Set(['STYLE', 'SCRIPT', 'TEMPLATE']);

/** What a user reads in the element's shadow roots (nested ones too): text, accessible names, placeholders, titles. */
function visibleTexts(host: Element): { texts: string[]; blobs: string[] } {
  const texts: string[] = [];
  const blobs: string[] = [];
  const visit = (root: ShadowRoot) => {
    for (const child of root.children) {
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a user reads
      if (child instanceof HTMLElement && !SKIPPED.has(child.tagName)) blobs.push(child.innerText);
    }
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node instanceof Text) {
        if (!SKIPPED.has(node.parentElement?.tagName ?? '') && node.data.trim()) texts.push(node.data.trim());
        continue;
      }
      const el = node as Element;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = el.getAttribute(name);
        if (value) texts.push(value);
      }
      if (el.shadowRoot) visit(el.shadowRoot);
    }
  };
  if (host.shadowRoot) visit(host.shadowRoot);
  return { texts, blobs };
}

/** Fails on a message key on screen, or (outside English) an English sentence the locale words differently. */
async function expectAllTranslated(el: EmailBuilder, locale: string): Promise<void> {
  const { texts, blobs } = visibleTexts(el);
  // A URL (a font's stylesheet named in a shared template, a link) is not a message key.
  for (const text of [...texts, ...blobs])
    expect(text.replace(/https?:\/\/\S+/g, ''), `looks like a message key: ${text}`).not.toMatch(KEY_LIKE);
  if (locale === 'en') return;
  const catalogue = await loadCatalogue(el.i18n.locale);
  const english = new Set(
    Object.entries(englishGallery)
      .filter(([key, message]) => typeof message === 'string' && catalogue[key] !== message && !message.includes('{'))
      .map(([, message]) => message as string),
  );
  for (const text of texts) expect(english.has(text), `English left in ${locale}: ${text}`).toBe(false);
}

async function mountIn(locale: string, attributes: Record<string, string>): Promise<EmailBuilder> {
  const { el } = mount({ ...attributes, locale });
  await expect.poll(() => el.i18n.tag, SLOW).toBe(locale);
  return el;
}

const galleryOf = (el: EmailBuilder) => shadow(el).querySelector('eb-gallery') as EbGallery;

describe.each(LOCALES)('%s', (locale) => {
  test('gallery: tabs, cards, search, sort, empty state, draft, upgrade notice, card menu, rename and delete with Undo', async () => {
    // An account with room in its rate limit: many tests share the Pro one.
    const userId = uniqueUser(`l10n-${locale}`);
    const name = `Quarterly report ${userId}`;
    await serverCall(ownAccount().apiKey, 'POST', '/v1/templates', { name, userId });
    const threeHoursAgo = Date.now() - 3 * 3_600_000;
    writeDraft(userId, {
      templateId: null,
      name: 'Half done',
      source: 'new',
      doc: blankDocument(),
      baseUpdatedAt: null,
      savedAt: threeHoursAgo,
    });
    const token = await mintSession(ownAccount().apiKey, userId);
    const el = await mountIn(locale, { 'api-key': token, 'user-id': userId, 'base-url': env().apiUrl });
    const t = el.i18n.t.bind(el.i18n);

    // My Templates: the card, "Edited …", the draft banner with its relative date, search and sort.
    await shows(page.getByRole('tab', { name: t('gallery.mine') }));
    await shows(page.getByRole('button', { name, exact: true }));
    await shows(page.getByText(t('gallery.card.edited', { when: el.i18n.timeAgo(Date.now()) })));
    const when = el.i18n.timeAgo(threeHoursAgo);
    await shows(page.getByText(t('gallery.draft', { name: 'Half done', when })));
    await shows(page.getByRole('button', { name: t('gallery.restoreDraft') }));
    await expectAllTranslated(el, locale);

    const search = page.getByRole('searchbox', { name: t('gallery.searchLabel') });
    await userEvent.fill(search, 'zzz-nothing');
    await shows(page.getByText(t('gallery.empty.noMatch', { query: 'zzz-nothing' })));
    await expectAllTranslated(el, locale);
    await userEvent.fill(search, '');
    await userEvent.selectOptions(page.getByRole('combobox', { name: t('gallery.sortLabel') }), t('gallery.sortName'));
    await shows(page.getByRole('button', { name, exact: true }));

    // The library tab is the operator's name in every language.
    await userEvent.click(page.getByRole('tab', { name: 'Email Builder', exact: true }));
    await shows(page.getByRole('button', { name: 'Welcome', exact: true }));
    await expectAllTranslated(el, locale);
    await userEvent.click(page.getByRole('tab', { name: t('gallery.mine') }));

    // The plan's limit and its way out.
    galleryOf(el).notice = templateLimitNotice(el);
    await shows(page.getByRole('button', { name: t('notice.upgrade'), exact: true }));
    await shows(page.getByText(t('error.templateLimitReached')));
    await expectAllTranslated(el, locale);
    galleryOf(el).notice = null;

    // The card's menu, named with its template ("Actions for Welcome" in the locale), and the rename dialog.
    const actions = page.getByRole('button', { name: t('gallery.card.actionsFor', { name }), exact: true });
    await userEvent.click(actions);
    await shows(page.getByRole('menu', { name: t('gallery.card.actionsFor', { name }) }));
    await expectAllTranslated(el, locale);
    await userEvent.click(page.getByRole('menuitem', { name: t('gallery.menu.rename') }));
    const rename = page.getByRole('dialog', { name: t('gallery.rename.title') });
    await expect.element(rename.getByRole('textbox', { name: t('gallery.rename.field') }), SLOW).toHaveValue(name);
    await expectAllTranslated(el, locale);
    await userEvent.click(rename.getByRole('button', { name: t('gallery.menu.cancel') }));

    // Delete asks first, then the toast offers Undo.
    await userEvent.click(actions);
    await userEvent.click(page.getByRole('menuitem', { name: t('gallery.menu.delete') }));
    const confirm = page.getByRole('dialog', { name: t('gallery.delete.title', { name }) });
    // The matcher reads spaces (French puts no-break spaces before « ; » and « ? ») as plain ones.
    await expect.element(confirm, SLOW).toHaveTextContent(t('gallery.delete.message').replace(/\s/g, ' '));
    await expectAllTranslated(el, locale);
    await userEvent.click(confirm.getByRole('button', { name: t('gallery.menu.delete') }));
    const toast = page.getByRole('status').filter({ hasText: t('toast.deleted', { name }) });
    await shows(toast);
    await expectAllTranslated(el, locale);
    await userEvent.click(toast.getByRole('button', { name: t('toast.undo') }));
    await shows(page.getByText(t('toast.undeleted', { name })));
    await shows(page.getByRole('button', { name, exact: true }));
    await expectAllTranslated(el, locale);

    expect([...missingMessages]).toEqual([]);
  });

  test('root panels: no session token, a secret key, a failed sign-in, could not connect', async () => {
    const panels: Array<
      [
        Record<string, string>,
        'root.noToken.title' | 'root.secretKey.title' | 'root.signInFailed.title' | 'root.offline.title',
      ]
    > = [
      [{}, 'root.noToken.title'],
      [{ 'api-key': 'eb_test_abcdefghijklmnopqrstuvwxyz012345' }, 'root.secretKey.title'],
      [{ 'api-key': 'not-a-session-token' }, 'root.signInFailed.title'],
      [
        { 'api-key': await mintSession(env().accounts.pro.apiKey, uniqueUser()), 'base-url': env().deadUrl },
        'root.offline.title',
      ],
    ];
    for (const [attributes, title] of panels) {
      const el = await mountIn(locale, attributes);
      await shows(page.getByRole('heading', { name: el.i18n.t(title) }));
      if (title === 'root.offline.title') await shows(page.getByRole('button', { name: el.i18n.t('root.retry') }));
      await expectAllTranslated(el, locale);
    }
    expect([...missingMessages]).toEqual([]);
  });
});

describe('wording', () => {
  test('de: "Meine Vorlagen", German relative dates, and the host\'s messages win', async () => {
    const userId = uniqueUser('de');
    await serverCall(env().accounts.pro.apiKey, 'POST', '/v1/templates', { name: 'Herbstaktion', userId });
    writeDraft(userId, {
      templateId: null,
      name: 'Entwurf',
      source: 'new',
      doc: blankDocument(),
      baseUpdatedAt: null,
      savedAt: Date.now() - 3 * 3_600_000,
    });
    const token = await mintSession(env().accounts.pro.apiKey, userId);
    const el = await mountIn('de', { 'api-key': token, 'user-id': userId, 'base-url': env().apiUrl });
    await shows(page.getByRole('tab', { name: 'Meine Vorlagen' }));
    await shows(page.getByText('Nicht gespeicherte Änderungen an „Entwurf“ (vor 3 Stunden).'));
    await shows(page.getByText('Bearbeitet gerade eben'));
    await shows(page.getByRole('searchbox', { name: 'Vorlagen nach Namen durchsuchen' }));
    await shows(page.getByText('Bereitgestellt von'));

    el.messages = { 'gallery.mine': 'Unsere Mailings', 'gallery.new': 'Neues Mailing' };
    await shows(page.getByRole('tab', { name: 'Unsere Mailings' }));
    await shows(page.getByRole('button', { name: 'Neues Mailing' }));
    expect(page.getByRole('tab', { name: 'Meine Vorlagen' }).elements()).toHaveLength(0);
  });

  test("a failed call shows its code's sentence in the locale; an unknown code a generic one", async () => {
    const el = await mountIn('fr', {});
    const known = new ApiError({ status: 404, code: 'not_found', message: 'Template not found.' });
    const unknown = new ApiError({ status: 418, code: 'teapot', message: 'I am a teapot.' });
    expect(errorText(known, el.i18n)).toBe('Cet élément n’existe plus. Il a peut-être été supprimé.');
    expect(errorText(unknown, el.i18n)).toBe('Une erreur est survenue. Veuillez réessayer.');
    expect(errorText(new Error('boom'), el.i18n)).toBe('Une erreur est survenue. Veuillez réessayer.');
  });
});
