import { ContextConsumer } from '@lit/context';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import { blockIcon, blockLabel, hasStyle, loadedPanel, loadPanel } from '../blocks/registry';
import type { StyleControl } from '../blocks/types';
import type { BlockStyle } from '../../core/document/fields';
import { FONT_IDS, FONT_STACKS, type FontId } from '../../core/document/fonts';
import type { Block, EmailDocument } from '../../core/document/schema';
import { unknownTagsWarning } from '../merge-tags/warning';
import { sessionContext } from '../shared/context';
import { StoreController } from '../state/store-controller';
import { define } from '../shared/define';
import { icon } from '../shared/icons';
import type { EditorStore } from '../state/store';
import { checkField, colorField, numberField, paddingField, segmentedField, selectField, textField, upgradeHint } from './fields';
import { inspectorStyles } from './inspector.styles';

/** `eb-image-upload`: a file was picked for an image block (the image panel fires it). */
export interface ImageUploadDetail {
  id: string;
  file: File;
}

const ALIGN = [
  ['left', 'Left'],
  ['center', 'Center'],
  ['right', 'Right'],
] as const;
const FONT_CHOICES = FONT_IDS.map((id) => [id, FONT_STACKS[id].split(',')[0]?.replaceAll("'", '') ?? id] as const);

/** Popular web fonts offered on `customFonts` plans; any other family can be typed with its stylesheet. */
const WEB_FONTS = ['Inter', 'Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Poppins', 'Merriweather', 'Playfair Display'];
const googleFont = (family: string) => `https://fonts.googleapis.com/css2?family=${family.replaceAll(' ', '+')}:wght@400;700&display=swap`;

/**
 * Settings of the selected block, or of the whole email when nothing is selected.
 *
 * @fires eb-image-upload - internal: a file was picked for an image block.
 */
export class EbInspector extends LitElement {
  static override properties = { _panelFailed: { state: true } };
  static override styles = inspectorStyles;

  /** The type whose panel chunk failed to load (offline, deploy in progress): shows a retry. */
  declare _panelFailed: string | null;

  readonly #stores = new StoreController(this);
  #session = new ContextConsumer(this, { context: sessionContext, subscribe: true });

  constructor() {
    super();
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
    return html`<header>${blockIcon(block.type)}<h2>${blockLabel(block.type)}</h2></header>
      ${this.#store ? unknownTagsWarning(block.props, this.#store.mergeTags) : nothing}
      ${this.#content(block)} ${this.#style(block)}
      <section>
        <h3>Visibility</h3>
        ${checkField('Hide on desktop', block.hidden?.desktop ?? false, (v) => this.#hidden(block, 'desktop', v))}
        ${checkField('Hide on mobile', block.hidden?.mobile ?? false, (v) => this.#hidden(block, 'mobile', v))}
      </section>`;
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

  #style(block: Block): TemplateResult {
    const style = block.style;
    const setStyle = (patch: Partial<BlockStyle>, key: string) =>
      this.#store?.update(block.id, (b) => ({ ...b, style: { ...b.style, ...patch } }) as Block, { coalesce: `${block.id}:style:${key}` });
    const has = (control: StyleControl) => hasStyle(block.type, control);
    return html`<section>
      <h3>Style</h3>
      ${
        has('fontSize')
          ? html`<div class="row">
              ${numberField('Font size', style.fontSize, (fontSize) => setStyle({ fontSize: fontSize ?? undefined }, 'fs'), { min: 8, max: 96, nullable: true, placeholder: 'Auto' })}
              ${has('lineHeight') ? numberField('Line height', style.lineHeight, (lineHeight) => setStyle({ lineHeight: lineHeight ?? undefined }, 'lh'), { min: 0.8, max: 3, step: 0.1, nullable: true, placeholder: 'Auto' }) : nothing}
            </div>`
          : nothing
      }
      ${has('color') ? colorField('Text colour', style.color, (color) => setStyle({ color: color ?? undefined }, 'color'), { nullable: true, fallback: '#1f2937' }) : nothing}
      ${has('textAlign') ? segmentedField('Alignment', style.textAlign, ALIGN, (textAlign) => setStyle({ textAlign }, 'align')) : nothing}
      ${colorField('Background', style.backgroundColor, (backgroundColor) => setStyle({ backgroundColor }, 'bg'), { nullable: true })}
      ${paddingField('Padding', style.padding, (padding) => setStyle({ padding }, 'pad'))}
    </section>`;
  }

  #hidden(block: Block, device: 'desktop' | 'mobile', value: boolean): void {
    this.#store?.update(block.id, (b) => {
      const hidden = { desktop: b.hidden?.desktop ?? false, mobile: b.hidden?.mobile ?? false, [device]: value };
      const next = { ...b, hidden } as Block;
      if (!hidden.desktop && !hidden.mobile) delete next.hidden;
      return next;
    });
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
        <div class="row">
          ${colorField('Backdrop', canvas.backdropColor, (v) => v && set({ backdropColor: v }, 'backdrop'))}
          ${colorField('Content background', canvas.contentColor, (v) => v && set({ contentColor: v }, 'content'))}
        </div>
      </section>
      <section>
        <h3>Typography</h3>
        ${selectField('Font', canvas.fontFamily, FONT_CHOICES, (fontFamily: FontId) => set({ fontFamily }, 'font'))}
        <div class="row">
          ${colorField('Text colour', canvas.textColor, (v) => v && set({ textColor: v }, 'text'))}
          ${colorField('Link colour', canvas.linkColor, (v) => v && set({ linkColor: v }, 'link'))}
        </div>
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
