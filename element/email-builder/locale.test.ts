// The element's language: the `locale` attribute, else the page's `lang`; the host's `messages`.
import { afterEach, describe, expect, it } from 'vitest';
import { env, mintSession, mount, uniqueUser } from '../test/helpers';

const ready = async (attributes: Record<string, string>) => {
  const userId = uniqueUser();
  const token = await mintSession(env().accounts.pro.apiKey, userId);
  const mounted = mount({ 'api-key': token, 'user-id': userId, 'base-url': env().apiUrl, ...attributes });
  await expect.poll(() => mounted.of('eb-ready').length, { timeout: 10_000 }).toBe(1);
  return mounted;
};

afterEach(() => document.documentElement.removeAttribute('lang'));

describe('locale', () => {
  it('takes the locale attribute, carries lang and dir on the element, and follows a change', async () => {
    const { el } = await ready({ locale: 'de-AT' });
    await expect.poll(() => el.i18n.locale).toBe('de');
    expect(el.getAttribute('lang')).toBe('de-AT');
    expect(el.getAttribute('dir')).toBe('ltr');
    el.locale = 'ar';
    await expect.poll(() => el.getAttribute('dir')).toBe('rtl');
    expect(el.i18n.locale).toBe('ar');
    expect(el.i18n.t('time.justNow')).toBe('الآن');
  });

  it("defaults to the page's lang, else English", async () => {
    document.documentElement.setAttribute('lang', 'fr-CA');
    const { el } = await ready({});
    await expect.poll(() => el.i18n.locale).toBe('fr');
    document.documentElement.removeAttribute('lang');
    const english = await ready({});
    expect(english.el.i18n.locale).toBe('en');
    expect(english.el.getAttribute('dir')).toBe('ltr');
  });

  it("lets the host's messages win in any locale", async () => {
    const { el } = await ready({ locale: 'ja' });
    el.messages = { 'time.justNow': 'さっき' };
    await expect.poll(() => el.i18n.t('time.justNow')).toBe('さっき');
  });
});
