import { ContextConsumer } from '@lit/context';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { blockIcon, blockLabel, loadedPanel, loadPanel } from '../blocks/registry';
import type { Device } from '../canvas/canvas';
import type { Block, EmailDocument } from '../../core/document/schema';
import { saveAsBlockButton } from '../saved-blocks/save-button';
import { unknownTagsWarning } from '../merge-tags/warning';
import { sessionContext } from '../shared/context';
import { StoreController } from '../state/store-controller';
import { define } from '../shared/define';
import { icon } from '../shared/icons';
import type { EditorStore } from '../state/store';
import { checkField, forProp, numberField, selectField, textField, upgradeHint } from './fields';
import { inspectorStyles } from './inspector.styles';
import { mobileSection, setHidden, styleSection } from './style-section';
import { themeSection } from './theme-section';

/** `eb-image-upload`: a file was picked for an image block (the image panel fires it). */
export interface ImageUploadDetail {
  id: string;
  file: File;
}

/** `eb-device-change`: the Desktop/Mobile tab was picked; the editor switches the canvas to match. */
export interface DeviceChangeDetail {
  device: Device;
}

/** Popular web fonts offered on `customFonts` plans; any other family can be typed with its stylesheet. */
const WEB_FONTS = ['Inter', 'Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Poppins', 'Merriweather', 'Playfair Display'];
const googleFont = (family: string) => `https://fonts.googleapis.com/css2?family=${family.replaceAll(' ', '+')}:wght@400;700&display=swap`;

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

  constructor() {
    super();
    this.device = 'desktop';
    this._panelFailed = null;
  }

  get #store(): EditorStore | null {
    return this.#stores.value;
  }

  protected override render() {
    const store = this.#store;
    if (!store) return nothing;
    const block = store.selected;
    const body = block ? this.#block(block) : this.#canvas(store.doc);
    return html`<fieldset ?disabled=${store.readOnly} style="display:contents">${body}</fieldset>`;
  }

  // ---- Block settings -------------------------------------------------------------------------

  #block(block: Block): TemplateResult {
    const store = this.#store;
    if (!store) return html``;
    const mobile = this.device === 'mobile';
    return html`<header>
        ${blockIcon(block.type)}<h2>${blockLabel(block.type)}</h2>${saveAsBlockButton(this, block, store.readOnly)}
      </header>
      ${unknownTagsWarning(block.props, store.mergeTags)}
      <div role="tablist" aria-label="Settings for">${this.#tab('desktop', 'Desktop')}${this.#tab('mobile', 'Mobile')}</div>
      <div role="tabpanel" aria-label=${mobile ? 'Mobile' : 'Desktop'}>
        ${
          mobile
            ? mobileSection(store, block)
            : html`${this.#content(block)} ${styleSection(store, block)}
                <section>
                  <h3>Visibility</h3>
                  ${forProp(
                    'hidden.desktop',
                    checkField('Hide on desktop', block.hidden?.desktop ?? false, (v) => setHidden(store, block, 'desktop', v)),
                  )}
                  ${checkField('Hide on mobile', block.hidden?.mobile ?? false, (v) => setHidden(store, block, 'mobile', v))}
                </section>`
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
        void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>('[role=tab][aria-selected=true]')?.focus());
      }}
    >${label}</button>`;
  }

  #pickDevice(device: Device): void {
    this.device = device;
    this.dispatchEvent(new CustomEvent<DeviceChangeDetail>('eb-device-change', { detail: { device }, bubbles: true, composed: true }));
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
      return panel({ block, store, session: this.#session.value, host: this, set });
    }
    if (this._panelFailed === block.type)
      return html`<section role="alert">
        <p class="hint">These settings could not be loaded. Check your connection.</p>
        <button class="btn" @click=${() => this.#loadPanel(block.type)}>Retry</button>
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

  // ---- Email settings -------------------------------------------------------------------------

  #canvas(doc: EmailDocument): TemplateResult {
    const canvas = doc.canvas;
    const store = this.#store;
    const set = (patch: Partial<EmailDocument['canvas']>, key: string) => store?.setCanvas(patch, { coalesce: `canvas:${key}` });
    const customFonts = this.#session.value?.features.customFonts ?? false;
    const subject = typeof doc.metadata.subject === 'string' ? doc.metadata.subject : '';
    return html`<header>${icon('file')}<h2>Email settings</h2></header>
      <section>
        <h3>Inbox</h3>
        ${textField('Subject', subject, (v) => store?.setMetadata('subject', v), { max: 1000, mergeTags: true })}
        ${textField('Preheader', canvas.preheader, (preheader) => set({ preheader }, 'pre'), { max: 250, placeholder: 'Shown after the subject in the inbox', mergeTags: true })}
        ${store ? unknownTagsWarning([doc.metadata, canvas.preheader], store.mergeTags) : nothing}
      </section>
      <section>
        <h3>Layout</h3>
        ${numberField('Content width (px)', canvas.width, (width) => width !== null && set({ width }, 'width'), { min: 320, max: 900 })}
      </section>
      ${store ? themeSection(store, doc) : nothing}
      <section>
        <h3>Web font</h3>
        ${
          customFonts
            ? html`${selectField(
                'Custom font',
                canvas.webFont?.family ?? '',
                [['', 'None (web-safe font only)'], ...WEB_FONTS.map((f) => [f, f] as const)],
                (family) => this.#webFont(family, family && googleFont(family)),
              )}
              ${textField('Web font family', canvas.webFont?.family ?? '', (family) => this.#webFont(family, canvas.webFont?.href ?? ''), { max: 80, placeholder: 'e.g. Inter' })}
              ${textField('Web font stylesheet (https)', canvas.webFont?.href ?? '', (href) => this.#webFont(canvas.webFont?.family ?? '', href), { placeholder: 'https://fonts.googleapis.com/css2?family=Inter' })}`
            : html`<div class="field">
                <span class="label">Custom font</span>
                <select class="input" aria-label="Custom font" disabled><option>Not in your plan</option></select>
                ${upgradeHint('Custom fonts are not included in your plan. Upgrade to use your brand fonts.')}
              </div>`
        }
      </section>
      <section>
        <h3>Language</h3>
        <div class="row">
          ${textField('Language', canvas.lang, (lang) => /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(lang) && set({ lang }, 'lang'), { max: 35 })}
          ${selectField(
            'Direction',
            canvas.dir,
            [
              ['ltr', 'Left to right'],
              ['rtl', 'Right to left'],
            ] as const,
            (dir) => set({ dir }, 'dir'),
          )}
        </div>
      </section>`;
  }

  #webFont(family: string, href: string): void {
    const f = family.trim();
    const h = href.trim();
    if (!f && !h) {
      this.#store?.setCanvas({ webFont: null }, { coalesce: 'canvas:font' });
      return;
    }
    if (/^[A-Za-z0-9 -]{1,80}$/.test(f) && /^https:\/\/\S{1,492}$/.test(h))
      this.#store?.setCanvas({ webFont: { family: f, href: h } }, { coalesce: 'canvas:font' });
  }
}

define('eb-inspector', EbInspector);
