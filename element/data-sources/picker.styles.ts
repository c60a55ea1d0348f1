import { css } from 'lit';
import { dialogFrame, fitContent } from '../shared/dialog.styles';
import { controls } from '../shared/theme.styles';

export const pickerStyles = [
  controls,
  dialogFrame,
  fitContent,
  css`
    dialog[part='dialog'] {
      width: min(480px, calc(100vw - 32px));
    }
    .body {
      display: grid;
      gap: 10px;
      padding: 16px 18px 18px;
    }
    .status {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 8px;
      margin: 0;
      font-size: 13px;
      color: var(--eb-fg-muted);
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
      max-height: min(360px, 60vh);
      overflow: auto;
    }
    li {
      display: flex;
      align-items: center;
      gap: 10px;
      padding: 6px 8px;
      border-radius: var(--eb-radius-sm);
      cursor: pointer;
    }
    li[aria-selected='true'],
    li:hover {
      background: var(--eb-accent-soft);
    }
    li img,
    .no-image {
      flex: none;
      width: 36px;
      height: 36px;
      border-radius: 4px;
      object-fit: cover;
      background: var(--eb-bg-muted);
    }
    .text {
      display: grid;
      min-width: 0;
    }
    .title {
      font-size: 13px;
      font-weight: 600;
    }
    .subtitle {
      font-size: 12px;
      color: var(--eb-fg-muted);
    }
  `,
];
