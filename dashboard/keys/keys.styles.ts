import { css } from 'lit';
import { base, table } from '../shared/styles';

export const keysStyles = [
  ...base,
  table,
  css`
    :host {
      display: block;
    }
    .table-wrap {
      position: relative;
    }
    table {
      min-width: 760px;
    }
    th,
    td {
      vertical-align: middle;
    }
    tbody th {
      font-weight: inherit;
    }
    thead th {
      text-transform: uppercase;
      letter-spacing: 0.04em;
    }
    thead th:first-child {
      border-start-start-radius: 12px;
    }
    thead th:last-child {
      border-start-end-radius: 12px;
    }
    tr:last-child > * {
      border-bottom: 0;
    }
    tr.revoked td {
      color: var(--eb-fg-muted);
    }
    .key-name {
      display: grid;
      gap: 2px;
    }
    .key-name .mono {
      font-size: 13.5px;
      font-weight: 600;
    }
    tr.revoked .key-name .mono {
      text-decoration: line-through;
    }
    .key-id {
      font-size: 12px;
      color: var(--eb-fg-subtle);
    }
    .origins {
      display: flex;
      flex-wrap: wrap;
      gap: 4px;
      max-width: 280px;
    }
    .chip {
      display: inline-block;
      padding: 2px 7px;
      border-radius: 6px;
      background: var(--eb-bg-muted);
      font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
      font-size: 12px;
      max-width: 260px;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .chip.any {
      font-family: inherit;
      color: var(--eb-fg-muted);
    }
    .actions {
      display: flex;
      gap: 6px;
      justify-content: flex-end;
    }
    .btn svg {
      width: 15px;
      height: 15px;
    }
    .empty {
      padding: 40px;
      text-align: center;
      color: var(--eb-fg-muted);
    }
    .secret-box {
      display: flex;
      gap: 8px;
    }
    .secret-box .input {
      font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
      font-size: 13px;
      background: var(--eb-bg-subtle);
    }
    .modes {
      display: grid;
      gap: 8px;
      border: 0;
      padding: 0;
      margin: 0;
    }
    .modes legend {
      font-weight: 550;
      margin-bottom: 6px;
      padding: 0;
    }
    .mode {
      display: flex;
      gap: 10px;
      align-items: flex-start;
      padding: 10px 12px;
      border: 1px solid var(--eb-border);
      border-radius: 10px;
      cursor: pointer;
    }
    .mode:has(input:checked) {
      border-color: var(--eb-accent);
      background: var(--eb-accent-soft);
    }
    .mode input {
      margin-top: 3px;
      accent-color: var(--eb-accent);
    }
    .mode span {
      display: grid;
      gap: 2px;
    }
    .status-line {
      min-height: 20px;
      margin-top: 12px;
      color: var(--eb-fg-muted);
    }
    /* Phones: each key becomes a stacked card; cells name their column. */
    @media (max-width: 720px) {
      table {
        min-width: 0;
      }
      thead {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip: rect(0 0 0 0);
      }
      table,
      tbody,
      tr,
      tbody th,
      td {
        display: block;
      }
      tr {
        padding: 14px 16px;
        border-bottom: 1px solid var(--eb-border);
      }
      tr:last-child {
        border-bottom: 0;
      }
      tbody th,
      td {
        padding: 4px 0;
        border: 0;
      }
      td[data-label]::before {
        content: attr(data-label);
        display: block;
        margin-bottom: 2px;
        font-size: 12px;
        color: var(--eb-fg-muted);
      }
      .actions {
        justify-content: flex-start;
        flex-wrap: wrap;
        margin-top: 8px;
      }
    }
  `,
];
