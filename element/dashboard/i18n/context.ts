// A dashboard view's access to the chosen language: `#msg = new DashMessages(this)`, then
// `this.#msg.t('keys.title')` in render. The view re-renders whenever the language changes.
import { ContextConsumer, createContext } from '@lit/context';
import type { ReactiveElement } from 'lit';
import type { MessageParams } from '../../i18n/i18n';
import type { DashboardKey } from './en';
import { type DashboardI18n, ENGLISH } from './language';

/** Provided by `<eb-dashboard>`: a new value on every language change. */
export const dashboardI18nContext = createContext<DashboardI18n>(Symbol('eb-dashboard-i18n'));

export class DashMessages {
  #consumer: ContextConsumer<typeof dashboardI18nContext, ReactiveElement>;

  constructor(host: ReactiveElement) {
    this.#consumer = new ContextConsumer(host, { context: dashboardI18nContext, subscribe: true });
  }

  get i18n(): DashboardI18n {
    return this.#consumer.value ?? ENGLISH;
  }

  t(key: DashboardKey, params?: MessageParams): string {
    return this.i18n.t(key, params);
  }
}
