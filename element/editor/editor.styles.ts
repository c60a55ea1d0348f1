import { css } from 'lit';
import { controls } from '../shared/theme.styles';

export const editorStyles = [
  controls,
  css`
    :host {
      display: flex;
      flex-direction: column;
      height: 100%;
      min-height: 0;
    }
    .toolbar {
      display: flex;
      align-items: center;
      gap: 6px;
      padding: 8px 12px;
      border-bottom: 1px solid var(--eb-border);
      background: var(--eb-bg);
      flex-wrap: wrap;
    }
    .name {
      display: flex;
      align-items: center;
      gap: 10px;
      min-width: 0;
      flex: 1;
    }
    .name input {
      width: min(320px, 100%);
      height: 30px;
      padding: 0 8px;
      border: 1px solid transparent;
      border-radius: var(--eb-radius-sm);
      background: transparent;
      font-weight: 600;
      font-size: 14px;
      text-overflow: ellipsis;
    }
    .name input:hover:not(:read-only) {
      border-color: var(--eb-border);
    }
    .name input:focus-visible {
      border-color: var(--eb-accent);
    }
    .status {
      display: inline-flex;
      align-items: center;
      gap: 6px;
      color: var(--eb-fg-subtle);
      font-size: 12px;
      white-space: nowrap;
    }
    .status::before {
      content: '';
      width: 7px;
      height: 7px;
      border-radius: 50%;
      background: var(--eb-success);
    }
    /* Green means "safe on the server": never for work that was not saved or cannot be. */
    .status.new::before,
    .status.read-only::before {
      background: var(--eb-fg-subtle);
    }
    .status.dirty::before,
    .status.saving::before {
      background: var(--eb-warning);
    }
    .status.error {
      color: var(--eb-danger);
    }
    .status.error::before {
      background: var(--eb-danger);
    }
    .divider {
      width: 1px;
      height: 20px;
      background: var(--eb-border);
      margin: 0 4px;
    }
    .banner {
      margin: 8px 12px 0;
    }
    .body {
      flex: 1;
      display: grid;
      grid-template-columns: 216px minmax(0, 1fr) 288px;
      min-height: 0;
    }
    aside {
      overflow: auto;
      background: var(--eb-bg);
      min-height: 0;
    }
    .left {
      border-right: 1px solid var(--eb-border);
      padding: 14px 12px;
      display: flex;
      flex-direction: column;
      gap: 16px;
    }
    .right {
      border-left: 1px solid var(--eb-border);
    }
    eb-canvas {
      min-height: 0;
    }
    @media (max-width: 900px) {
      .body {
        grid-template-columns: 168px minmax(0, 1fr) 240px;
      }
    }
  `,
];
