// The toolbar's pop-overs: the link form (URL, new tab, remove) and the text colour and
// highlight swatches (a custom colour one click further).
import '../i18n/en/menus-entry';
import { html, nothing, type TemplateResult } from 'lit';
import type { I18n } from '../i18n/i18n';
import type { MessageKey } from '../i18n/keys';
import type { Marks } from './model';

/** Swatches that read well on white and on the usual brand backgrounds. */
const TEXT_COLOURS: ReadonlyArray<[MessageKey, string]> = [
  ['dialogs.colour.black', '#111827'],
  ['dialogs.colour.grey', '#6b7280'],
  ['dialogs.colour.red', '#dc2626'],
  ['dialogs.colour.orange', '#ea580c'],
  ['dialogs.colour.green', '#16a34a'],
  ['dialogs.colour.blue', '#2563eb'],
  ['dialogs.colour.purple', '#7c3aed'],
  ['dialogs.colour.white', '#ffffff'],
];
const HIGHLIGHTS: ReadonlyArray<[MessageKey, string]> = [
  ['dialogs.colour.yellow', '#fef08a'],
  ['dialogs.colour.green', '#bbf7d0'],
  ['dialogs.colour.blue', '#bfdbfe'],
  ['dialogs.colour.pink', '#fbcfe8'],
  ['dialogs.colour.orange', '#fed7aa'],
  ['dialogs.colour.grey', '#e5e7eb'],
];

const stop = (event: Event) => event.stopPropagation();

const closeOnEscape = (close: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Escape') return;
  event.stopPropagation();
  close();
};

export interface LinkActions {
  apply(form: HTMLFormElement): void;
  remove(): void;
  close(): void;
}

/** The link form for the link under the selection (`current`), or a new one. */
export function linkMenu(i18n: I18n, current: Marks, actions: LinkActions): TemplateResult {
  const t = i18n.t.bind(i18n);
  return html`<form
    class="rt-pop"
    role="dialog"
    aria-label=${t('dialogs.richText.link')}
    @mousedown=${stop}
    @submit=${(e: Event) => {
      e.preventDefault();
      actions.apply(e.currentTarget as HTMLFormElement);
    }}
    @keydown=${closeOnEscape(actions.close)}
  >
    <input class="input" type="url" aria-label=${t('dialogs.richText.linkUrl')} placeholder="https://…" .value=${current.href ?? ''} />
    <label class="rt-check"><input type="checkbox" .checked=${!!current.blank} /> ${t('dialogs.richText.openInNewTab')}</label>
    <button class="btn" type="submit">${t('dialogs.richText.apply')}</button>
    ${current.href ? html`<button class="btn ghost" type="button" @click=${actions.remove}>${t('dialogs.richText.removeLink')}</button>` : nothing}
  </form>`;
}

export interface ColourActions {
  /** A colour, or null for the default (no colour, no highlight). */
  pick(value: string | null): void;
  close(): void;
}

/** The text colour (`color`) or highlight (`bg`) swatches; `current` is the selection's. */
export function colourMenu(
  i18n: I18n,
  which: 'color' | 'bg',
  current: string | undefined,
  actions: ColourActions,
): TemplateResult {
  const t = i18n.t.bind(i18n);
  const text = which === 'color';
  const swatches = text ? TEXT_COLOURS : HIGHLIGHTS;
  return html`<div
    class="rt-pop"
    role="group"
    aria-label=${t(text ? 'dialogs.richText.textColour' : 'dialogs.richText.highlight')}
    @keydown=${closeOnEscape(actions.close)}
  >
    ${swatches.map(
      ([name, hex]) =>
        html`<button
          class="rt-swatch"
          aria-label=${t('dialogs.richText.swatch', { colour: t(name), hex })}
          aria-pressed=${current === hex ? 'true' : 'false'}
          style=${`background:${hex}`}
          @click=${() => actions.pick(hex)}
        ></button>`,
    )}
    <label class="rt-custom" @mousedown=${stop}>
      ${t('dialogs.richText.custom')}
      <input
        type="color"
        aria-label=${t(text ? 'dialogs.richText.customTextColour' : 'dialogs.richText.customHighlight')}
        .value=${current ?? (text ? '#111827' : '#fef08a')}
        @change=${(e: Event) => actions.pick((e.target as HTMLInputElement).value)}
      />
    </label>
    <button class="btn ghost" @click=${() => actions.pick(null)}>${t(text ? 'dialogs.richText.defaultColour' : 'dialogs.richText.noHighlight')}</button>
  </div>`;
}
