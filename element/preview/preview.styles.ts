import { css } from 'lit';
import { dialogFrame } from '../shared/dialog.styles';
import { controls } from '../shared/theme.styles';

export const previewStyles = [
  controls,
  dialogFrame,
  css`
    .body {
      flex: 1;
      overflow: auto;
      background: var(--eb-stage);
      display: flex;
      justify-content: center;
      padding: 20px;
    }
    .conditions {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 4px 16px;
      margin: 0;
      padding: 8px 16px;
      border: 0;
      border-bottom: 1px solid var(--eb-border);
    }
    .conditions legend {
      float: inline-start;
      font-weight: 600;
      padding: 0;
      margin-inline-end: 8px;
    }
    header .group button[aria-pressed='true'] {
      background: var(--eb-accent-soft);
      color: var(--eb-accent);
    }
    header .group {
      display: flex;
      gap: 2px;
      flex-wrap: wrap;
    }
    .check {
      display: flex;
      align-items: center;
      gap: 6px;
      font-size: 13px;
      white-space: nowrap;
    }
    .note {
      margin: 0;
      padding: 6px 18px;
      font-size: 12px;
      color: var(--eb-fg-muted);
      border-bottom: 1px solid var(--eb-border);
    }
    footer {
      display: flex;
      align-items: center;
      gap: 8px;
      padding-block: 10px;
      padding-inline: 18px 12px;
      border-top: 1px solid var(--eb-border);
      font-size: 13px;
    }
    .grow {
      flex: 1;
    }
    /* A phone: title and close button on the first row, the views and sample data below them;
       the export buttons wrap. */
    @media (max-width: 699px) {
      header .group,
      header .check {
        order: 1;
      }
      header .group {
        flex-basis: 100%;
      }
      footer {
        flex-wrap: wrap;
        padding-inline: 14px;
      }
      footer .grow {
        flex-basis: 100%;
      }
      .body {
        padding: 8px;
      }
    }
    .text {
      width: min(720px, 100%);
      margin: 0;
      padding: 24px;
      background: var(--eb-bg);
      color: var(--eb-fg);
      border-radius: var(--eb-radius);
      white-space: pre-wrap;
      font: 13px/1.6 ui-monospace, SFMono-Regular, Menlo, monospace;
      overflow: auto;
    }
    iframe {
      max-width: 100%;
      height: 100%;
      min-height: 600px;
      border: 0;
      background: #fff;
      border-radius: var(--eb-radius);
      box-shadow: var(--eb-shadow);
    }
  `,
];
