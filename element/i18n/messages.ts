// A component's access to the element's language: `#msg = new Messages(this)`, then
// `this.#msg.t('gallery.tabs.mine')` in render. It re-renders the component when the locale changes.
import { type Context, ContextConsumer } from '@lit/context';
import type { ReactiveElement } from 'lit';
import { i18nContext } from './context';
import { I18n, type MessageParams } from './i18n';
import type { MessageKey } from './keys';

/** English, for a component used outside `<email-builder>` (its tests, say). */
export const ENGLISH = new I18n('en');

/** A consumer of one language context; `Messages` (the element) and the dashboard's share it. */
export class LanguageConsumer<K extends string> {
  #consumer: ContextConsumer<Context<unknown, I18n<K>>, ReactiveElement>;
  #fallback: I18n<K>;

  constructor(host: ReactiveElement, context: Context<unknown, I18n<K>>, fallback: I18n<K>) {
    this.#consumer = new ContextConsumer(host, { context, subscribe: true });
    this.#fallback = fallback;
  }

  get i18n(): I18n<K> {
    return this.#consumer.value ?? this.#fallback;
  }

  t(key: K, params?: MessageParams): string {
    return this.i18n.t(key, params);
  }
}

export class Messages extends LanguageConsumer<MessageKey> {
  constructor(host: ReactiveElement) {
    super(host, i18nContext, ENGLISH);
  }
}
