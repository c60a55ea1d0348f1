import { css } from 'lit';
import { cardDialog } from '../shared/dialog.styles';
import { controls } from '../shared/theme.styles';

/** The toolbar's approval status: a badge coloured by status, then the moves. */
export const reviewStyles = [
  controls,
  cardDialog,
  css`
    :host {
      display: inline-flex;
      align-items: center;
      gap: 6px;
      flex-wrap: wrap;
    }
    .badge {
      white-space: nowrap;
      padding: 2px 8px;
      border-radius: 999px;
      background: var(--eb-bg-muted);
      color: var(--eb-fg-muted);
      font-size: 12px;
      font-weight: 600;
    }
    .badge.in_review {
      background: var(--eb-warning-soft);
      color: var(--eb-warning);
    }
    .badge.approved {
      background: var(--eb-accent-soft);
      color: var(--eb-success);
    }
    .error {
      color: var(--eb-danger);
      font-size: 12px;
    }
    textarea {
      font: inherit;
      font-weight: 400;
      padding: 6px 8px;
      border: 1px solid var(--eb-border-strong);
      border-radius: var(--eb-radius-sm);
      background: var(--eb-bg);
      color: var(--eb-fg);
      resize: vertical;
    }
  `,
];
