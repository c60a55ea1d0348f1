// The toolbar's language. The toolbar is not an element of its own (the canvas renders it), so it
// asks for the element's language from one of its buttons, the way a Lit context consumer does,
// and has the canvas render it again when the language changes.
import { ContextEvent } from '@lit/context';
import { i18nContext } from '../i18n/context';
import type { I18n } from '../i18n/i18n';
import { ENGLISH } from '../i18n/messages';

export class ToolbarLanguage {
  i18n: I18n = ENGLISH;
  #target: Element | null = null;
  #unsubscribe: (() => void) | undefined;
  #onChange: () => void;

  constructor(onChange: () => void) {
    this.#onChange = onChange;
  }

  /** A `ref()` callback for a toolbar element: subscribes from there once it is in the page. */
  readonly anchor = (el: Element | undefined): void => {
    if (!el || el === this.#target) return;
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#target = el;
    // Lit sets refs of a new template before inserting it: ask once the element is in the page.
    queueMicrotask(() => this.#request(el));
  };

  #request(el: Element): void {
    if (el !== this.#target || !el.isConnected) return;
    el.dispatchEvent(
      new ContextEvent(
        i18nContext,
        el,
        (value, unsubscribe) => {
          this.#unsubscribe = unsubscribe;
          if (value === this.i18n) return;
          this.i18n = value;
          this.#onChange();
        },
        true,
      ),
    );
  }
}
