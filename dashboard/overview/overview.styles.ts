import { css } from 'lit';
import { base } from '../shared/styles';

export const overviewStyles = [
  ...base,
  css`
    :host {
      display: block;
    }
    .grid {
      display: grid;
      grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
      gap: 16px;
    }
    .plan {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 24px;
      padding: 20px 22px;
      margin-bottom: 16px;
      flex-wrap: wrap;
    }
    .plan-name {
      display: flex;
      align-items: baseline;
      gap: 10px;
    }
    .plan-name strong {
      font-size: 24px;
      font-weight: 700;
      text-transform: capitalize;
      letter-spacing: -0.01em;
    }
    .stats {
      margin: 0;
      display: flex;
      gap: 28px;
      flex-wrap: wrap;
    }
    .stat dt {
      font-size: 12px;
      color: var(--eb-fg-muted);
    }
    .stat dd {
      margin: 2px 0 0;
      font-weight: 600;
      font-size: 15px;
    }
    .meter {
      padding: 18px 20px 20px;
      display: grid;
      gap: 10px;
    }
    .meter-head {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 8px;
    }
    .figures {
      display: flex;
      align-items: baseline;
      gap: 6px;
    }
    .figures .used {
      font-size: 26px;
      font-weight: 700;
      letter-spacing: -0.02em;
      font-variant-numeric: tabular-nums;
    }
    .bar {
      height: 8px;
      border-radius: 999px;
      background: var(--eb-bg-muted);
      overflow: hidden;
    }
    .bar span {
      display: block;
      height: 100%;
      border-radius: inherit;
      background: var(--eb-accent);
      transition: width 0.4s ease;
    }
    .meter.warn .bar span {
      background: var(--eb-warning);
    }
    .meter.full .bar span {
      background: var(--eb-danger);
    }
    .meter.unlimited .bar span {
      background: repeating-linear-gradient(-45deg, var(--eb-accent-soft) 0 6px, transparent 6px 12px);
      width: 100% !important;
    }
    .meter-foot {
      font-size: 12.5px;
      color: var(--eb-fg-muted);
      min-height: 18px;
    }
    .meter.warn .meter-foot {
      color: var(--eb-warning);
      font-weight: 550;
    }
    .meter.full .meter-foot {
      color: var(--eb-danger);
      font-weight: 550;
    }
    .features {
      margin-top: 16px;
      padding: 18px 20px;
    }
    .features ul {
      list-style: none;
      padding: 0;
      margin: 12px 0 0;
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(190px, 1fr));
      gap: 10px;
    }
    .features li {
      display: flex;
      align-items: center;
      gap: 8px;
    }
    .features li svg {
      width: 18px;
      height: 18px;
      padding: 2px;
      border-radius: 50%;
      flex: none;
    }
    .features li.on svg {
      color: var(--eb-success);
      background: color-mix(in srgb, var(--eb-success) 14%, transparent);
    }
    .features li.off {
      color: var(--eb-fg-muted);
    }
    .features li.off svg {
      color: var(--eb-fg-subtle);
      background: var(--eb-bg-muted);
    }
    .loading {
      height: 140px;
    }
  `,
];
