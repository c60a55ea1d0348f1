import { css } from 'lit';
import { floatingPanel } from '../shared/panel.styles';
import { controls } from '../shared/theme.styles';

export const checksStyles = [
  controls,
  floatingPanel,
  css`
    .list {
      overflow: auto;
      padding: 4px 12px 12px;
    }
    h3 {
      margin: 12px 0 6px;
      font-size: 12px;
      text-transform: uppercase;
      letter-spacing: 0.04em;
      color: var(--eb-fg-muted);
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: flex;
      flex-direction: column;
      gap: 8px;
    }
    li {
      padding: 8px 10px;
      border: 1px solid var(--eb-border);
      border-inline-start: 3px solid var(--eb-warning);
      border-radius: var(--eb-radius-sm);
      background: var(--eb-bg-subtle);
    }
    li.error {
      border-inline-start-color: var(--eb-danger);
    }
    li.info {
      border-inline-start-color: var(--eb-border-strong);
    }
    p {
      margin: 0 0 6px;
    }
    .actions,
    form {
      display: flex;
      flex-wrap: wrap;
      gap: 6px;
      align-items: center;
    }
    form {
      margin-bottom: 6px;
    }
    form input {
      flex: 1;
      min-width: 120px;
      height: 28px;
      padding: 0 8px;
      border: 1px solid var(--eb-border-strong);
      border-radius: var(--eb-radius-sm);
      background: var(--eb-bg);
    }
    .empty {
      padding: 16px 0;
      color: var(--eb-fg-muted);
    }
  `,
];
