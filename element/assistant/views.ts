// The writing help dialog's fixed parts (assistant.ts): each field's current text, and the tasks
// offered there with the tone and language pickers.
import { html, nothing, type TemplateResult } from 'lit';
import type { EmailDocument } from '../../core/document/schema';
import type { Messages } from '../i18n/messages';
import { currentText, FIELD_LABEL, type Offer } from './targets';
import type { AssistantTone } from './types';

type Translate = Messages['t'];

const TONES: readonly AssistantTone[] = ['friendly', 'formal', 'casual', 'confident', 'empathetic'];
/** Languages offered for `translate`, named in the UI's language by `Intl.DisplayNames`. */
export const LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'pt-BR',
  'it',
  'nl',
  'pl',
  'sv',
  'da',
  'cs',
  'tr',
  'ja',
  'zh',
  'ko',
  'ar',
  'he',
  'hi',
];
/** Each field's text now, under its name. */
export function currentTexts(
  t: Translate,
  doc: EmailDocument | undefined,
  offers: Offer[],
  blockId: string | null,
): TemplateResult | typeof nothing {
  if (!doc) return nothing;
  const fields = [...new Set(offers.map((o) => o.field))];
  return html`<section aria-labelledby="current">
    <h3 id="current">${t('assistant.current')}</h3>
    <dl>
      ${fields.map((field) => {
        const text = currentText(doc, field, blockId);
        return html`<dt>${t(FIELD_LABEL[field])}</dt>
          <dd dir="auto" class=${text ? '' : 'empty'}>${text || t('assistant.empty')}</dd>`;
      })}
    </dl>
  </section>`;
}

export interface TaskChoices {
  /** An answer is on its way. */
  busy: boolean;
  tone: AssistantTone;
  language: string;
  ask(offer: Offer): void;
  setTone(tone: AssistantTone): void;
  setLanguage(language: string): void;
}

/** The tasks offered for the field, with the tone and language they take. */
export function taskPicker(t: Translate, localeTag: string, offers: Offer[], on: TaskChoices): TemplateResult {
  const busy = on.busy;
  // aria-disabled, not disabled, while an answer is on its way: the button keeps the keyboard focus.
  const button = (offer: Offer) =>
    html`<button class="btn" aria-disabled=${busy ? 'true' : 'false'} @click=${() => on.ask(offer)}>${t(`assistant.task.${offer.task}`)}</button>`;
  const simple = offers.filter((o) => o.task !== 'tone' && o.task !== 'translate');
  const tone = offers.find((o) => o.task === 'tone');
  const translate = offers.find((o) => o.task === 'translate');
  const names = new Intl.DisplayNames([localeTag], { type: 'language' });
  return html`<section class="tasks" aria-labelledby="tasks">
    <h3 id="tasks">${t('assistant.tasks')}</h3>
    ${simple.length ? html`<div class="row">${simple.map(button)}</div>` : nothing}
    ${
      tone
        ? html`<div class="row">
            <label
              >${t('assistant.tone')}
              <select class="input" @change=${(e: Event) => on.setTone((e.target as HTMLSelectElement).value as AssistantTone)}>
                ${TONES.map((tone) => html`<option value=${tone} ?selected=${tone === on.tone}>${t(`assistant.tone.${tone}`)}</option>`)}
              </select></label
            >${button(tone)}
          </div>`
        : nothing
    }
    ${
      translate
        ? html`<div class="row">
            <label
              >${t('assistant.language')}
              <select class="input" @change=${(e: Event) => on.setLanguage((e.target as HTMLSelectElement).value)}>
                ${LANGUAGES.map((tag) => html`<option value=${tag} ?selected=${tag === on.language}>${names.of(tag) ?? tag}</option>`)}
              </select></label
            >${button(translate)}
          </div>`
        : nothing
    }
  </section>`;
}
