import { css } from 'lit';
import { dialogFrame } from '../shared/dialog.styles';
import { controls } from '../shared/theme.styles';

export const historyStyles = [
  controls,
  dialogFrame,
  css`
    .body {
      flex: 1;
      min-height: 0;
      display: grid;
      grid-template-columns: 280px 1fr;
    }
    nav {
      overflow: auto;
      border-inline-end: 1px solid var(--eb-border);
      background: var(--eb-bg-subtle);
      padding: 8px;
    }
    ol {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      gap: 2px;
    }
    .version {
      width: 100%;
      display: grid;
      gap: 2px;
      padding: 8px 10px;
      border: 1px solid transparent;
      border-radius: var(--eb-radius-sm);
      background: transparent;
      color: inherit;
      font: inherit;
      text-align: start;
      cursor: pointer;
    }
    .version:hover {
      background: var(--eb-bg-muted);
    }
    .version[aria-current='true'] {
      background: var(--eb-accent-soft);
      border-color: var(--eb-accent);
    }
    .version:focus-visible {
      outline: 2px solid var(--eb-accent);
      outline-offset: 1px;
    }
    .title {
      font-weight: 600;
      font-size: 13px;
    }
    .restored {
      font-size: 12px;
      color: var(--eb-accent);
    }
    .meta,
    .muted {
      color: var(--eb-fg-muted);
      font-size: 12px;
    }
    .badge {
      margin-inline-start: 6px;
      padding: 1px 6px;
      border-radius: 999px;
      background: var(--eb-bg-muted);
      color: var(--eb-fg-muted);
      font-size: 11px;
      font-weight: 500;
    }
    .preview {
      display: flex;
      flex-direction: column;
      min-height: 0;
      background: var(--eb-stage);
    }
    iframe,
    .placeholder {
      flex: 1;
      margin: 16px 16px 0;
      border: 0;
      border-radius: var(--eb-radius);
      background: #fff;
      box-shadow: var(--eb-shadow);
    }
    .placeholder {
      background: var(--eb-bg-muted);
    }
    .notice {
      margin: 16px 16px 0;
    }
    footer {
      display: flex;
      align-items: center;
      justify-content: flex-end;
      gap: 12px;
      padding: 12px 16px;
    }
    /* A phone: the versions above the selected one, so its preview and "Restore" keep the width. */
    @media (max-width: 699px) {
      .body {
        grid-template-columns: minmax(0, 1fr);
        grid-template-rows: minmax(0, 35%) minmax(0, 1fr);
      }
      nav {
        border-inline-end: 0;
        border-bottom: 1px solid var(--eb-border);
      }
      iframe,
      .placeholder,
      .notice {
        margin: 8px 8px 0;
      }
      footer {
        flex-wrap: wrap;
        padding: 8px;
      }
    }
  `,
];
