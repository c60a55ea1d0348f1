// Small templates of <email-builder>'s own screens: a message panel, the spinner, the panels
// before a session exists, and the "Powered by" line, worded in the element's language.
import { html, nothing, type TemplateResult } from 'lit';
import type { I18n } from '../i18n/i18n';
import { icon } from '../shared/icons';
import { errorText, type KeyedNotice, translateNotice } from '../state/notices';
import type { SessionController } from './session';

export function panel(title: string, message: string, action: unknown = nothing): TemplateResult {
  return html`<div class="center">
    <div class="panel" role="alert">
      <h2>${icon('alert')}${title}</h2>
      <p>${message}</p>
      ${action}
    </div>
  </div>`;
}

export function loading(label: string, waiting: string | undefined): TemplateResult {
  return html`<div class="center" aria-busy="true">
    ${label ? html`<div class="spinner" role="progressbar" aria-label=${label}></div>` : html`<div class="spinner"></div>`}
    ${waiting ? html`<p class="notice warning" role="status">${waiting}</p>` : nothing}
  </div>`;
}

/** "Powered by Email Builder", the brand a link wherever the language puts it. */
export function poweredBy(i18n: I18n): TemplateResult {
  const [before = '', after = ''] = i18n.t('root.poweredBy').split('{brand}');
  return html`<p class="powered">${before}<a href="https://github.com/email-builder" target="_blank" rel="noopener">Email Builder</a>${after}</p>`;
}

/** The editor's code could not be downloaded (offline, a deploy in progress). */
export function editorUnavailable(i18n: I18n, retry: () => void, back: () => void): TemplateResult {
  return panel(
    i18n.t('root.unavailable.title'),
    i18n.t('root.unavailable.message'),
    html`<button class="btn primary" @click=${retry}>${i18n.t('root.retry')}</button>
      <button class="btn" @click=${back}>${i18n.t('root.backToTemplates')}</button>`,
  );
}

/**
 * What shows before the gallery can: a refused key, a failed sign-in, no token, the key check on
 * its way (with `notice` while it waits), or "Could not connect" with Retry. Null once signed in.
 */
export function signInView(
  i18n: I18n,
  sign: SessionController,
  apiKey: string,
  notice: KeyedNotice | null,
): TemplateResult | null {
  const waiting = translateNotice(notice, i18n)?.message;
  // While the start-up read is on its way (and nothing needs saying about it), the gallery's frame
  // and skeleton cards show instead of a spinner: its templates, styles and layout are ready
  // when the cards arrive, and the same gallery then fills in.
  if (sign.starting && !waiting) return null;
  const { refused, failure, session, validate } = sign;
  if (refused) return panel(i18n.t('root.secretKey.title'), i18n.t('root.secretKey.message'));
  if (failure) return panel(i18n.t(failure.title), i18n.t(failure.message));
  if (!apiKey) return panel(i18n.t('root.noToken.title'), i18n.t('root.noToken.message'));
  if (session) return null;
  const wait = () => loading(i18n.t('root.loading'), waiting);
  return validate.render({
    error: (error) =>
      panel(
        i18n.t('root.offline.title'),
        errorText(error, i18n),
        html`<button class="btn primary" @click=${() => validate.run()}>${i18n.t('root.retry')}</button>`,
      ),
    initial: wait,
    pending: wait,
    complete: wait,
  }) as TemplateResult;
}
