import { createContext } from '@lit/context';
import type { I18n } from './i18n';

/** The element's language, provided by `<email-builder>`; a new value when the locale or the host's messages change. */
export const i18nContext = createContext<I18n>(Symbol('eb-i18n'));
