// Dashboard look: the element's design tokens and controls, plus page pieces (cards, tables,
// badges, dialogs, fields). Every view's shadow root adopts `base`.
import { css } from 'lit';
import { controls } from '../../element/shared/theme.styles';

const page = css`
  :host {
    font-size: 14px;
  }
  h1,
  h2,
  h3,
  p {
    margin: 0;
  }
  h1 {
    font-size: 22px;
    font-weight: 650;
    letter-spacing: -0.01em;
  }
  h2 {
    font-size: 15px;
    font-weight: 600;
  }
  h1:focus {
    outline: none;
  }
  .muted {
    color: var(--eb-fg-muted);
  }
  .mono {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 12.5px;
    /* Key names and ids inside a right-to-left sentence keep their own order. */
    unicode-bidi: isolate;
  }
  .page-head {
    display: flex;
    align-items: flex-end;
    justify-content: space-between;
    gap: 16px;
    margin-bottom: 20px;
    flex-wrap: wrap;
  }
  .page-head p {
    margin-top: 4px;
    color: var(--eb-fg-muted);
    max-width: 60ch;
  }
  .card {
    background: var(--eb-bg);
    border: 1px solid var(--eb-border);
    border-radius: 12px;
    box-shadow: var(--eb-shadow);
  }
  .btn {
    height: 34px;
    padding: 0 12px;
    font-size: 13.5px;
  }
  .btn.sm {
    height: 28px;
    padding: 0 8px;
    font-size: 12.5px;
  }
  .btn.danger-solid {
    background: var(--eb-danger);
    border-color: var(--eb-danger);
    color: var(--eb-bg);
  }
  .badge {
    display: inline-flex;
    align-items: center;
    gap: 5px;
    height: 22px;
    padding: 0 8px;
    border-radius: 999px;
    font-size: 12px;
    font-weight: 550;
    background: var(--eb-bg-muted);
    color: var(--eb-fg-muted);
    white-space: nowrap;
  }
  .badge::before {
    content: '';
    width: 6px;
    height: 6px;
    border-radius: 50%;
    background: currentColor;
  }
  .badge.plain::before {
    display: none;
  }
  .badge.ok {
    background: color-mix(in srgb, var(--eb-success) 8%, var(--eb-bg));
    color: var(--eb-success);
  }
  .badge.warn {
    background: var(--eb-warning-soft);
    color: var(--eb-warning);
  }
  .badge.off {
    background: var(--eb-danger-soft);
    color: var(--eb-danger);
  }
  .field {
    display: grid;
    gap: 6px;
  }
  .field label,
  .label {
    font-weight: 550;
    font-size: 13px;
  }
  .input {
    height: 36px;
    padding: 0 10px;
    font-size: 14px;
  }
  .hint {
    font-size: 12.5px;
    color: var(--eb-fg-muted);
  }
  .error-text {
    font-size: 12.5px;
    color: var(--eb-danger);
  }
  .notice {
    padding: 10px 14px;
    line-height: 1.45;
  }
  .notice svg {
    width: 18px;
    height: 18px;
    flex: none;
  }
  dialog {
    width: min(520px, calc(100vw - 32px));
    padding: 0;
    border: 1px solid var(--eb-border);
    border-radius: 14px;
    background: var(--eb-bg);
    color: var(--eb-fg);
    box-shadow: var(--eb-shadow-lg);
  }
  dialog::backdrop {
    background: rgb(10 10 14 / 45%);
  }
  .dialog-body {
    display: grid;
    gap: 14px;
    padding: 22px 22px 18px;
  }
  .dialog-actions {
    display: flex;
    justify-content: flex-end;
    gap: 8px;
    padding: 14px 22px;
    border-top: 1px solid var(--eb-border);
    background: var(--eb-bg-subtle);
    border-radius: 0 0 14px 14px;
  }
  .skeleton {
    border-radius: 8px;
    background: linear-gradient(90deg, var(--eb-bg-muted), var(--eb-bg-subtle), var(--eb-bg-muted));
    background-size: 200% 100%;
    animation: shimmer 1.2s linear infinite;
  }
  @keyframes shimmer {
    to {
      background-position: -200% 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .skeleton {
      animation: none;
    }
  }
`;

export const base = [controls, page];

/** The views' data tables (keys, review queue): a scrolling frame, rows ruled off, muted column heads. */
export const table = css`
  .table-wrap {
    overflow-x: auto;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    text-align: start;
    padding: 12px 16px;
    border-bottom: 1px solid var(--eb-border);
  }
  thead th {
    font-size: 12px;
    font-weight: 600;
    color: var(--eb-fg-muted);
    background: var(--eb-bg-subtle);
  }
`;
