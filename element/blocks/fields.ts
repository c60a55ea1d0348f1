// The field kit: labelled controls for block panels and the inspector's own sections. Each reports a
// parsed, valid value or nothing: a half-typed colour or link stays in its input (marked invalid)
// and never reaches the document. Callers pass labels translated; a control with words takes `I18n`.
import { html, nothing } from 'lit';
import { isSafeUrl } from '../../core/document/fields';
import type { I18n } from '../i18n/i18n';
import type { MergeTagPickDetail } from '../merge-tags/picker';
import { mergeTagPickerChunk } from '../merge-tags/picker-chunk';
import { icon } from '../shared/icons';
import { markValidity, uid } from './controls';

export { colorField, expandHex } from './color-field';

/**
 * The merge-tag picker beside a field. Its code is a chunk of its own, fetched when the user reaches
 * for it (hover, focus, click): until then a light-DOM button of the same look and name stands in,
 * and the picker hides it once it upgrades (its shadow root does not slot it).
 */
function tagPicker(label: string, i18n: I18n) {
  const name = i18n.t('dialogs.mergeTags.insertInto', { field: label });
  const prefetch = () => mergeTagPickerChunk.prefetch();
  const openWhenReady = async (event: Event) => {
    const picker = (event.currentTarget as HTMLElement).parentElement as PickerElement | null;
    try {
      await mergeTagPickerChunk.load();
      await picker?.updateComplete;
      await picker?.open();
    } catch {
      // Offline: the stand-in stays, a later click tries again.
    }
  };
  return html`<eb-merge-tag-picker
    label=${label}
    @eb-merge-tag-pick=${(e: CustomEvent<MergeTagPickDetail>) => {
      const input = (e.currentTarget as HTMLElement).parentElement?.querySelector<HTMLInputElement>('input.input');
      if (input) insertAtCaret(input, e.detail.value);
    }}
    ><button class="btn ghost" type="button" aria-label=${name} title=${name} aria-expanded="false" @pointerenter=${prefetch} @focus=${prefetch} @click=${openWhenReady}>{ }</button></eb-merge-tag-picker
  >`;
}

type PickerElement = HTMLElement & { updateComplete: Promise<boolean>; open(): Promise<void> };

function insertAtCaret(input: HTMLInputElement, text: string): void {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  input.setRangeText(text, start, end, 'end');
  input.focus();
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

export function textField(
  label: string,
  value: string,
  onValue: (v: string) => void,
  options: {
    max?: number;
    multiline?: boolean;
    placeholder?: string;
    /** Offer the merge-tag picker, in this language. */
    mergeTags?: I18n;
  } = {},
) {
  const handler = (e: Event) => onValue((e.target as HTMLInputElement).value);
  if (options.mergeTags) {
    const id = uid('text');
    return html`<div class="field"><label for=${id}>${label}</label><div class="with-tags"><input
          class="input"
          id=${id}
          type="text"
          maxlength=${options.max ?? 500}
          placeholder=${options.placeholder ?? ''}
          .value=${value}
          @input=${handler}
        />${tagPicker(label, options.mergeTags)}</div></div>`;
  }
  return html`<label class="field"><span>${label}</span>${
    options.multiline
      ? html`<textarea class="input" spellcheck="false" maxlength=${options.max ?? 50_000} .value=${value} @input=${handler}></textarea>`
      : html`<input class="input" type="text" maxlength=${options.max ?? 500} placeholder=${options.placeholder ?? ''} .value=${value} @input=${handler} />`
  }</label>`;
}

/** A link field: only http(s), mailto, tel or a merge tag pass; empty means null when `nullable`. */
export function linkField(
  i18n: I18n,
  label: string,
  value: string | null,
  onValue: (v: string | null) => void,
  options: { nullable?: boolean } = {},
) {
  const id = uid('link');
  return html`<div class="field"><label for=${id}>${label}</label><div class="with-tags"><input
      class="input"
      id=${id}
      type="text"
      inputmode="url"
      placeholder=${options.nullable ? i18n.t('editor.field.none') : 'https://'}
      aria-describedby=${`${id}-error`}
      .value=${value ?? ''}
      @input=${(e: Event) => {
        const input = e.target as HTMLInputElement;
        const v = input.value.trim();
        const ok = (options.nullable && v === '') || isSafeUrl(v);
        markValidity(input, ok);
        const error = input.closest('.field')?.querySelector('.error');
        if (error) error.textContent = ok ? '' : i18n.t('editor.field.linkInvalid');
        if (ok) onValue(v === '' ? null : v);
      }}
    />${tagPicker(label, i18n)}</div><span class="error" id=${`${id}-error`} aria-live="polite"></span></div>`;
}

export function numberField(
  label: string,
  value: number | null | undefined,
  onValue: (v: number | null) => void,
  options: { min: number; max: number; step?: number; placeholder?: string; nullable?: boolean },
) {
  return html`<label class="field"><span>${label}</span><input
      class="input"
      type="number"
      min=${options.min}
      max=${options.max}
      step=${options.step ?? 1}
      placeholder=${options.placeholder ?? ''}
      .value=${value === null || value === undefined ? '' : String(value)}
      @input=${(e: Event) => {
        const input = e.target as HTMLInputElement;
        if (input.value === '' && options.nullable) {
          markValidity(input, true);
          onValue(null);
          return;
        }
        const n = Number(input.value);
        const ok =
          input.value !== '' &&
          Number.isFinite(n) &&
          n >= options.min &&
          n <= options.max &&
          (options.step !== undefined || Number.isInteger(n));
        markValidity(input, ok);
        if (ok) onValue(n);
      }}
    /></label>`;
}

export function selectField<T extends string | number>(
  label: string,
  value: T,
  choices: ReadonlyArray<readonly [T, string]>,
  onValue: (v: T) => void,
  disabled = false,
) {
  return html`<label class="field"><span>${label}</span><select
      class="input"
      ?disabled=${disabled}
      @change=${(e: Event) => {
        const raw = (e.target as HTMLSelectElement).value;
        const match = choices.find(([v]) => String(v) === raw);
        if (match) onValue(match[0]);
      }}
    >
      ${choices.map(([v, text]) => html`<option value=${String(v)} ?selected=${v === value}>${text}</option>`)}
    </select></label>`;
}

export function checkField(label: string, checked: boolean, onValue: (v: boolean) => void) {
  return html`<label class="check"><input type="checkbox" .checked=${checked} @change=${(e: Event) => onValue((e.target as HTMLInputElement).checked)} />${label}</label>`;
}

export function segmentedField<T extends string>(
  label: string,
  value: T | undefined,
  choices: ReadonlyArray<readonly [T, string]>,
  onValue: (v: T) => void,
) {
  const id = uid('seg');
  return html`<div class="field">
    <span class="label" id=${id}>${label}</span>
    <div class="segmented" role="group" aria-labelledby=${id}>
      ${choices.map(([v, text]) => html`<button type="button" aria-pressed=${v === value ? 'true' : 'false'} @click=${() => onValue(v)}>${text}</button>`)}
    </div>
  </div>`;
}

/** The four sides in CSS order: each one's caption and its input's accessible name. */
const SIDES = [
  ['editor.field.top', 'editor.field.paddingTop'],
  ['editor.field.right', 'editor.field.paddingRight'],
  ['editor.field.bottom', 'editor.field.paddingBottom'],
  ['editor.field.left', 'editor.field.paddingLeft'],
] as const;

export function paddingField(
  i18n: I18n,
  label: string,
  value: readonly number[] | undefined,
  onValue: (v: [number, number, number, number]) => void,
) {
  const current = [0, 1, 2, 3].map((i) => value?.[i] ?? 0) as [number, number, number, number];
  const id = uid('pad');
  return html`<div class="field" role="group" aria-labelledby=${id}>
    <span class="label" id=${id}>${label}</span>
    <div class="quad">
      ${SIDES.map(
        ([side, name], i) => html`<label
          ><input
            class="input"
            type="number"
            min="0"
            max="200"
            aria-label=${i18n.t(name, { label })}
            .value=${String(current[i])}
            @input=${(e: Event) => {
              const input = e.target as HTMLInputElement;
              const n = Number(input.value);
              const ok = input.value !== '' && Number.isInteger(n) && n >= 0 && n <= 200;
              markValidity(input, ok);
              if (!ok) return;
              const next = [...current] as [number, number, number, number];
              next[i] = n;
              onValue(next);
            }}
          /><small aria-hidden="true">${i18n.t(side)}</small></label
        >`,
      )}
    </div>
  </div>`;
}

export function upgradeHint(text: string) {
  return html`<p class="hint upgrade">${icon('lock')}<span>${text}</span></p>`;
}

export const none = nothing;

/** A trash-can button that removes one item of a list (a link, a network). */
export function removeButton(label: string, onClick: () => void) {
  return html`<button class="btn icon ghost" aria-label=${label} title=${label} @click=${onClick}>${icon('trash')}</button>`;
}

/**
 * Marks the control that edits one document property (`props.label`, `style.border`,
 * `mobile.fontSize`): the every-property-has-a-control test finds controls by it.
 */
export function forProp(prop: string, control: unknown) {
  return html`<div class="prop" data-prop=${prop}>${control}</div>`;
}
