// The keys view's dialogs: create (mode), the secret shown once, confirm revoke/rotate, origins.
import { html, nothing } from 'lit';
import type { CreatedKey, KeySummary } from '../api/types';
import type { DashboardI18n } from '../i18n/language';
import { rich } from '../i18n/rich';
import { icon } from '../shared/icons';
import type { OriginsSavedDetail } from './origins-editor';
import './origins-editor';

export type Dialog =
  | { kind: 'create' }
  | { kind: 'secret'; key: CreatedKey; replaced?: KeySummary }
  | { kind: 'confirm'; action: 'revoke' | 'rotate'; key: KeySummary }
  | { kind: 'origins'; key: KeySummary };

/** What the dialogs read from, and do through, the keys view. */
export interface DialogHost {
  i18n: DashboardI18n;
  busy: boolean;
  /** Error of the action in the open dialog. */
  error: string;
  copied: boolean;
  close(): void;
  create(event: SubmitEvent): void;
  confirm(dialog: Extract<Dialog, { kind: 'confirm' }>): void;
  copy(): void;
  originsSaved(event: CustomEvent<OriginsSavedDetail>): void;
}

const mono = (text: string) => html`<span class="mono">${text}</span>`;

export function renderKeyDialog(d: Dialog | null, host: DialogHost) {
  if (!d) return nothing;
  const t = host.i18n.t.bind(host.i18n);
  const error = host.error
    ? html`<p class="notice error" role="alert">${icon('alert')}<span>${host.error}</span></p>`
    : nothing;
  if (d.kind === 'create') {
    return html`<form method="dialog" @submit=${(e: SubmitEvent) => host.create(e)}>
      <div class="dialog-body">
        <h2 id="dialog-title">${t('keys.new.title')}</h2>
        <fieldset class="modes">
          <legend>${t('keys.new.mode')}</legend>
          <label class="mode"
            ><input type="radio" name="mode" value="live" checked /><span
              ><strong>${t('keys.new.live')}</strong><span class="hint">${rich(t('keys.new.liveHint'), { prefix: mono('eb_live_') })}</span></span
            ></label
          >
          <label class="mode"
            ><input type="radio" name="mode" value="test" /><span
              ><strong>${t('keys.new.test')}</strong><span class="hint">${rich(t('keys.new.testHint'), { prefix: mono('eb_test_') })}</span></span
            ></label
          >
        </fieldset>
        ${error}
      </div>
      <div class="dialog-actions">
        <button class="btn" type="button" @click=${() => host.close()}>${t('common.cancel')}</button>
        <button class="btn primary" type="submit" ?disabled=${host.busy}>${host.busy ? t('keys.new.creating') : t('keys.create')}</button>
      </div>
    </form>`;
  }
  if (d.kind === 'secret') {
    return html`<div class="dialog-body">
        <h2 id="dialog-title">${d.replaced ? t('keys.secret.rotatedTitle') : t('keys.secret.title')}</h2>
        <p class="notice warning" role="note">
          ${icon('lock')}<span><strong>${t('keys.secret.warning')}</strong> ${t('keys.secret.why')}</span>
        </p>
        <div class="field">
          <label for="secret">${t('keys.secret.label')}</label>
          <div class="secret-box">
            <input class="input" id="secret" dir="ltr" readonly .value=${d.key.apiKey} @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()} data-secret />
            <button class="btn" type="button" data-action="copy" @click=${() => host.copy()}>
              ${icon(host.copied ? 'check' : 'copy')}${host.copied ? t('keys.secret.copied') : t('keys.secret.copy')}
            </button>
          </div>
          <span class="hint">
            ${
              d.replaced
                ? rich(t('keys.secret.replaces'), { key: mono(d.replaced.display) })
                : rich(t('keys.secret.usage'), { id: mono(d.key.id), header: mono('Authorization: Bearer …') })
            }
          </span>
        </div>
      </div>
      <div class="dialog-actions">
        <button class="btn primary" type="button" data-action="done" @click=${() => host.close()}>${t('keys.secret.done')}</button>
      </div>`;
  }
  if (d.kind === 'confirm') {
    const rotate = d.action === 'rotate';
    const busyLabel = rotate ? t('keys.confirm.rotating') : t('keys.confirm.revoking');
    return html`<div class="dialog-body">
        <h2 id="dialog-title">${rich(t(rotate ? 'keys.confirm.rotateTitle' : 'keys.confirm.revokeTitle'), { key: mono(d.key.display) })}</h2>
        <p>${t(rotate ? 'keys.confirm.rotateText' : 'keys.confirm.revokeText')}</p>
        ${error}
      </div>
      <div class="dialog-actions">
        <button class="btn" type="button" data-action="cancel" @click=${() => host.close()}>${t('common.cancel')}</button>
        <button class="btn ${rotate ? 'primary' : 'danger-solid'}" type="button" data-action="confirm" ?disabled=${host.busy} @click=${() => host.confirm(d)}>
          ${host.busy ? busyLabel : t(rotate ? 'keys.confirm.rotate' : 'keys.confirm.revoke')}
        </button>
      </div>`;
  }
  return html`<div class="dialog-body">
    <h2 id="dialog-title">${rich(t('keys.originsTitle'), { key: mono(d.key.display) })}</h2>
    <eb-dash-origins .key=${d.key} @eb-cancel=${() => host.close()} @eb-origins-saved=${(e: CustomEvent<OriginsSavedDetail>) => host.originsSaved(e)}></eb-dash-origins>
  </div>`;
}
