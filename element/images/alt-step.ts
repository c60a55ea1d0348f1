// The Images dialog's last step: the chosen picture and its alt text (or "decorative"), asked
// for before it is inserted.
import { html, type TemplateResult } from 'lit';
import type { I18n } from '../i18n/i18n';

export interface AltState {
  alt: string;
  decorative: boolean;
  setAlt(alt: string): void;
  setDecorative(on: boolean): void;
  back(): void;
  insert(): void;
}

export function altStep(url: string, i18n: I18n, state: AltState): TemplateResult {
  const ready = state.decorative || state.alt.trim() !== '';
  return html`<div class="alt">
    <div class="picture"><img class="preview" src=${url} alt="" /></div>
    <aside>
      <label class="field"
        ><span>${i18n.t('dialogs.images.altText')}</span
        ><input
          class="input"
          type="text"
          maxlength="500"
          placeholder=${i18n.t('dialogs.images.altPlaceholder')}
          ?disabled=${state.decorative}
          .value=${state.alt}
          @input=${(e: Event) => state.setAlt((e.target as HTMLInputElement).value)}
          @keydown=${(e: KeyboardEvent) => e.key === 'Enter' && ready && state.insert()}
      /></label>
      <p class="hint" style="margin:0">${i18n.t('dialogs.images.altHint')}</p>
      <label class="check"
        ><input type="checkbox" .checked=${state.decorative} @change=${(e: Event) => state.setDecorative((e.target as HTMLInputElement).checked)} />
        ${i18n.t('dialogs.images.decorative')}</label
      >
      <div class="actions">
        <button class="btn" @click=${state.back}>${i18n.t('dialogs.images.back')}</button>
        <button class="btn primary" ?disabled=${!ready} @click=${state.insert}>${i18n.t('dialogs.images.insert')}</button>
      </div>
    </aside>
  </div>`;
}
