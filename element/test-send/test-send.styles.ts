import { css } from 'lit';
import { dialogFrame } from '../shared/dialog.styles';
import { controls } from '../shared/theme.styles';

export const testSendStyles = [
  controls,
  dialogFrame,
  css`
    dialog[part='dialog'] {
      width: min(460px, calc(100vw - 32px));
      /* A modal dialog is pinned top and bottom: auto would stretch it; fit its content instead. */
      height: fit-content;
      max-height: calc(100vh - 48px);
    }
    form {
      display: grid;
      gap: 12px;
      padding: 18px;
    }
    label {
      display: grid;
      gap: 6px;
      font-size: 13px;
      font-weight: 600;
    }
    .hint {
      margin: 0;
      font-size: 12px;
      color: var(--eb-fg-muted);
    }
    .result {
      margin: 0;
    }
    footer {
      display: flex;
      justify-content: flex-end;
      gap: 8px;
    }
  `,
];
