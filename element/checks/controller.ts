// Keeps the editor's checks current without ever delaying input: after an edit it waits for a
// pause in typing, then for an idle moment, and checks the document then. The checker and the
// panel are chunks of their own. Not a Web Worker: the element is loaded from the API's origin
// into the host's page, where a worker script from another origin (or a blob: one, under a
// strict CSP) cannot start.
import { html, nothing, type ReactiveController, type ReactiveElement, type TemplateResult } from 'lit';
import type { Finding } from '../../core/checks/index';
import type { EmailDocument } from '../../core/document/schema';
import { lazyChunk } from '../shared/lazy-chunk';
import '../i18n/en/rest';
import { Messages } from '../i18n/messages';
import { icon } from '../shared/icons';
import { whenIdle } from '../shared/idle';
import type { MergeTag } from '../state/merge-tags';
import type { EditorStore } from '../state/store';

/** The user-timing entry each check records. */
export const CHECK_MEASURE = 'eb-checks';

/** A pause this long ends a burst of typing. */
export const CHECK_AFTER_MS = 300;

const engineChunk = lazyChunk(() => import('./engine'));
const panelChunk = lazyChunk(() => import('./checks-panel'));

type Host = ReactiveElement;

const idle = (run: () => void): (() => void) => whenIdle(run, 1000, 0);

export class ChecksController implements ReactiveController {
  /** Findings of the last check; null before the first one. */
  findings: Finding[] | null = null;
  open = false;
  /** The panel's chunk failed to load (offline): the button says so and retries on click. */
  panelFailed = false;
  readonly #host: Host;
  readonly #msg: Messages;
  readonly #getStore: () => EditorStore | null;
  #store: EditorStore | null = null;
  #checked: { doc: EmailDocument; tags: readonly MergeTag[] } | null = null;
  #timer = 0;
  #cancelIdle: (() => void) | null = null;

  constructor(host: Host, getStore: () => EditorStore | null) {
    this.#host = host;
    this.#getStore = getStore;
    this.#msg = new Messages(host);
    host.addController(this);
  }

  hostUpdated(): void {
    const store = this.#getStore();
    // The host may replace its merge tags without editing the document: check again then too.
    if (
      store &&
      store === this.#store &&
      this.#checked &&
      this.#checked.tags !== store.mergeTags &&
      this.#checked.doc === store.doc
    )
      this.#schedule(0);
    if (store === this.#store) return;
    this.#store?.removeEventListener('change', this.#onChange);
    this.#store = store;
    store?.addEventListener('change', this.#onChange);
    this.#schedule(0);
  }

  hostDisconnected(): void {
    this.#store?.removeEventListener('change', this.#onChange);
    this.#store = null;
    this.#cancel();
  }

  toggle(): void {
    this.open = !this.open;
    if (this.open) this.#loadPanel();
    this.#host.requestUpdate();
  }

  close(): void {
    this.open = false;
    this.#host.requestUpdate();
    this.#host.renderRoot.querySelector<HTMLElement>('[data-checks-button]')?.focus();
  }

  /** The toolbar button; its accessible name carries the count ("Checks, 3 problems"). */
  button(): TemplateResult {
    const count = this.findings?.length;
    const t = this.#msg.t.bind(this.#msg);
    const name =
      count === undefined
        ? t('dialogs.checks.button')
        : count === 0
          ? t('dialogs.checks.buttonNone')
          : t('dialogs.checks.buttonCount', { count });
    const worst = this.findings?.some((f) => f.severity === 'error') ? 'error' : count ? 'warning' : 'ok';
    return html`<button
      class="btn ghost"
      data-checks-button
      aria-label=${name}
      title=${this.panelFailed ? t('dialogs.checks.loadFailed') : name}
      aria-expanded=${this.open ? 'true' : 'false'}
      aria-controls="eb-checks-panel"
      @click=${() => this.toggle()}
    >${icon('alert')}${t('dialogs.checks.button')}${count === undefined ? nothing : html`<span class="badge ${worst}" aria-hidden="true">${count}</span>`}</button>`;
  }

  /** The panel while open (its chunk loads on the first open). */
  panel(editor: HTMLElement): TemplateResult | typeof nothing {
    if (!this.open || !panelChunk.loaded || !this.#store) return nothing;
    return html`<eb-checks
      id="eb-checks-panel"
      .findings=${this.findings}
      .store=${this.#store}
      .editor=${editor}
      @eb-checks-close=${() => this.close()}
    ></eb-checks>`;
  }

  #loadPanel(): void {
    this.panelFailed = false;
    panelChunk.load().then(
      () => this.#host.requestUpdate(),
      () => {
        this.open = false;
        this.panelFailed = true;
        this.#host.requestUpdate();
      },
    );
  }

  #onChange = (): void => {
    const store = this.#store;
    // Selection and save-state changes keep the same document: nothing to check again.
    if (!store || (this.#checked?.doc === store.doc && this.#checked.tags === store.mergeTags)) return;
    this.#schedule(CHECK_AFTER_MS);
  };

  #schedule(delay: number): void {
    this.#cancel();
    this.#timer = window.setTimeout(() => {
      this.#cancelIdle = idle(() => void this.#run());
    }, delay);
  }

  #cancel(): void {
    clearTimeout(this.#timer);
    this.#cancelIdle?.();
    this.#cancelIdle = null;
  }

  async #run(): Promise<void> {
    const store = this.#store;
    if (!store) return;
    const doc = store.doc;
    const tags = store.mergeTags;
    try {
      const { runChecks } = await engineChunk.load();
      if (store !== this.#store) return;
      // A user-timing entry per check (dev tools show it; `npm run bench:editor` observes it);
      // only the latest is kept, so a long session does not collect thousands.
      const started = performance.now();
      performance.clearMeasures(CHECK_MEASURE);
      this.findings = runChecks(doc, tags);
      performance.measure(CHECK_MEASURE, { start: started, end: performance.now() });
      this.#checked = { doc, tags };
      this.#host.requestUpdate();
      // An edit that arrived while the chunk loaded is checked on its own schedule.
    } catch {
      // Offline before the checker's chunk arrived: the next edit tries again.
    }
  }
}
