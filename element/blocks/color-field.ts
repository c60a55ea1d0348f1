// The field kit's colour control (fields.ts re-exports it): the native picker, a hex field that
// reports only a whole colour, and the document's colours as one-click swatches.
import { html, nothing } from 'lit';
import type { I18n } from '../i18n/i18n';
import { markValidity, uid } from './controls';
import type { Swatch } from './swatches';

const HEX = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** Colour picker plus hex field; `nullable` adds a way back to "none" (inherit). */
export function colorField(
  i18n: I18n,
  label: string,
  value: string | null | undefined,
  onValue: (v: string | null) => void,
  options: { nullable?: boolean; fallback?: string; swatches?: readonly Swatch[] } = {},
) {
  const id = uid('color');
  const swatches = options.swatches ?? [];
  const listId = swatches.length ? uid('swatches') : undefined;
  const shown = value ?? '';
  const pickerValue = expandHex(value ?? options.fallback ?? '#ffffff');
  return html`<div class="field" role="group" aria-labelledby=${id}>
    <span class="label" id=${id}>${label}</span>
    <div class="color">
      <input
        type="color"
        aria-label=${i18n.t('editor.field.colorPicker', { label })}
        list=${listId ?? nothing}
        .value=${pickerValue}
        @input=${(e: Event) => onValue((e.target as HTMLInputElement).value)}
      />
      <input
        class="input"
        type="text"
        aria-label=${i18n.t('editor.field.colorHex', { label })}
        maxlength="7"
        placeholder=${options.nullable ? i18n.t('editor.field.none') : '#000000'}
        .value=${shown}
        @input=${(e: Event) => {
          const input = e.target as HTMLInputElement;
          let v = input.value.trim();
          if (v && !v.startsWith('#')) v = `#${v}`;
          const ok = HEX.test(v) || (options.nullable === true && v === '');
          markValidity(input, ok);
          if (ok) onValue(v === '' ? null : v.toLowerCase());
        }}
      />
    </div>
    ${swatches.length ? swatchRow(i18n, label, swatches, listId as string, onValue) : nothing}
  </div>`;
}

export function expandHex(hex: string): string {
  return /^#[0-9a-fA-F]{3}$/.test(hex)
    ? `#${[...hex.slice(1)].map((c) => c + c).join('')}`.toLowerCase()
    : hex.toLowerCase();
}

/** The document's colours as one-click buttons under the field, and as the native picker's suggestions. */
function swatchRow(
  i18n: I18n,
  label: string,
  swatches: readonly Swatch[],
  listId: string,
  onValue: (v: string) => void,
) {
  return html`<div class="swatches" role="group" aria-label=${i18n.t('editor.field.themeColours', { label })}>
      ${swatches.map(
        (swatch) =>
          html`<button
            type="button"
            class="swatch"
            style=${`background:${swatch.color}`}
            aria-label=${i18n.t('editor.field.useColour', { name: swatch.name, colour: swatch.color })}
            title=${`${swatch.name} ${swatch.color}`}
            @click=${() => onValue(swatch.color)}
          ></button>`,
      )}
    </div>
    <datalist id=${listId}>${swatches.map((swatch) => html`<option value=${swatch.color}></option>`)}</datalist>`;
}
