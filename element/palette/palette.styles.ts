import { css } from 'lit';
import { controls } from '../shared/theme.styles';

export const paletteStyles = [
  controls,
  css`
    :host {
      display: block;
    }
    h2 {
      margin: 0 0 8px;
      font-size: 11px;
      font-weight: 600;
      text-transform: uppercase;
      letter-spacing: 0.06em;
      color: var(--eb-fg-subtle);
    }
    ul {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: 6px;
      list-style: none;
      margin: 0;
      padding: 0;
    }
    button {
      width: 100%;
      display: flex;
      flex-direction: column;
      align-items: center;
      gap: 6px;
      padding: 10px 4px 8px;
      border: 1px solid var(--eb-border);
      border-radius: var(--eb-radius-sm);
      background: var(--eb-bg);
      color: var(--eb-fg);
      font-size: 12px;
      font-weight: 500;
      cursor: grab;
      transition: border-color 0.12s, background 0.12s, color 0.12s;
    }
    button:hover:not(:disabled) {
      border-color: var(--eb-accent);
      color: var(--eb-accent);
      background: var(--eb-accent-soft);
    }
    button:disabled {
      opacity: 0.5;
      cursor: not-allowed;
    }
    button svg {
      width: 18px;
      height: 18px;
      color: var(--eb-fg-muted);
    }
    button:hover:not(:disabled) svg {
      color: inherit;
    }
    p {
      margin: 10px 0 0;
      color: var(--eb-fg-subtle);
      font-size: 12px;
    }
  `,
];
