// The form that edits one's own comment in place: Save (a blank text saves nothing), Cancel, or
// Escape, which cancels without travelling further up.
import { html, type TemplateResult } from 'lit';
import type { I18n } from '../i18n/i18n';

export function editForm(i18n: I18n, text: string, save: (text: string) => void, cancel: () => void): TemplateResult {
  const t = i18n.t.bind(i18n);
  const submit = (e: SubmitEvent) => {
    e.preventDefault();
    const edited = String(new FormData(e.target as HTMLFormElement).get('text') ?? '').trim();
    if (edited) save(edited);
  };
  return html`<form class="edit" @submit=${submit} @keydown=${(e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    cancel();
  }}>
    <textarea name="text" aria-label=${t('comments.editYours')} maxlength="2000" required rows="2" .value=${text}></textarea>
    <div class="actions">
      <button class="btn primary" type="submit">${t('comments.save')}</button>
      <button class="btn" type="button" @click=${cancel}>${t('comments.cancel')}</button>
    </div>
  </form>`;
}
