// A component's access to the element's language: `#msg = new Messages(this)`, then
// `this.#msg.t('gallery.tabs.mine')` in render. It re-renders the component when the locale changes.
import { ContextConsumer } from '@lit/context';
import type { ReactiveElement } from 'lit';
import { i18nContext } from './context';
import { I18n, type MessageParams } from './i18n';
import type { MessageKey } from './keys';

/** English, for a component used outside `<email-builder>` (its tests, say). */
export const ENGLISH = new I18n('en');

export class Messages {
  #consumer: ContextConsumer<typeof i18nContext, ReactiveElement>;

  constructor(host: ReactiveElement) {
    this.#consumer = new ContextConsumer(host, { context: i18nContext, subscribe: true });
  }

  get i18n(): I18n {
    return this.#consumer.value ?? ENGLISH;
  }

  t(key: MessageKey, params?: MessageParams): string {
    return this.i18n.t(key, params);
  }
}
