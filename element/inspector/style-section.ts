// The block's style controls: the text controls a type opts into, its box (padding, background,
// border, radius) on every type, and the Mobile tab's overrides (the phone media query).
import { html, nothing, type TemplateResult } from 'lit';
import { hasStyle } from '../blocks/registry';
import type { StyleControl } from '../blocks/types';
import type { BlockStyle } from '../../core/document/fields';
import { FONT_IDS, FONT_STACKS, type FontId } from '../../core/document/fonts';
import type { Block } from '../../core/document/schema';
import type { EditorStore } from '../state/store';
import { checkField, colorField, forProp, numberField, paddingField, segmentedField, selectField } from './fields';

export const ALIGN = [
  ['left', 'Left'],
  ['center', 'Center'],
  ['right', 'Right'],
] as const;

/** Each web-safe stack by its first family's name. */
export const FONT_CHOICES = FONT_IDS.map((id) => [id, FONT_STACKS[id].split(',')[0]?.replaceAll("'", '') ?? id] as const);

const BORDER_STYLES = [
  ['solid', 'Solid'],
  ['dashed', 'Dashed'],
  ['dotted', 'Dotted'],
] as const;
const WEIGHTS = [
  ['', 'Auto'],
  ['normal', 'Normal'],
  ['bold', 'Bold'],
] as const;

/** A style object without its unset keys: an override cleared in the inspector leaves no trace in the document. */
function compact(style: BlockStyle): BlockStyle {
  return Object.fromEntries(Object.entries(style).filter(([, v]) => v !== undefined)) as BlockStyle;
}

type SetStyle = (patch: Partial<BlockStyle>, key: string) => void;

/** The Desktop tab: the block's own style. */
export function styleSection(store: EditorStore, block: Block): TemplateResult {
  const setStyle: SetStyle = (patch, key) =>
    store.update(block.id, (b) => ({ ...b, style: compact({ ...b.style, ...patch }) }) as Block, { coalesce: `${block.id}:style:${key}` });
  const has = (control: StyleControl) => hasStyle(block.type, control);
  const textual = has('fontSize') || has('color') || has('textAlign');
  return html`${textual ? textSection(block.style, setStyle, has) : nothing}${boxSection(block.style, setStyle)}`;
}

function textSection(style: BlockStyle, setStyle: SetStyle, has: (c: StyleControl) => boolean): TemplateResult {
  return html`<section>
    <h3>Text</h3>
    ${
      has('fontFamily')
        ? forProp(
            'style.fontFamily',
            selectField<FontId | ''>('Font family', style.fontFamily ?? '', [['', 'Theme font'], ...FONT_CHOICES], (f) =>
              setStyle({ fontFamily: f === '' ? undefined : f }, 'ff'),
            ),
          )
        : nothing
    }
    <div class="row">
      ${
        has('fontSize')
          ? forProp(
              'style.fontSize',
              numberField('Font size', style.fontSize, (v) => setStyle({ fontSize: v ?? undefined }, 'fs'), {
                min: 8,
                max: 96,
                nullable: true,
                placeholder: 'Auto',
              }),
            )
          : nothing
      }
      ${
        has('fontWeight')
          ? forProp(
              'style.fontWeight',
              selectField<'' | 'normal' | 'bold'>('Font weight', style.fontWeight ?? '', WEIGHTS, (w) =>
                setStyle({ fontWeight: w === '' ? undefined : w }, 'fw'),
              ),
            )
          : nothing
      }
    </div>
    <div class="row">
      ${
        has('lineHeight')
          ? forProp(
              'style.lineHeight',
              numberField('Line height', style.lineHeight, (v) => setStyle({ lineHeight: v ?? undefined }, 'lh'), {
                min: 0.8,
                max: 3,
                step: 0.1,
                nullable: true,
                placeholder: 'Auto',
              }),
            )
          : nothing
      }
      ${
        has('letterSpacing')
          ? forProp(
              'style.letterSpacing',
              numberField('Letter spacing (px)', style.letterSpacing, (v) => setStyle({ letterSpacing: v ?? undefined }, 'ls'), {
                min: -5,
                max: 20,
                step: 0.5,
                nullable: true,
                placeholder: '0',
              }),
            )
          : nothing
      }
    </div>
    ${
      has('color')
        ? forProp(
            'style.color',
            colorField('Text colour', style.color, (color) => setStyle({ color: color ?? undefined }, 'color'), {
              nullable: true,
              fallback: '#1f2937',
            }),
          )
        : nothing
    }
    ${
      has('textAlign')
        ? forProp(
            'style.textAlign',
            segmentedField('Alignment', style.textAlign, ALIGN, (textAlign) => setStyle({ textAlign }, 'align')),
          )
        : nothing
    }
  </section>`;
}

function boxSection(style: BlockStyle, setStyle: SetStyle): TemplateResult {
  const border = style.border ?? null;
  // Width 0 means no border: the style and colour wait (disabled) until there is one.
  const setBorder = (patch: Partial<NonNullable<BlockStyle['border']>>, key: string) => {
    const next = { width: border?.width ?? 1, style: border?.style ?? 'solid', color: border?.color ?? '#d1d5db', ...patch };
    setStyle({ border: next.width > 0 ? next : null }, key);
  };
  return html`<section>
    <h3>Box</h3>
    ${forProp(
      'style.backgroundColor',
      colorField('Background', style.backgroundColor, (backgroundColor) => setStyle({ backgroundColor }, 'bg'), { nullable: true }),
    )}
    ${forProp(
      'style.padding',
      paddingField('Padding', style.padding, (padding) => setStyle({ padding }, 'pad')),
    )}
    ${forProp(
      'style.border',
      html`<div class="row">
          ${numberField('Border width', border?.width ?? 0, (width) => width !== null && setBorder({ width }, 'bw'), { min: 0, max: 20 })}
          ${selectField('Border style', border?.style ?? 'solid', BORDER_STYLES, (s) => setBorder({ style: s }, 'bs'), border === null)}
        </div>
        ${border ? colorField('Border colour', border.color, (color) => color && setBorder({ color }, 'bc')) : nothing}`,
    )}
    ${forProp(
      'style.borderRadius',
      numberField('Box corner radius', style.borderRadius, (v) => setStyle({ borderRadius: v ?? undefined }, 'br'), {
        min: 0,
        max: 100,
        nullable: true,
        placeholder: '0',
      }),
    )}
  </section>`;
}

/** The Mobile tab: overrides that apply on screens up to 479 px (font size, padding, alignment) and hiding. */
export function mobileSection(store: EditorStore, block: Block): TemplateResult {
  const mobile = block.mobile ?? {};
  const setMobile = (patch: Partial<BlockStyle>, key: string) =>
    store.update(
      block.id,
      (b) => {
        const next = { ...b, mobile: compact({ ...b.mobile, ...patch }) } as Block;
        if (Object.keys(next.mobile ?? {}).length === 0) delete next.mobile;
        return next;
      },
      { coalesce: `${block.id}:mobile:${key}` },
    );
  const has = (control: StyleControl) => hasStyle(block.type, control);
  const hidden = block.hidden?.mobile ?? false;
  return html`<section>
    <h3>On phones</h3>
    <p class="hint">Overrides for screens up to 479 px wide; empty fields keep the desktop style.</p>
    ${
      has('fontSize')
        ? forProp(
            'mobile.fontSize',
            numberField('Mobile font size', mobile.fontSize, (v) => setMobile({ fontSize: v ?? undefined }, 'fs'), {
              min: 8,
              max: 96,
              nullable: true,
              placeholder: String(block.style.fontSize ?? 'Auto'),
            }),
          )
        : nothing
    }
    ${forProp(
      'mobile.padding',
      html`${paddingField('Mobile padding', mobile.padding ?? block.style.padding, (padding) => setMobile({ padding }, 'pad'))}
      ${mobile.padding ? html`<button class="btn ghost" @click=${() => setMobile({ padding: undefined }, 'pad-reset')}>Use desktop padding</button>` : nothing}`,
    )}
    ${
      has('textAlign')
        ? forProp(
            'mobile.textAlign',
            html`${segmentedField('Mobile alignment', mobile.textAlign, ALIGN, (textAlign) => setMobile({ textAlign }, 'align'))}
            ${mobile.textAlign ? html`<button class="btn ghost" @click=${() => setMobile({ textAlign: undefined }, 'align-reset')}>Use desktop alignment</button>` : nothing}`,
          )
        : nothing
    }
    ${forProp(
      'hidden.mobile',
      checkField('Hide on mobile', hidden, (value) => setHidden(store, block, 'mobile', value)),
    )}
  </section>`;
}

export function setHidden(store: EditorStore, block: Block, device: 'desktop' | 'mobile', value: boolean): void {
  store.update(block.id, (b) => {
    const hidden = { desktop: b.hidden?.desktop ?? false, mobile: b.hidden?.mobile ?? false, [device]: value };
    const next = { ...b, hidden } as Block;
    if (!hidden.desktop && !hidden.mobile) delete next.hidden;
    return next;
  });
}
