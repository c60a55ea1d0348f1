import { css } from 'lit';
import { controls } from '../../shared/theme.styles';

export const importDialogStyles = [
  controls,
  css`
    dialog {
      width: min(640px, calc(100% - 32px));
      padding: 20px;
      border: 1px solid var(--eb-border);
      border-radius: var(--eb-radius);
      background: var(--eb-bg);
      color: var(--eb-fg);
      box-shadow: var(--eb-shadow);
    }
    dialog::backdrop {
      background: rgb(0 0 0 / 0.35);
    }
    h2 {
      margin: 0 0 12px;
      font-size: 16px;
    }
    label {
      display: grid;
      gap: 6px;
      margin-bottom: 12px;
      font-weight: 600;
    }
    textarea {
      min-height: 160px;
      font-family: ui-monospace, monospace;
      font-size: 12px;
      resize: vertical;
    }
    .hint,
    .report p {
      margin: 0 0 12px;
      color: var(--eb-fg-muted);
    }
    .report {
      margin-bottom: 12px;
      padding: 12px;
      border: 1px solid var(--eb-border);
      border-radius: var(--eb-radius);
    }
    .report ul {
      max-height: 160px;
      margin: 0;
      padding-inline-start: 20px;
      overflow: auto;
    }
    .error {
      margin: 0 0 12px;
      color: var(--eb-danger, #b91c1c);
    }
    .buttons {
      display: flex;
      justify-content: flex-end;
      gap: 8px;
    }
  `,
];
