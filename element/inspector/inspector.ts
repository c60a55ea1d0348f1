import { ContextConsumer } from '@lit/context';
import { html, LitElement, nothing, type TemplateResult } from 'lit';
import type { Column } from '../../core/blocks/columns/schema';
import { BLOCKS } from '../../core/blocks/registry';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../core/blocks/social/schema';
import type { BlockStyle } from '../../core/document/fields';
import { FONT_IDS, FONT_STACKS, type FontId } from '../../core/document/fonts';
import type { Block, EmailDocument } from '../../core/document/schema';
import { sessionContext } from '../shared/context';
import { StoreController } from '../state/store-controller';
import { define } from '../shared/define';
import { icon } from '../shared/icons';
import type { EditorStore } from '../state/store';
import {
  checkField,
  colorField,
  linkField,
  numberField,
  paddingField,
  segmentedField,
  selectField,
  textField,
  upgradeHint,
} from './fields';
import { inspectorStyles } from './inspector.styles';

export interface ImageUploadDetail {
  id: string;
  file: File;
}

type Props<B extends Block> = B['props'];
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
  static override styles = inspectorStyles;

  readonly #stores = new StoreController(this);
  #session = new ContextConsumer(this, { context: sessionContext, subscribe: true });

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
    const label = BLOCKS[block.type].label;
    return html`<header>${icon(block.type)}<h2>${label}</h2></header>
      ${this.#content(block)} ${this.#style(block)}
      <section>
        <h3>Visibility</h3>
        ${checkField('Hide on desktop', block.hidden?.desktop ?? false, (v) => this.#hidden(block, 'desktop', v))}
        ${checkField('Hide on mobile', block.hidden?.mobile ?? false, (v) => this.#hidden(block, 'mobile', v))}
      </section>`;
  }

  #content(block: Block): TemplateResult {
    const set = <B extends Block>(b: B, patch: Partial<Props<B>>, key: string) =>
      this.#store?.update(b.id, (x) => ({ ...x, props: { ...x.props, ...patch } }) as Block, { coalesce: `${b.id}:${key}` });
    switch (block.type) {
      case 'heading':
        return html`<section>
          <h3>Content</h3>
          ${textField('Heading text', block.props.text, (text) => set(block, { text }, 'text'))}
          ${selectField(
            'Level',
            block.props.level,
            [
              [1, 'Heading 1'],
              [2, 'Heading 2'],
              [3, 'Heading 3'],
            ] as const,
            (level) => set(block, { level }, 'level'),
          )}
          <p class="hint">Double-click the heading on the canvas to edit it in place.</p>
        </section>`;
      case 'text':
        return html`<section>
          <h3>Content</h3>
          ${textField('Text (HTML)', block.props.html, (v) => set(block, { html: v }, 'html'), { multiline: true, max: 20_000 })}
          <p class="hint">Double-click the text on the canvas to edit it with bold, italic, links and merge tags.</p>
        </section>`;
      case 'image':
        return html`<section>
          <h3>Image</h3>
          ${linkField('Image URL', block.props.src, (src) => src && set(block, { src }, 'src'))} ${this.#upload(block.id)}
          ${textField('Alt text', block.props.alt, (alt) => set(block, { alt }, 'alt'), { placeholder: 'Describe the image' })}
          <div class="row">
            ${numberField('Width (px)', block.props.width, (width) => set(block, { width }, 'width'), { min: 16, max: 900, nullable: true, placeholder: 'Full' })}
          </div>
          ${linkField('Link', block.props.href, (href) => set(block, { href }, 'href'), { nullable: true })}
        </section>`;
      case 'button':
        return html`<section>
          <h3>Button</h3>
          ${textField('Label', block.props.label, (label) => label.trim() && set(block, { label }, 'label'), { max: 200 })}
          ${linkField('Link', block.props.href, (href) => href && set(block, { href }, 'href'))}
          <div class="row">
            ${colorField('Button colour', block.props.buttonColor, (v) => v && set(block, { buttonColor: v }, 'bc'))}
            ${colorField('Label colour', block.props.textColor, (v) => v && set(block, { textColor: v }, 'tc'))}
          </div>
          ${numberField('Corner radius', block.props.radius, (v) => v !== null && set(block, { radius: v }, 'radius'), { min: 0, max: 50 })}
          ${checkField('Full width', block.props.fullWidth, (fullWidth) => set(block, { fullWidth }, 'full'))}
        </section>`;
      case 'divider':
        return html`<section>
          <h3>Line</h3>
          <div class="row">
            ${numberField('Thickness', block.props.thickness, (v) => v !== null && set(block, { thickness: v }, 'th'), { min: 1, max: 20 })}
            ${numberField('Width (%)', block.props.width, (v) => v !== null && set(block, { width: v }, 'w'), { min: 10, max: 100 })}
          </div>
          ${colorField('Line colour', block.props.color, (v) => v && set(block, { color: v }, 'c'))}
          ${selectField(
            'Line style',
            block.props.lineStyle,
            [
              ['solid', 'Solid'],
              ['dashed', 'Dashed'],
              ['dotted', 'Dotted'],
            ] as const,
            (lineStyle) => set(block, { lineStyle }, 'ls'),
          )}
        </section>`;
      case 'spacer':
        return html`<section>
          <h3>Spacer</h3>
          ${numberField('Height (px)', block.props.height, (v) => v !== null && set(block, { height: v }, 'h'), { min: 1, max: 400 })}
        </section>`;
      case 'columns':
        return this.#columns(block);
      case 'social':
        return html`<section>
          <h3>Links</h3>
          ${block.props.links.map(
            (link, i) => html`<div class="item">
              ${selectField(
                `Network ${i + 1}`,
                link.network,
                SOCIAL_NETWORKS.map((n) => [n, n[0]?.toUpperCase() + n.slice(1)] as const),
                (network) =>
                  set(
                    block,
                    { links: block.props.links.map((l, j) => (j === i ? { ...l, network: network as SocialNetwork } : l)) },
                    `n${i}`,
                  ),
              )}
              ${linkField(`Link ${i + 1}`, link.href, (href) => href && set(block, { links: block.props.links.map((l, j) => (j === i ? { ...l, href } : l)) }, `h${i}`))}
              ${this.#removeItem(`Remove link ${i + 1}`, () => set(block, { links: block.props.links.filter((_, j) => j !== i) }, `r${i}`))}
            </div>`,
          )}
          <button class="btn" ?disabled=${block.props.links.length >= 12} @click=${() => set(block, { links: [...block.props.links, { network: 'website', href: 'https://example.com' }] }, 'add')}>
            ${icon('plus')}Add link
          </button>
          <div class="row">
            ${numberField('Icon size', block.props.iconSize, (v) => v !== null && set(block, { iconSize: v }, 'is'), { min: 16, max: 64 })}
            ${selectField(
              'Icon style',
              block.props.iconStyle,
              [
                ['color', 'Colour'],
                ['dark', 'Dark'],
                ['light', 'Light'],
              ] as const,
              (iconStyle) => set(block, { iconStyle }, 'ist'),
            )}
          </div>
        </section>`;
      case 'html':
        return html`<section>
          <h3>Custom HTML</h3>
          ${textField('HTML', block.props.html, (v) => set(block, { html: v }, 'html'), { multiline: true })}
          <p class="hint">Rendered as written. Test it in the preview.</p>
        </section>`;
      case 'menu':
        return html`<section>
          <h3>Links</h3>
          ${block.props.links.map(
            (link, i) => html`<div class="item">
              ${textField(`Label ${i + 1}`, link.label, (label) => label.trim() && set(block, { links: block.props.links.map((l, j) => (j === i ? { ...l, label } : l)) }, `l${i}`), { max: 100 })}
              ${linkField(`Link ${i + 1}`, link.href, (href) => href && set(block, { links: block.props.links.map((l, j) => (j === i ? { ...l, href } : l)) }, `h${i}`))}
              ${this.#removeItem(`Remove link ${i + 1}`, () => set(block, { links: block.props.links.filter((_, j) => j !== i) }, `r${i}`))}
            </div>`,
          )}
          <button class="btn" ?disabled=${block.props.links.length >= 12} @click=${() => set(block, { links: [...block.props.links, { label: 'Link', href: 'https://example.com' }] }, 'add')}>
            ${icon('plus')}Add link
          </button>
          ${textField('Separator', block.props.separator, (separator) => set(block, { separator }, 'sep'), { max: 5 })}
        </section>`;
      case 'video':
        return html`<section>
          <h3>Video</h3>
          ${linkField('Video link', block.props.href, (href) => href && set(block, { href }, 'href'))}
          ${linkField('Thumbnail URL', block.props.thumbnailSrc, (thumbnailSrc) => thumbnailSrc && set(block, { thumbnailSrc }, 'thumb'))}
          ${textField('Alt text', block.props.alt, (alt) => set(block, { alt }, 'alt'))}
        </section>`;
    }
  }

  #removeItem(label: string, onClick: () => void) {
    return html`<button class="btn icon ghost" aria-label=${label} title=${label} @click=${onClick}>${icon('trash')}</button>`;
  }

  #upload(id: string) {
    const allowed = this.#session.value?.features.imageUpload ?? false;
    const pick = () => this.renderRoot.querySelector<HTMLInputElement>('input[type=file]')?.click();
    return html`<div class="field">
      <button class="btn" aria-disabled=${allowed ? 'false' : 'true'} @click=${() => allowed && pick()}>${icon('upload')}Upload image</button>
      <input
        type="file"
        hidden
        accept="image/png,image/jpeg,image/gif,image/webp"
        @change=${(e: Event) => {
          const input = e.target as HTMLInputElement;
          const file = input.files?.[0];
          input.value = '';
          if (file)
            this.dispatchEvent(
              new CustomEvent<ImageUploadDetail>('eb-image-upload', { detail: { id, file }, bubbles: true, composed: true }),
            );
        }}
      />
      ${allowed ? html`<p class="hint">Or drop an image file on the image in the canvas.</p>` : upgradeHint('Image upload is not included in your plan. Upgrade to upload images.')}
    </div>`;
  }

  #columns(block: Extract<Block, { type: 'columns' }>) {
    const columns = block.props.columns;
    const setColumns = (next: Column[], key: string) =>
      this.#store?.update(block.id, (b) => (b.type === 'columns' ? { ...b, props: { ...b.props, columns: next } } : b), {
        coalesce: `${block.id}:${key}`,
      });
    return html`<section>
      <h3>Columns</h3>
      ${selectField(
        'Number of columns',
        columns.length,
        [
          [2, '2 columns'],
          [3, '3 columns'],
          [4, '4 columns'],
        ] as const,
        (count) => setColumns(resizeColumns(columns, count), 'count'),
      )}
      <div class="quad" role="group" aria-label="Column widths">
        ${columns.map((column, i) =>
          numberField(
            `Column ${i + 1} width`,
            column.ratio,
            (ratio) =>
              ratio !== null &&
              setColumns(
                columns.map((c, j) => (j === i ? { ...c, ratio } : c)),
                `ratio${i}`,
              ),
            { min: 1, max: 12 },
          ),
        )}
      </div>
      <p class="hint">Widths are relative: 1 and 2 give one third and two thirds.</p>
      ${numberField('Gap (px)', block.props.gap, (gap) => gap !== null && this.#store?.update(block.id, (b) => (b.type === 'columns' ? { ...b, props: { ...b.props, gap } } : b), { coalesce: `${block.id}:gap` }), { min: 0, max: 48 })}
      ${checkField('Stack on mobile', block.props.stackOnMobile, (stackOnMobile) => this.#store?.update(block.id, (b) => (b.type === 'columns' ? { ...b, props: { ...b.props, stackOnMobile } } : b)))}
    </section>`;
  }

  #style(block: Block): TemplateResult {
    const style = block.style;
    const setStyle = (patch: Partial<BlockStyle>, key: string) =>
      this.#store?.update(block.id, (b) => ({ ...b, style: { ...b.style, ...patch } }) as Block, { coalesce: `${block.id}:style:${key}` });
    const texty = ['heading', 'text', 'button', 'menu'].includes(block.type);
    const aligned = !['spacer', 'divider', 'columns', 'html'].includes(block.type);
    return html`<section>
      <h3>Style</h3>
      ${
        texty
          ? html`<div class="row">
              ${numberField('Font size', style.fontSize, (fontSize) => setStyle({ fontSize: fontSize ?? undefined }, 'fs'), { min: 8, max: 96, nullable: true, placeholder: 'Auto' })}
              ${block.type === 'text' ? numberField('Line height', style.lineHeight, (lineHeight) => setStyle({ lineHeight: lineHeight ?? undefined }, 'lh'), { min: 0.8, max: 3, step: 0.1, nullable: true, placeholder: 'Auto' }) : nothing}
            </div>
            ${block.type !== 'button' ? colorField('Text colour', style.color, (color) => setStyle({ color: color ?? undefined }, 'color'), { nullable: true, fallback: '#1f2937' }) : nothing}`
          : nothing
      }
      ${aligned ? segmentedField('Alignment', style.textAlign, ALIGN, (textAlign) => setStyle({ textAlign }, 'align')) : nothing}
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
        ${textField('Subject', subject, (v) => store?.setMetadata('subject', v), { max: 1000 })}
        ${textField('Preheader', canvas.preheader, (preheader) => set({ preheader }, 'pre'), { max: 250, placeholder: 'Shown after the subject in the inbox' })}
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

/** Changes the column count; blocks of removed columns move to the last remaining one. */
export function resizeColumns(columns: readonly Column[], count: number): Column[] {
  if (count >= columns.length) return [...columns, ...Array.from({ length: count - columns.length }, () => ({ ratio: 1, blocks: [] }))];
  const kept = columns.slice(0, count).map((c) => ({ ...c, blocks: [...c.blocks] }));
  const last = kept[kept.length - 1];
  if (last) for (const removed of columns.slice(count)) last.blocks.push(...removed.blocks);
  return kept;
}

define('eb-inspector', EbInspector);
