import { css, html, LitElement } from 'lit';
import { define } from '../../element/shared/define';
import type { ReviewQueueItem } from '../api/types';
import { DashMessages } from '../i18n/context';
import { clientTask } from '../shared/context';
import { errorText } from '../shared/errors';
import { formatDateTime } from '../shared/format';
import { icon } from '../shared/icons';
import { base, table } from '../shared/styles';

/**
 * The account's review queue (docs/api.md §15) for the operator's support staff: the shared
 * templates in review, who asked and when. Read-only: nothing here approves or changes anything.
 */
export class EbDashReviewQueue extends LitElement {
  static override styles = [
    ...base,
    table,
    css`
      :host {
        display: block;
      }
      tbody th {
        font-weight: 600;
      }
      .who {
        unicode-bidi: plaintext;
      }
    `,
  ];

  #msg = new DashMessages(this);
  #items = clientTask(this, (client) => client.reviewQueue());

  protected override render() {
    const t = this.#msg.t.bind(this.#msg);
    return html`
      <div class="page-head">
        <div>
          <h1 tabindex="-1">${t('review.title')}</h1>
          <p>${t('review.intro')}</p>
        </div>
      </div>
      ${this.#items.render({
        pending: () => html`<p class="card notice" role="status" aria-busy="true">${t('review.loading')}</p>`,
        complete: (items) =>
          items.length === 0 ? html`<p class="card notice">${t('review.empty')}</p>` : this.#table(items),
        error: (error) =>
          html`<p class="notice error" role="alert">${icon('alert')}<span>${t('review.error', { message: errorText(this.#msg.i18n, error) })}</span></p>`,
      })}
    `;
  }

  #table(items: ReviewQueueItem[]) {
    const i18n = this.#msg.i18n;
    const t = i18n.t.bind(i18n);
    return html`<div class="card table-wrap">
      <table aria-label=${t('review.list')}>
        <thead>
          <tr>
            <th scope="col">${t('review.name')}</th>
            <th scope="col">${t('review.requestedBy')}</th>
            <th scope="col">${t('review.requestedAt')}</th>
          </tr>
        </thead>
        <tbody>
          ${items.map(
            (item) => html`<tr data-template=${item._id}>
              <th scope="row" class="who">${item.name}</th>
              <td class="who">${item.requestedBy ?? (item.requestedAt ? t('review.byServer') : t('review.unknown'))}</td>
              <td>
                ${item.requestedAt ? html`<time datetime=${item.requestedAt}>${formatDateTime(i18n, item.requestedAt)}</time>` : t('review.unknown')}
              </td>
            </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
  }
}

define('eb-dash-review-queue', EbDashReviewQueue);
