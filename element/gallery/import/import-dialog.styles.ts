import { css } from 'lit';
import { cardDialog } from '../../shared/dialog.styles';
import { controls } from '../../shared/theme.styles';

export const importDialogStyles = [
  controls,
  cardDialog,
  css`
    dialog {
      width: min(640px, calc(100% - 32px));
    }
    label {
      margin-bottom: 12px;
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
      color: var(--eb-danger);
    }
  `,
];
