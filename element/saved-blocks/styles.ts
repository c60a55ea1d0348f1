import { css } from 'lit';
import { controls } from '../shared/theme.styles';

export const saveDialogStyles = [
  controls,
  css`
    dialog {
      width: min(420px, calc(100vw - 48px));
      padding: 0;
      border: 1px solid var(--eb-border);
      border-radius: 12px;
      background: var(--eb-bg);
      color: var(--eb-fg);
      box-shadow: var(--eb-shadow-lg);
    }
    dialog::backdrop {
      background: rgb(10 10 14 / 55%);
    }
    header {
      display: flex;
      align-items: center;
      padding-block: 10px;
      padding-inline: 18px 12px;
      border-bottom: 1px solid var(--eb-border);
    }
    h2 {
      margin: 0;
      font-size: 14px;
      font-weight: 600;
      flex: 1;
    }
    form {
      display: flex;
      flex-direction: column;
      gap: 12px;
      padding: 16px 18px 18px;
    }
    .field {
      display: flex;
      flex-direction: column;
      gap: 4px;
    }
    .field > span {
      font-size: 12px;
      color: var(--eb-fg-muted);
    }
    .check {
      display: flex;
      gap: 6px;
      align-items: center;
    }
    .hint {
      margin: 0;
      font-size: 12px;
      color: var(--eb-fg-muted);
    }
    .error {
      margin: 0;
      color: var(--eb-danger);
    }
    .actions {
      display: flex;
      justify-content: flex-end;
      gap: 8px;
    }
  `,
];

export const savedListStyles = [
  controls,
  css`
    :host {
      display: block;
      margin-top: 18px;
    }
    h2 {
      margin: 0 0 8px;
      font-size: 11px;
      font-weight: 600;
      text-transform: uppercase;
      letter-spacing: 0.06em;
      color: var(--eb-fg-subtle);
    }
    .input {
      width: 100%;
      margin-bottom: 6px;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: flex;
      flex-direction: column;
      gap: 4px;
    }
    li {
      display: flex;
      align-items: center;
      gap: 2px;
      border: 1px solid var(--eb-border);
      border-radius: var(--eb-radius-sm);
      background: var(--eb-bg);
    }
    li:hover {
      border-color: var(--eb-accent);
    }
    .item {
      flex: 1;
      min-width: 0;
      display: flex;
      flex-direction: column;
      align-items: flex-start;
      padding: 6px 8px;
      border: 0;
      background: none;
      text-align: start;
      cursor: grab;
    }
    /* The block as it would be inserted, scaled into the column: a 680 px frame at 0.26 is ~177 px. */
    .thumb {
      align-self: stretch;
      aspect-ratio: auto;
      height: 56px;
      margin-bottom: 4px;
      border-radius: var(--eb-radius-sm);
      --eb-thumb-scale: 0.26;
    }
    .item:disabled {
      cursor: not-allowed;
      opacity: 0.5;
    }
    .name {
      /* A user's name for something keeps its own direction: an English name in an Arabic UI truncates at its end. */
      unicode-bidi: plaintext;
      max-width: 100%;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      font-size: 12px;
      font-weight: 500;
    }
    .tag {
      font-size: 11px;
      color: var(--eb-fg-subtle);
    }
    .btn.icon {
      width: 26px;
      height: 26px;
      padding: 0;
    }
    .btn.icon svg {
      width: 14px;
      height: 14px;
    }
    .edit {
      flex: 1;
      display: flex;
      flex-direction: column;
      gap: 6px;
      padding: 6px;
      font-size: 12px;
    }
    .edit p {
      margin: 0;
    }
    .row {
      display: flex;
      gap: 4px;
    }
    p.status {
      margin: 6px 0 0;
      font-size: 12px;
      color: var(--eb-fg-subtle);
    }
    p.error {
      color: var(--eb-danger);
    }
  `,
];
