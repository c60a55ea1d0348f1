// The element's toast: one at a time, gone after 4 s (10 s when it offers an action such as Undo).
// It holds phrases, worded as it renders, so a locale change re-words a toast on screen.
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { I18n } from '../i18n/i18n';
import { icon } from '../shared/icons';
import { type Phrase, say } from '../state/notices';

export interface Toast {
  text: Phrase;
  action?: { label: Phrase; run: () => void };
}

export class Toasts implements ReactiveController {
  toast: Toast | null = null;
  #host: ReactiveControllerHost;
  #timer = 0;

  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  hostDisconnected(): void {
    clearTimeout(this.#timer);
  }

  /** Shows a toast; null hides it. */
  show(text: Phrase | null, action?: Toast['action']): void {
    clearTimeout(this.#timer);
    this.toast = text ? { text, action } : null;
    if (text) this.#timer = window.setTimeout(() => this.show(null), action ? 10_000 : 4000);
    this.#host.requestUpdate();
  }

  render(i18n: I18n) {
    const toast = this.toast;
    if (!toast) return nothing;
    const { text, action } = toast;
    return html`<div class="toast" role="status">
      <span>${say(i18n, text)}</span>
      ${action ? html`<button class="btn" @click=${action.run}>${say(i18n, action.label)}</button>` : nothing}
      <button class="btn icon ghost" aria-label=${i18n.t('root.dismiss')} style="color:inherit" @click=${() => this.show(null)}>
        ${icon('close')}
      </button>
    </div>`;
  }
}
