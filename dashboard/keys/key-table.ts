// The keys table: one row per key (never its secret), with status, allowed origins and actions.
import { html, nothing } from 'lit';
import type { KeySummary } from '../api/types';
import type { DashboardI18n } from '../i18n/language';
import { formatDate, formatDateTime } from '../shared/format';
import { icon } from '../shared/icons';
import type { Dialog } from './key-dialogs';

export function renderKeyTable(i18n: DashboardI18n, keys: KeySummary[], open: (dialog: Dialog) => void) {
  const t = i18n.t.bind(i18n);
  if (keys.length === 0) return html`<p class="empty">${t('keys.empty')}</p>`;
  return html`<div class="table-wrap">
    <table>
      <thead>
        <tr>
          <th scope="col">${t('keys.col.key')}</th>
          <th scope="col">${t('keys.col.created')}</th>
          <th scope="col">${t('keys.col.status')}</th>
          <th scope="col">${t('keys.col.origins')}</th>
          <th scope="col"><span class="visually-hidden">${t('keys.col.actions')}</span></th>
        </tr>
      </thead>
      <tbody>
        ${keys.map((key) => renderRow(i18n, key, open))}
      </tbody>
    </table>
  </div>`;
}

function renderRow(i18n: DashboardI18n, key: KeySummary, open: (dialog: Dialog) => void) {
  const t = i18n.t.bind(i18n);
  const revoked = key.status === 'revoked';
  const name = key.display;
  return html`<tr class=${revoked ? 'revoked' : ''} data-key=${key.id}>
    <th scope="row">
      <div class="key-name">
        <span class="mono">${key.prefix}…${key.lastFour}</span>
        <span class="key-id mono">${key.id}</span>
      </div>
    </th>
    <td data-label=${t('keys.col.created')}>
      <time datetime=${key.createdAt} title=${formatDateTime(i18n, key.createdAt)}>${formatDate(i18n, key.createdAt)}</time>
    </td>
    <td data-label=${t('keys.col.status')}>
      ${
        revoked
          ? html`<span class="badge off" title=${key.revokedAt ? t('keys.revokedAt', { date: formatDateTime(i18n, key.revokedAt) }) : ''}
              >${t('keys.status.revoked')}</span
            >`
          : html`<span class="badge ok">${t('keys.status.active')}</span>`
      }
      ${key.prefix === 'eb_test_' ? html`<span class="badge plain">${t('keys.status.test')}</span>` : nothing}
    </td>
    <td data-label=${t('keys.col.origins')}>
      <div class="origins" data-origins>
        ${
          key.origins.length === 0
            ? html`<span class="chip any">${t('keys.anyOrigin')}</span>`
            : key.origins.map((o) => html`<span class="chip" dir="ltr" title=${o}>${o}</span>`)
        }
      </div>
    </td>
    <td>
      ${
        revoked
          ? nothing
          : html`<div class="actions">
            <button class="btn sm" type="button" data-action="origins" aria-label=${t('keys.action.originsLabel', { key: name })} @click=${() => open({ kind: 'origins', key })}>
              ${icon('globe')}${t('keys.action.origins')}
            </button>
            <button class="btn sm" type="button" data-action="rotate" aria-label=${t('keys.action.rotateLabel', { key: name })} @click=${() => open({ kind: 'confirm', action: 'rotate', key })}>
              ${icon('rotate')}${t('keys.action.rotate')}
            </button>
            <button class="btn sm danger" type="button" data-action="revoke" aria-label=${t('keys.action.revokeLabel', { key: name })} @click=${() => open({ kind: 'confirm', action: 'revoke', key })}>
              ${icon('ban')}${t('keys.action.revoke')}
            </button>
          </div>`
      }
    </td>
  </tr>`;
}
