// Small templates of <email-builder>'s own screens: a message panel, the spinner and the toast.
import { html, nothing, type TemplateResult } from 'lit';
import { icon } from '../shared/icons';

export interface Toast {
  message: string;
  action?: { label: string; run: () => void };
}

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

export function toastView(toast: Toast | null, dismiss: () => void) {
  if (!toast) return nothing;
  return html`<div class="toast" role="status">
    <span>${toast.message}</span>
    ${toast.action ? html`<button class="btn" @click=${toast.action.run}>${toast.action.label}</button>` : nothing}
    <button class="btn icon ghost" aria-label="Dismiss" style="color:inherit" @click=${dismiss}>${icon('close')}</button>
  </div>`;
}

/** The editor's code could not be downloaded (offline, a deploy in progress). */
export function editorUnavailable(retry: () => void, back: () => void): TemplateResult {
  return panel(
    'The editor could not be loaded',
    'Part of the editor could not be downloaded (offline, or an update in progress). Check your connection and try again.',
    html`<button class="btn primary" @click=${retry}>Retry</button> <button class="btn" @click=${back}>Back to templates</button>`,
  );
}
