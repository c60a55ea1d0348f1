import { ContextConsumer } from '@lit/context';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import type { Block } from '../../core/document/schema';
import { accountTypeChanges } from '../blocks/custom/account-types';
import { blockNameOf } from '../blocks/custom/label';
import { checkField, forProp } from '../blocks/fields';
import { blockIcon, loadedPanel, loadPanel } from '../blocks/registry';
import type { Device } from '../canvas/canvas';
import type { MessageKey } from '../i18n/keys';
import { Messages } from '../i18n/messages';
import { unknownTagsWarning } from '../merge-tags/warning';
import { saveAsBlockButton } from '../saved-blocks/save-button';
import { sessionContext } from '../shared/context';
import { define } from '../shared/define';
import { icon } from '../shared/icons';
import type { EditorStore } from '../state/store';
import { StoreController } from '../state/store-controller';
import { inspectorStyles } from './inspector.styles';
import { setHidden, styleSection } from './style-section';

type Sections = typeof import('./lazy-sections');
/** The lazily loaded sections (./lazy-sections.ts), once their chunk is in. */
let sections: Sections | undefined;
let sectionsLoad: Promise<Sections> | undefined;
function loadSections(): Promise<Sections> {
  sectionsLoad ??= import('./lazy-sections').then(
    (m) => (sections = m),
    (error: unknown) => {
      sectionsLoad = undefined; // the next render asks again (offline, deploy in progress)
      throw error;
    },
  );
  return sectionsLoad;
}

export type { ImageUploadDetail } from '../blocks/types';

/** `eb-device-change`: the Desktop/Mobile tab was picked; the editor switches the canvas to match. */
export interface DeviceChangeDetail {
  device: Device;
}

/**
 * Settings of the selected block, or of the whole email when nothing is selected.
 *
 * @fires eb-image-upload - internal: a file was picked for an image block.
 */
export class EbInspector extends LitElement {
  static override properties = { device: { type: String }, _panelFailed: { state: true } };
  static override styles = inspectorStyles;

  /** The canvas device: the block settings show its tab (Desktop style, or the Mobile overrides). */
  declare device: Device;
  /** The type whose panel chunk failed to load (offline, deploy in progress): shows a retry. */
  declare _panelFailed: string | null;

  readonly #stores = new StoreController(this);
  #session = new ContextConsumer(this, { context: sessionContext, subscribe: true });
  readonly #msg = new Messages(this);
  readonly #t = (key: MessageKey) => this.#msg.t(key);

  constructor() {
    super();
    this.device = 'desktop';
    this._panelFailed = null;
  }

  /** The account's block types arriving or changing rename a selected custom block's header. */
  readonly #onTypes = () => this.requestUpdate();

  override connectedCallback(): void {
    super.connectedCallback();
    accountTypeChanges.addEventListener('change', this.#onTypes);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    accountTypeChanges.removeEventListener('change', this.#onTypes);
  }

  /**
   * Renders nothing until the sections' chunk is in; then the inspector renders again with it.
   * Called only from the places that show one of its sections (never on connect): a lazy chunk is
   * requested when the UI that needs it is shown, so what editing downloads does not depend on
   * when a speculative request happens to finish.
   */
  #loadSections(): typeof nothing {
    if (!sections)
      void loadSections().then(
        () => this.requestUpdate(),
        () => {},
      );
    return nothing;
  }

  get #store(): EditorStore | null {
    return this.#stores.value;
  }

  protected override render() {
    const store = this.#store;
    if (!store) return nothing;
    const block = store.selected;
    const body = block
      ? this.#block(block)
      : sections
        ? sections.emailSettings(store, store.doc, this.#msg.i18n, this.#session.value?.features.customFonts ?? false)
        : this.#loadSections();
    // A locked block (docs/api.md §15): its settings show, disabled, under the reason.
    const locked = !store.readOnly && store.lockedFor(store.selectedId);
    return html`${locked ? html`<p class="notice locked-note" role="note">${icon('lock')}${this.#msg.t('review.lockedHelp')}</p>` : nothing}
      <fieldset ?disabled=${store.readOnly || locked} style="display:contents">${body}</fieldset>`;
  }

  // ---- Block settings -------------------------------------------------------------------------

  #block(block: Block): TemplateResult {
    const store = this.#store;
    if (!store) return html``;
    const mobile = this.device === 'mobile';
    const t = this.#t;
    const i18n = this.#msg.i18n;
    const name = blockNameOf(store, block, i18n);
    return html`<header>
        ${blockIcon(block.type)}<h2>${name}</h2><eb-assist></eb-assist>${saveAsBlockButton(this, block, name, store.readOnly)}
      </header>
      ${unknownTagsWarning(block.props, store.mergeTags, i18n)}
      <div role="tablist" aria-label=${t('editor.inspector.settingsFor')}>
        ${this.#tab('desktop', t('editor.inspector.desktop'))}${this.#tab('mobile', t('editor.inspector.mobile'))}
      </div>
      <div role="tabpanel" aria-label=${t(mobile ? 'editor.inspector.mobile' : 'editor.inspector.desktop')}>
        ${
          mobile
            ? sections
              ? sections.mobileSection(store, block, i18n)
              : this.#loadSections()
            : html`${this.#taken(block, this.#content(block))} ${styleSection(store, block, i18n)}
                <section>
                  <h3>${t('editor.inspector.visibility')}</h3>
                  ${forProp(
                    'hidden.desktop',
                    checkField(t('editor.inspector.hideDesktop'), block.hidden?.desktop ?? false, (v) =>
                      setHidden(store, block, 'desktop', v),
                    ),
                  )}
                  ${checkField(t('editor.inspector.hideMobile'), block.hidden?.mobile ?? false, (v) => setHidden(store, block, 'mobile', v))}
                </section>
                ${sections ? sections.conditionSection(store, block, i18n) : this.#loadSections()}`
        }
      </div>`;
  }

  #tab(device: Device, label: string): TemplateResult {
    const selected = this.device === device;
    return html`<button
      role="tab"
      aria-selected=${selected ? 'true' : 'false'}
      tabindex=${selected ? '0' : '-1'}
      @click=${() => this.#pickDevice(device)}
      @keydown=${(e: KeyboardEvent) => {
        if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
        e.preventDefault();
        this.#pickDevice(device === 'desktop' ? 'mobile' : 'desktop');
        void this.updateComplete.then(() =>
          this.renderRoot.querySelector<HTMLElement>('[role=tab][aria-selected=true]')?.focus(),
        );
      }}
    >${label}</button>`;
  }

  #pickDevice(device: Device): void {
    this.device = device;
    this.dispatchEvent(
      new CustomEvent<DeviceChangeDetail>('eb-device-change', { detail: { device }, bubbles: true, composed: true }),
    );
  }

  /** A block someone else is typing in (live co-editing): its content waits, disabled, until they leave it. */
  #taken(block: Block, content: TemplateResult | typeof nothing): TemplateResult | typeof nothing {
    const name = this.#store?.taken.get(block.id);
    if (name === undefined) return content;
    return html`<p class="hint" role="status">${this.#msg.t('collab.typing', { name })}</p>
      <fieldset disabled style="display:contents">${content}</fieldset>`;
  }

  #content(block: Block): TemplateResult | typeof nothing {
    const panel = loadedPanel(block.type);
    if (panel) {
      const store = this.#store;
      if (!store) return nothing;
      const set = (patch: object, key?: string) =>
        store.update(
          block.id,
          (b) => ({ ...b, props: { ...b.props, ...patch } }) as Block,
          key === undefined ? {} : { coalesce: `${block.id}:${key}` },
        );
      const i18n = this.#msg.i18n;
      return panel({
        block,
        store,
        session: this.#session.value,
        host: this,
        set,
        i18n,
        t: (key, params) => i18n.t(key, params),
      });
    }
    if (this._panelFailed === block.type)
      return html`<section role="alert">
        <p class="hint">${this.#t('editor.inspector.panelFailed')}</p>
        <button class="btn" @click=${() => this.#loadPanel(block.type)}>${this.#t('editor.inspector.retry')}</button>
      </section>`;
    this.#loadPanel(block.type);
    return html`<section aria-busy="true"></section>`;
  }

  /** Starts (or joins) the panel's chunk load; re-renders when it lands, or offers a retry. */
  #loadPanel(type: string): void {
    if (this._panelFailed === type) this._panelFailed = null;
    loadPanel(type).then(
      () => this.requestUpdate(),
      () => {
        this._panelFailed = type;
      },
    );
  }
}

define('eb-inspector', EbInspector);
