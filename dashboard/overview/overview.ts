import { html, LitElement, nothing } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import { define } from '../../element/shared/define';
import type { Account, Features } from '../api/types';
import { DashMessages } from '../i18n/context';
import type { DashboardKey } from '../i18n/en';
import { rich } from '../i18n/rich';
import { clientTask } from '../shared/context';
import { errorText } from '../shared/errors';
import { formatCount, formatMb, formatPercent, share, UNLIMITED } from '../shared/format';
import { icon } from '../shared/icons';
import { overviewStyles } from './overview.styles';

/** Share of a limit from which a meter warns. */
export const WARN_AT = 0.8;

const FEATURE_NAMES: Record<keyof Features, DashboardKey> = {
  templateLibrary: 'overview.feature.templateLibrary',
  exportHtml: 'overview.feature.exportHtml',
  imageUpload: 'overview.feature.imageUpload',
  customFonts: 'overview.feature.customFonts',
  whiteLabel: 'overview.feature.whiteLabel',
  coEditing: 'overview.feature.coEditing',
  comments: 'overview.feature.comments',
  customBlocks: 'overview.feature.customBlocks',
  testSend: 'overview.feature.testSend',
};

interface MeterSpec {
  id: string;
  label: DashboardKey;
  used: number;
  limit: number;
  unit: (value: number) => string;
  period?: string;
}

/** Account overview: plan, features and usage against limits as bars with numbers. */
export class EbDashOverview extends LitElement {
  static override styles = overviewStyles;

  #msg = new DashMessages(this);
  #account = clientTask(this, (client) => client.account());

  /** Loads the account again (after usage changed elsewhere). */
  refresh(): Promise<unknown> {
    return this.#account.run();
  }

  protected override render() {
    const t = this.#msg.t.bind(this.#msg);
    return html`
      <div class="page-head">
        <div>
          <h1 tabindex="-1">${t('overview.title')}</h1>
          <p>${t('overview.intro')}</p>
        </div>
        <button class="btn" type="button" @click=${() => this.refresh()}>${icon('rotate')}${t('overview.refresh')}</button>
      </div>
      ${this.#account.render({
        pending: () =>
          html`<div class="card plan loading skeleton" aria-busy="true" aria-label=${t('overview.loading')}></div>`,
        complete: (account) => this.#renderAccount(account),
        error: (error) =>
          html`<p class="notice error" role="alert">${icon('alert')}<span>${t('overview.error', { message: errorText(this.#msg.i18n, error) })}</span></p>`,
      })}
    `;
  }

  #renderAccount(account: Account) {
    const { i18n } = this.#msg;
    const t = this.#msg.t.bind(this.#msg);
    const month = i18n.date(Date.now(), { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const count = (n: number) => formatCount(i18n, n);
    const size = (mb: number) => formatMb(i18n, mb);
    const meters: MeterSpec[] = [
      {
        id: 'templates',
        label: 'overview.meter.templates',
        used: account.usage.templates,
        limit: account.limits.templates,
        unit: count,
      },
      {
        id: 'renders',
        label: 'overview.meter.renders',
        used: account.usage.renders,
        limit: account.limits.renders,
        unit: count,
        period: month,
      },
      {
        id: 'storage',
        label: 'overview.meter.storage',
        used: account.usage.storageMb,
        limit: account.limits.storageMb,
        unit: size,
      },
    ];
    return html`
      <section class="card plan" aria-label=${t('overview.plan')}>
        <div>
          <div class="muted">${t('overview.plan')}</div>
          <div class="plan-name"><strong data-plan>${account.plan}</strong><span class="muted">${account.name}</span></div>
        </div>
        <dl class="stats">
          <div class="stat"><dt>${t('overview.requestsPerMinute')}</dt><dd>${count(account.limits.requestsPerMinute)}</dd></div>
          <div class="stat"><dt>${t('overview.account')}</dt><dd class="mono">${account.id}</dd></div>
        </dl>
      </section>
      <section class="grid" aria-label=${t('overview.usage')}>${meters.map((m) => this.#renderMeter(m))}</section>
      <section class="card features" aria-labelledby="features-title">
        <h2 id="features-title">${t('overview.features')}</h2>
        <ul>
          ${(Object.keys(FEATURE_NAMES) as Array<keyof Features>).map((key) => {
            const on = account.features[key];
            return html`<li class=${on ? 'on' : 'off'} data-feature=${key}>
              ${icon(on ? 'check' : 'close')}<span>${t(FEATURE_NAMES[key])}</span
              ><span class="visually-hidden">${t(on ? 'overview.feature.included' : 'overview.feature.notIncluded')}</span>
            </li>`;
          })}
        </ul>
      </section>
    `;
  }

  #renderMeter(m: MeterSpec) {
    const t = this.#msg.t.bind(this.#msg);
    const unlimited = m.limit >= UNLIMITED;
    const ratio = share(m.used, m.limit);
    const percent = formatPercent(this.#msg.i18n, ratio);
    const state = unlimited ? 'unlimited' : ratio >= 1 ? 'full' : ratio >= WARN_AT ? 'warn' : 'ok';
    const limitText = unlimited ? t('overview.meter.unlimited') : m.unit(m.limit);
    const used = m.unit(m.used);
    const foot =
      state === 'full'
        ? t('overview.meter.full')
        : state === 'warn'
          ? t('overview.meter.warn', { percent })
          : unlimited
            ? t('overview.meter.noLimit')
            : t('overview.meter.used', { percent });
    const titleId = `meter-${m.id}`;
    return html`
      <article class="card meter ${state}" data-meter=${m.id} data-state=${state}>
        <div class="meter-head">
          <h2 id=${titleId}>${t(m.label)}</h2>
          ${m.period ? html`<span class="badge plain">${m.period}</span>` : nothing}
          ${state === 'warn' || state === 'full' ? html`<span class="badge ${state === 'full' ? 'off' : 'warn'}">${t(state === 'full' ? 'overview.meter.atLimit' : 'overview.meter.nearLimit')}</span>` : nothing}
        </div>
        <div class="figures">
          <span class="used" data-used>${used}</span>
          <span class="muted">${rich(t('overview.meter.of'), { limit: html`<span data-limit>${limitText}</span>` })}</span>
        </div>
        <div
          class="bar"
          role="progressbar"
          aria-labelledby=${titleId}
          aria-valuemin="0"
          aria-valuemax=${unlimited ? nothing : String(m.limit)}
          aria-valuenow=${unlimited ? nothing : String(m.used)}
          aria-valuetext=${unlimited ? t('overview.meter.valueUnlimited', { used }) : t('overview.meter.value', { used, limit: limitText, percent })}
        >
          <span style=${styleMap({ width: `${(ratio * 100).toFixed(1)}%` })}></span>
        </div>
        <p class="meter-foot" data-foot>${foot}</p>
      </article>
    `;
  }
}

define('eb-dash-overview', EbDashOverview);
