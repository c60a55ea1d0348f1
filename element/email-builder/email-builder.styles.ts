import { css } from 'lit';
import { controls, tokens } from '../shared/theme.styles';

export const builderStyles = [
  tokens,
  controls,
  css`
    :host {
      display: block;
      position: relative;
      height: var(--eb-height, 100%);
      min-height: var(--eb-min-height, 560px);
      background: var(--eb-bg);
      border: 1px solid var(--eb-border);
      border-radius: var(--eb-outer-radius, 12px);
      overflow: hidden;
    }
    :host([hidden]) {
      display: none;
    }
    .screen {
      height: 100%;
    }
    /* Beats the screens' own :host display (a gallery lingering after it was left). */
    .screen[hidden] {
      display: none;
    }
    /* Waiting and error panels fill the whole element, whatever height its container gives it. */
    .center {
      position: absolute;
      inset: 0;
      display: grid;
      place-content: center;
      justify-items: center;
      gap: 16px;
      padding: 24px;
      background: var(--eb-bg-subtle);
    }
    .panel {
      max-width: 460px;
      padding: 24px;
      border: 1px solid var(--eb-border);
      border-radius: 12px;
      background: var(--eb-bg);
      box-shadow: var(--eb-shadow);
      display: grid;
      gap: 12px;
    }
    .panel h2 {
      margin: 0;
      font-size: 16px;
      display: flex;
      align-items: center;
      gap: 8px;
    }
    .panel h2 svg {
      width: 18px;
      height: 18px;
      color: var(--eb-danger);
    }
    .panel p {
      margin: 0;
      color: var(--eb-fg-muted);
    }
    .spinner {
      width: 22px;
      height: 22px;
      border: 2px solid var(--eb-border);
      border-top-color: var(--eb-accent);
      border-radius: 50%;
      animation: spin 0.8s linear infinite;
    }
    @keyframes spin {
      to {
        transform: rotate(360deg);
      }
    }
    .toast {
      position: absolute;
      left: 50%;
      bottom: 20px;
      transform: translateX(-50%);
      display: flex;
      align-items: center;
      gap: 10px;
      padding-block: 8px;
      padding-inline: 14px 8px;
      border-radius: 10px;
      background: var(--eb-fg);
      color: var(--eb-bg);
      box-shadow: var(--eb-shadow-lg);
      z-index: 10;
      max-width: calc(100% - 40px);
    }
    .toast .btn {
      height: 26px;
    }
    .powered {
      position: absolute;
      inset-inline-start: 12px;
      bottom: 8px;
      margin: 0;
      padding: 2px 6px;
      border-radius: 6px;
      background: var(--eb-bg);
      font-size: 11px;
      color: var(--eb-fg-subtle);
    }
    .powered a {
      color: inherit;
    }
  `,
];
