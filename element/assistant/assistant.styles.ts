import { css } from 'lit';
import { dialogFrame, fitContent } from '../shared/dialog.styles';
import { controls } from '../shared/theme.styles';

export const assistantStyles = [
  controls,
  dialogFrame,
  fitContent,
  css`
    dialog[part='dialog'] {
      width: min(520px, calc(100vw - 32px));
    }
    .body {
      display: grid;
      gap: 14px;
      padding: 16px 18px 18px;
      overflow: auto;
    }
    section {
      display: grid;
      gap: 8px;
    }
    h3 {
      margin: 0;
      font-size: 12px;
      font-weight: 600;
      color: var(--eb-fg-muted);
    }
    .hint {
      margin: 0;
      font-size: 12px;
      color: var(--eb-fg-muted);
    }
    dl {
      display: grid;
      gap: 4px;
      margin: 0;
    }
    dt {
      font-size: 12px;
      font-weight: 600;
    }
    dd {
      margin: 0 0 6px;
      max-height: 8em;
      overflow: auto;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
      text-align: start;
    }
    dd.empty {
      color: var(--eb-fg-subtle);
      font-style: italic;
    }
    .row {
      display: flex;
      flex-wrap: wrap;
      align-items: end;
      gap: 8px;
    }
    label {
      display: grid;
      gap: 4px;
      font-size: 12px;
      font-weight: 600;
      flex: 1 1 10rem;
    }
    .suggestion {
      padding: 12px;
      border: 1px solid var(--eb-border);
      border-radius: var(--eb-radius-sm);
      background: var(--eb-bg-subtle);
    }
    .text {
      margin: 0;
      max-height: 14em;
      overflow: auto;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
      text-align: start;
    }
    .choices {
      display: grid;
      gap: 6px;
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .btn.choice {
      width: 100%;
      height: auto;
      min-height: 30px;
      padding-block: 6px;
      justify-content: flex-start;
      white-space: normal;
      text-align: start;
    }
    .notice {
      margin: 0;
    }
    footer {
      display: flex;
      flex-wrap: wrap;
      justify-content: flex-end;
      gap: 8px;
    }
    footer:empty {
      display: none;
    }
  `,
];
