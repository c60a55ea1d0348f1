// The "Writing help" button in the inspector's header (docs/api.md §16). The inspector always
// carries an empty <eb-assist>; this chunk, which defines it, loads only once the host set an
// `assistant` function and the editor is open, so without one the button is absent, not disabled.
// Its dialog is a chunk of its own, loaded on the first click.
//
// This chunk loads only while the editor shows, so importing the editor costs no request. It is
// imported first on purpose: sharing the editor chunk's modules (the store controller, the dialog
// helpers) from another chunk changes the order the bundler writes that chunk in, and how well it
// gzips; with the editor first it measured 150 B smaller than before this chunk existed, without
// it 80 B larger (the editor chunk is on the 80 KB "to edit" path: element/test/bundle-size.test.ts).
import '../editor/editor';
import { css, html, LitElement, nothing, type ReactiveController } from 'lit';
import { lazyChunk } from '../shared/lazy-chunk';
import '../i18n/en/assistant-entry';
import { Messages } from '../i18n/messages';
import { builderRoot, dialogIn } from '../images/chunk';
import { define } from '../shared/define';
import { pathIcon } from '../shared/icons';
import { controls } from '../shared/theme.styles';
import { StoreController } from '../state/store-controller';
import { type AssistantHost, assistantHost } from './host';
import { offersFor } from './targets';

export const dialogChunk = lazyChunk(() => import('./assistant'));

const SPARKLE =
  'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8zM19 16l.7 1.8 1.8.7-1.8.7-.7 1.8-.7-1.8-1.8-.7 1.8-.7z';

/** The writing help button for the selected block or, with nothing selected, the email's subject and preheader. */
export class EbAssist extends LitElement {
  static override properties = { _failed: { state: true } };
  static override styles = [
    controls,
    css`
    :host {
      display: contents;
    }
  `,
  ];

  declare _failed: boolean;
  readonly #stores = new StoreController(this);
  readonly #msg = new Messages(this);
  #host: AssistantHost | null = null;
  // The host's `assistant` lives on <email-builder>: every update of it re-checks it here.
  readonly #follow: ReactiveController = { hostUpdated: () => this.requestUpdate() };

  constructor() {
    super();
    this._failed = false;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#host = assistantHost(this);
    this.#host?.addController(this.#follow);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#host?.removeController(this.#follow);
    this.#host = null;
  }

  protected override render() {
    const store = this.#stores.value;
    if (
      !store ||
      typeof this.#host?.assistant !== 'function' ||
      store.readOnly ||
      offersFor(store.selected).length === 0
    )
      return nothing;
    const t = this.#msg.t.bind(this.#msg);
    return html`<button class="btn ghost" aria-haspopup="dialog" title=${t('assistant.openTitle')} @click=${() => this.#open()}>
        ${pathIcon(SPARKLE)}${t('assistant.open')}
      </button>
      ${this._failed ? html`<span class="notice error" role="alert">${t('assistant.loadFailed')}</span>` : nothing}`;
  }

  async #open(): Promise<void> {
    const store = this.#stores.value;
    if (!store) return;
    try {
      await dialogChunk.load();
      this._failed = false;
    } catch {
      this._failed = true;
      return;
    }
    await dialogIn(builderRoot(this), 'eb-assistant').show(store.selectedId);
  }
}

define('eb-assist', EbAssist);

declare global {
  interface HTMLElementTagNameMap {
    'eb-assist': EbAssist;
  }
}
