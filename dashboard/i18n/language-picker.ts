import { css, html, LitElement } from 'lit';
import { LOCALES, type Locale } from '../../element/i18n/locales';
import { define } from '../../element/shared/define';
import { icon } from '../shared/icons';
import { base } from '../shared/styles';
import { DashMessages } from './context';
import { LOCALE_NAMES } from './language';

export interface LocaleChangeDetail {
  locale: Locale;
}

/**
 * The language picker: every locale in its own name.
 *
 * @fires eb-locale-change - `{locale}` when the user picks another language.
 */
export class EbDashLanguage extends LitElement {
  static override properties = {
    locale: { type: String },
  };

  static override styles = [
    ...base,
    css`
      :host {
        display: inline-flex;
      }
      label {
        position: relative;
        display: inline-flex;
        align-items: center;
      }
      svg {
        position: absolute;
        inset-inline-start: 9px;
        width: 15px;
        height: 15px;
        color: var(--eb-fg-muted);
        pointer-events: none;
      }
      select.input {
        width: auto;
        height: 34px;
        padding-block: 0;
        padding-inline: 30px 8px;
        font-size: 13.5px;
        cursor: pointer;
      }
    `,
  ];

  declare locale: Locale;
  #msg = new DashMessages(this);

  constructor() {
    super();
    this.locale = 'en';
  }

  protected override render() {
    return html`<label>
      ${icon('globe')}
      <select class="input" data-action="language" aria-label=${this.#msg.t('common.language')} @change=${this.#change}>
        ${LOCALES.map((l) => html`<option value=${l} lang=${l} ?selected=${l === this.locale}>${LOCALE_NAMES[l]}</option>`)}
      </select>
    </label>`;
  }

  #change(event: Event): void {
    const locale = (event.target as HTMLSelectElement).value as Locale;
    this.dispatchEvent(
      new CustomEvent<LocaleChangeDetail>('eb-locale-change', { detail: { locale }, bubbles: true, composed: true }),
    );
  }
}

define('eb-dash-language', EbDashLanguage);
