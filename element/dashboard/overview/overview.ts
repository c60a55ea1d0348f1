import { ContextConsumer } from '@lit/context';
import { Task } from '@lit/task';
import { html, LitElement, nothing } from 'lit';
import { styleMap } from 'lit/directives/style-map.js';
import { define } from '../../shared/define';
import type { Account, Features } from '../api/types';
import { clientContext } from '../shared/context';
import { formatCount, formatMb, share, UNLIMITED } from '../shared/format';
import { icon } from '../shared/icons';
import { overviewStyles } from './overview.styles';

/** Share of a limit from which a meter warns. */
export const WARN_AT = 0.8;

const FEATURE_NAMES: Record<keyof Features, string> = {
  templateLibrary: 'Template library',
  exportHtml: 'HTML export and rendering',
  imageUpload: 'Image uploads',
  customFonts: 'Custom fonts',
  whiteLabel: 'White label',
};

interface MeterSpec {
  id: string;
  label: string;
  used: number;
  limit: number;
  unit: (value: number) => string;
  period?: string;
}

/** Account overview: plan, features and usage against limits as bars with numbers. */
export class EbDashOverview extends LitElement {
  static override styles = overviewStyles;

  #client = new ContextConsumer(this, { context: clientContext, subscribe: true });
  #account = new Task(this, {
    task: async ([client]) => {
      if (!client) throw new Error('not signed in');
      return client.account();
    },
    args: () => [this.#client.value] as const,
  });

  /** Loads the account again (after usage changed elsewhere). */
  refresh(): Promise<unknown> {
    return this.#account.run();
  }

  protected override render() {
    return html`
      <div class="page-head">
        <div>
          <h1 tabindex="-1">Overview</h1>
          <p>Your plan and how much of it this account uses. Renders reset on the first day of each month (UTC).</p>
        </div>
        <button class="btn" type="button" @click=${() => this.refresh()}>${icon('rotate')}Refresh</button>
      </div>
      ${this.#account.render({
        pending: () => html`<div class="card plan loading skeleton" aria-busy="true" aria-label="Loading account"></div>`,
        complete: (account) => this.#renderAccount(account),
        error: (error) =>
          html`<p class="notice error" role="alert">${icon('alert')}<span>Could not load the account: ${(error as Error).message}</span></p>`,
      })}
    `;
  }

  #renderAccount(account: Account) {
    const now = new Date();
    const month = now.toLocaleDateString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const meters: MeterSpec[] = [
      { id: 'templates', label: 'Templates', used: account.usage.templates, limit: account.limits.templates, unit: formatCount },
      { id: 'renders', label: 'Renders', used: account.usage.renders, limit: account.limits.renders, unit: formatCount, period: month },
      { id: 'storage', label: 'Storage', used: account.usage.storageMb, limit: account.limits.storageMb, unit: formatMb },
    ];
    return html`
      <section class="card plan" aria-label="Plan">
        <div>
          <div class="muted">Plan</div>
          <div class="plan-name"><strong data-plan>${account.plan}</strong><span class="muted">${account.name}</span></div>
        </div>
        <dl class="stats">
          <div class="stat"><dt>Requests per minute</dt><dd>${formatCount(account.limits.requestsPerMinute)}</dd></div>
          <div class="stat"><dt>Account</dt><dd class="mono">${account.id}</dd></div>
        </dl>
      </section>
      <section class="grid" aria-label="Usage">${meters.map((m) => this.#renderMeter(m))}</section>
      <section class="card features" aria-labelledby="features-title">
        <h2 id="features-title">Features in your plan</h2>
        <ul>
          ${(Object.keys(FEATURE_NAMES) as Array<keyof Features>).map((key) => {
            const on = account.features[key];
            return html`<li class=${on ? 'on' : 'off'} data-feature=${key}>
              ${icon(on ? 'check' : 'x')}<span>${FEATURE_NAMES[key]}</span><span class="visually-hidden">${on ? 'included' : 'not included'}</span>
            </li>`;
          })}
        </ul>
      </section>
    `;
  }

  #renderMeter(m: MeterSpec) {
    const unlimited = m.limit >= UNLIMITED;
    const ratio = share(m.used, m.limit);
    const percent = Math.round(ratio * 100);
    const state = unlimited ? 'unlimited' : ratio >= 1 ? 'full' : ratio >= WARN_AT ? 'warn' : 'ok';
    const limitText = unlimited ? 'Unlimited' : m.unit(m.limit);
    const foot =
      state === 'full'
        ? 'Limit reached: upgrade your plan to continue.'
        : state === 'warn'
          ? `Near your limit: ${percent} % used.`
          : unlimited
            ? 'No limit on your plan.'
            : `${percent} % used`;
    const titleId = `meter-${m.id}`;
    return html`
      <article class="card meter ${state}" data-meter=${m.id} data-state=${state}>
        <div class="meter-head">
          <h2 id=${titleId}>${m.label}</h2>
          ${m.period ? html`<span class="badge plain">${m.period}</span>` : nothing}
          ${state === 'warn' || state === 'full' ? html`<span class="badge ${state === 'full' ? 'off' : 'warn'}">${state === 'full' ? 'At limit' : 'Near limit'}</span>` : nothing}
        </div>
        <div class="figures">
          <span class="used" data-used>${m.unit(m.used)}</span>
          <span class="muted">of <span data-limit>${limitText}</span></span>
        </div>
        <div
          class="bar"
          role="progressbar"
          aria-labelledby=${titleId}
          aria-valuemin="0"
          aria-valuemax=${unlimited ? nothing : String(m.limit)}
          aria-valuenow=${unlimited ? nothing : String(m.used)}
          aria-valuetext=${unlimited ? `${m.unit(m.used)}, unlimited` : `${m.unit(m.used)} of ${limitText} (${percent} %)`}
        >
          <span style=${styleMap({ width: `${(ratio * 100).toFixed(1)}%` })}></span>
        </div>
        <p class="meter-foot" data-foot>${foot}</p>
      </article>
    `;
  }
}

define('eb-dash-overview', EbDashOverview);
