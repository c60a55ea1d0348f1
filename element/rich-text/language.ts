// The toolbar's language. The toolbar is not an element of its own (the canvas renders it), so it
// asks for the element's language from the canvas's frame, the way a Lit context consumer does,
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

  /**
   * Follows the language of the element the text being edited is in: asked from the canvas's
   * frame (same origin, in the element's tree), again whenever the edited text is in another frame.
   */
  watch(editable: Element | null): void {
    const frame = editable?.ownerDocument.defaultView?.frameElement ?? null;
    if (!frame || frame === this.#target) return;
    this.#unsubscribe?.();
    this.#unsubscribe = undefined;
    this.#target = frame;
    this.#request(frame);
  }

  #request(el: Element): void {
    if (!el.isConnected) return;
    // The first answer comes during the dispatch, inside the toolbar's render: no second render for it.
    let asking = true;
    el.dispatchEvent(
      new ContextEvent(
        i18nContext,
        el,
        (value, unsubscribe) => {
          this.#unsubscribe = unsubscribe;
          if (value === this.i18n) return;
          this.i18n = value;
          if (!asking) this.#onChange();
        },
        true,
      ),
    );
    asking = false;
  }
}
