// A dashboard view's access to the chosen language: `#msg = new DashMessages(this)`, then
// `this.#msg.t('keys.title')` in render. The view re-renders whenever the language changes.
import { createContext } from '@lit/context';
import type { ReactiveElement } from 'lit';
import { LanguageConsumer } from '../../element/i18n/messages';
import type { DashboardKey } from './en';
import { type DashboardI18n, ENGLISH } from './language';

/** Provided by `<eb-dashboard>`: a new value on every language change. */
export const dashboardI18nContext = createContext<DashboardI18n>(Symbol('eb-dashboard-i18n'));

export class DashMessages extends LanguageConsumer<DashboardKey> {
  constructor(host: ReactiveElement) {
    super(host, dashboardI18nContext, ENGLISH);
  }
}
