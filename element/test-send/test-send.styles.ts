import { css } from 'lit';
import { dialogFrame, fitContent } from '../shared/dialog.styles';
import { controls } from '../shared/theme.styles';

export const testSendStyles = [
  controls,
  dialogFrame,
  fitContent,
  css`
    dialog[part='dialog'] {
      width: min(460px, calc(100vw - 32px));
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
