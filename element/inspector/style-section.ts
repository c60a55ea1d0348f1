// The block's style controls: the text controls a type opts into, its box (padding, background,
// border, radius) on every type. The Mobile tab's overrides are in ./mobile-section.ts.
import { html, nothing, type TemplateResult } from 'lit';
import type { BlockStyle } from '../../core/document/fields';
import type { FontId } from '../../core/document/fonts';
import type { Block } from '../../core/document/schema';
import { colorField, forProp, numberField, paddingField, segmentedField, selectField } from '../blocks/fields';
import { hasStyle } from '../blocks/registry';
import { type Swatch, themeSwatches } from '../blocks/swatches';
import type { StyleControl } from '../blocks/types';
import type { I18n } from '../i18n/i18n';
import type { EditorStore } from '../state/store';
import { alignChoices, borderStyleChoices, FONT_CHOICES, weightChoices } from './style-options';

/** A style object without its unset keys: an override cleared in the inspector leaves no trace in the document. */
export function compact(style: BlockStyle): BlockStyle {
  return Object.fromEntries(Object.entries(style).filter(([, v]) => v !== undefined)) as BlockStyle;
}

type SetStyle = (patch: Partial<BlockStyle>, key: string) => void;

/** The Desktop tab: the block's own style. */
export function styleSection(store: EditorStore, block: Block, i18n: I18n): TemplateResult {
  const setStyle: SetStyle = (patch, key) =>
    store.update(block.id, (b) => ({ ...b, style: compact({ ...b.style, ...patch }) }) as Block, {
      coalesce: `${block.id}:style:${key}`,
    });
  const has = (control: StyleControl) => hasStyle(block.type, control);
  const textual = has('fontSize') || has('color') || has('textAlign');
  const swatches = themeSwatches(store.doc.canvas, i18n);
  return html`${textual ? textSection(block.style, setStyle, has, i18n, swatches) : nothing}${boxSection(block.style, setStyle, i18n, swatches)}`;
}

function textSection(
  style: BlockStyle,
  setStyle: SetStyle,
  has: (c: StyleControl) => boolean,
  i18n: I18n,
  swatches: readonly Swatch[],
): TemplateResult {
  const t = (key: Parameters<I18n['t']>[0]) => i18n.t(key);
  return html`<section>
    <h3>${t('editor.style.text')}</h3>
    ${
      has('fontFamily')
        ? forProp(
            'style.fontFamily',
            selectField<FontId | ''>(
              t('editor.style.fontFamily'),
              style.fontFamily ?? '',
              [['', t('editor.style.themeFont')], ...FONT_CHOICES],
              (f) => setStyle({ fontFamily: f === '' ? undefined : f }, 'ff'),
            ),
          )
        : nothing
    }
    <div class="row">
      ${
        has('fontSize')
          ? forProp(
              'style.fontSize',
              numberField(
                t('editor.style.fontSize'),
                style.fontSize,
                (v) => setStyle({ fontSize: v ?? undefined }, 'fs'),
                {
                  min: 8,
                  max: 96,
                  nullable: true,
                  placeholder: t('editor.style.auto'),
                },
              ),
            )
          : nothing
      }
      ${
        has('fontWeight')
          ? forProp(
              'style.fontWeight',
              selectField<'' | 'normal' | 'bold'>(
                t('editor.style.fontWeight'),
                style.fontWeight ?? '',
                weightChoices(i18n),
                (w) => setStyle({ fontWeight: w === '' ? undefined : w }, 'fw'),
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
              numberField(
                t('editor.style.lineHeight'),
                style.lineHeight,
                (v) => setStyle({ lineHeight: v ?? undefined }, 'lh'),
                {
                  min: 0.8,
                  max: 3,
                  step: 0.1,
                  nullable: true,
                  placeholder: t('editor.style.auto'),
                },
              ),
            )
          : nothing
      }
      ${
        has('letterSpacing')
          ? forProp(
              'style.letterSpacing',
              numberField(
                t('editor.style.letterSpacing'),
                style.letterSpacing,
                (v) => setStyle({ letterSpacing: v ?? undefined }, 'ls'),
                {
                  min: -5,
                  max: 20,
                  step: 0.5,
                  nullable: true,
                  placeholder: '0',
                },
              ),
            )
          : nothing
      }
    </div>
    ${
      has('color')
        ? forProp(
            'style.color',
            colorField(
              i18n,
              t('editor.style.color'),
              style.color,
              (color) => setStyle({ color: color ?? undefined }, 'color'),
              {
                nullable: true,
                fallback: '#1f2937',
                swatches,
              },
            ),
          )
        : nothing
    }
    ${
      has('textAlign')
        ? forProp(
            'style.textAlign',
            segmentedField(t('editor.style.alignment'), style.textAlign, alignChoices(i18n), (textAlign) =>
              setStyle({ textAlign }, 'align'),
            ),
          )
        : nothing
    }
  </section>`;
}

function boxSection(style: BlockStyle, setStyle: SetStyle, i18n: I18n, swatches: readonly Swatch[]): TemplateResult {
  const t = (key: Parameters<I18n['t']>[0]) => i18n.t(key);
  const border = style.border ?? null;
  // Width 0 means no border: the style and colour wait (disabled) until there is one.
  const setBorder = (patch: Partial<NonNullable<BlockStyle['border']>>, key: string) => {
    const next = {
      width: border?.width ?? 1,
      style: border?.style ?? 'solid',
      color: border?.color ?? '#d1d5db',
      ...patch,
    };
    setStyle({ border: next.width > 0 ? next : null }, key);
  };
  return html`<section>
    <h3>${t('editor.style.box')}</h3>
    ${forProp(
      'style.backgroundColor',
      colorField(
        i18n,
        t('editor.style.background'),
        style.backgroundColor,
        (backgroundColor) => setStyle({ backgroundColor }, 'bg'),
        {
          nullable: true,
          swatches,
        },
      ),
    )}
    ${forProp(
      'style.padding',
      paddingField(i18n, t('editor.style.padding'), style.padding, (padding) => setStyle({ padding }, 'pad')),
    )}
    ${forProp(
      'style.border',
      html`<div class="row">
          ${numberField(t('editor.style.borderWidth'), border?.width ?? 0, (width) => width !== null && setBorder({ width }, 'bw'), { min: 0, max: 20 })}
          ${selectField(t('editor.style.borderStyle'), border?.style ?? 'solid', borderStyleChoices(i18n), (s) => setBorder({ style: s }, 'bs'), border === null)}
        </div>
        ${border ? colorField(i18n, t('editor.style.borderColor'), border.color, (color) => color && setBorder({ color }, 'bc')) : nothing}`,
    )}
    ${forProp(
      'style.borderRadius',
      numberField(
        t('editor.style.radius'),
        style.borderRadius,
        (v) => setStyle({ borderRadius: v ?? undefined }, 'br'),
        {
          min: 0,
          max: 100,
          nullable: true,
          placeholder: '0',
        },
      ),
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
