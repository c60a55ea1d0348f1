// The element's language: `locale` (else the nearest `lang`, else English) and the host's
// `messages`, provided to every component as an `I18n`. A locale other than English loads its
// catalogue chunk first; meanwhile the element shows a spinner, never English that then flips.
import { ContextProvider } from '@lit/context';
import { chunkLoadFailed } from '../api/errors';
import { i18nContext } from '../i18n/context';
import { I18n } from '../i18n/i18n';
import type { MessageOverrides } from '../i18n/keys';
import { loadCatalogue, matchLocale } from '../i18n/locales';
import { ENGLISH } from '../i18n/messages';
import '../i18n/en/entry';

interface LocaleHost extends HTMLElement {
  locale: string;
  messages: MessageOverrides | null;
  requestUpdate(): void;
  emitError(error: unknown): void;
}

export class LocaleController {
  #host: LocaleHost;
  #provider: ContextProvider<typeof i18nContext>;
  #request = 0;
  /** True until the requested locale's catalogue is here. */
  loading = false;

  constructor(host: LocaleHost) {
    this.#host = host;
    this.#provider = new ContextProvider(host, { context: i18nContext, initialValue: ENGLISH });
  }

  get i18n(): I18n {
    return this.#provider.value;
  }

  /** Applies `locale` and `messages`; call when either changes (and once at start). */
  apply(): void {
    const host = this.#host;
    // The page's language, not the one this controller wrote on the element itself.
    const pageLang = host.parentElement?.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang;
    const tag = host.locale || pageLang || 'en';
    const locale = matchLocale(tag);
    const overrides = host.messages ?? {};
    const request = ++this.#request;
    const use = (i18n: I18n) => {
      if (request !== this.#request) return;
      this.loading = false;
      this.#provider.setValue(i18n);
      this.#mirror();
      host.requestUpdate();
    };
    if (locale === 'en') {
      use(new I18n('en', tag, {}, overrides));
      return;
    }
    this.loading = true;
    loadCatalogue(locale).then(
      (catalogue) => use(new I18n(locale, tag, catalogue, overrides)),
      () => {
        host.emitError(chunkLoadFailed());
        use(new I18n('en', 'en', {}, overrides));
      },
    );
  }

  /** The host carries its language and direction, so every part of it (dialogs included) lays out accordingly. */
  #mirror(): void {
    const { tag, dir } = this.#provider.value;
    if (this.#host.getAttribute('lang') !== tag) this.#host.setAttribute('lang', tag);
    if (this.#host.getAttribute('dir') !== dir) this.#host.setAttribute('dir', dir);
  }
}
