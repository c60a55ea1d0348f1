import { css } from 'lit';
import { controls } from '../shared/theme.styles';

export const inspectorStyles = [
  controls,
  css`
    :host {
      display: block;
    }
    header {
      display: flex;
      /* The block's name, Writing help and Save as block do not fit one line of a 288 px panel in every language. */
      flex-wrap: wrap;
      align-items: center;
      gap: 6px 8px;
      padding: 14px 16px 12px;
      border-bottom: 1px solid var(--eb-border);
    }
    header h2 {
      margin: 0;
      font-size: 14px;
      font-weight: 600;
      flex: 1 0 auto;
    }
    header svg {
      width: 16px;
      height: 16px;
      color: var(--eb-fg-muted);
    }
    section {
      padding: 12px 16px 14px;
      border-bottom: 1px solid var(--eb-border);
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 10px;
    }
    h3 {
      margin: 0;
      font-size: 11px;
      font-weight: 600;
      text-transform: uppercase;
      letter-spacing: 0.06em;
      color: var(--eb-fg-subtle);
    }
    .field {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 4px;
    }
    .field > span,
    .field > label,
    .label {
      color: var(--eb-fg-muted);
      font-size: 12px;
      font-weight: 500;
    }
    .field {
      min-width: 0;
    }
    .row {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      gap: 8px;
    }
    .quad {
      display: grid;
      grid-template-columns: repeat(4, minmax(0, 1fr));
      gap: 6px;
    }
    .quad .input {
      padding: 0 4px;
      text-align: center;
    }
    .quad small {
      display: block;
      text-align: center;
      color: var(--eb-fg-subtle);
      font-size: 10px;
      margin-top: 2px;
    }
    .color {
      display: flex;
      gap: 6px;
      align-items: center;
    }
    .swatches {
      display: flex;
      flex-wrap: wrap;
      gap: 4px;
      margin-top: 4px;
    }
    .swatch {
      width: 20px;
      height: 20px;
      padding: 0;
      border: 1px solid var(--eb-border-strong);
      border-radius: 50%;
      cursor: pointer;
    }
    .color input[type='color'] {
      flex: none;
      width: 30px;
      height: 30px;
      padding: 2px;
      border: 1px solid var(--eb-border);
      border-radius: var(--eb-radius-sm);
      background: var(--eb-bg);
      cursor: pointer;
    }
    .color .input {
      font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
      text-transform: lowercase;
    }
    .check {
      display: flex;
      align-items: center;
      gap: 8px;
      cursor: pointer;
    }
    .check input {
      width: 15px;
      height: 15px;
      accent-color: var(--eb-accent);
      margin: 0;
    }
    /* The alignment choices name the email's physical sides: Left stays on the left in a right-to-left UI too. */
    .segmented {
      direction: ltr;
      display: flex;
      padding: 2px;
      gap: 2px;
      border-radius: var(--eb-radius-sm);
      background: var(--eb-bg-muted);
    }
    .segmented button {
      flex: 1;
      height: 26px;
      border: 0;
      border-radius: 4px;
      background: transparent;
      color: var(--eb-fg-muted);
      cursor: pointer;
      font-size: 12px;
      font-weight: 500;
    }
    .segmented button[aria-pressed='true'] {
      background: var(--eb-bg);
      color: var(--eb-fg);
      box-shadow: var(--eb-shadow);
    }
    .error {
      color: var(--eb-danger);
      font-size: 12px;
    }
    .with-tags {
      display: flex;
      gap: 4px;
      align-items: center;
    }
    .with-tags .input {
      flex: 1;
      min-width: 0;
    }
    .tag-warning {
      display: flex;
      gap: 6px;
      align-items: flex-start;
      margin: 0 16px 8px;
      padding: 6px 8px;
      border-radius: var(--eb-radius-sm);
      background: color-mix(in srgb, var(--eb-warning) 14%, transparent);
      color: var(--eb-fg);
      font-size: 12px;
    }
    .tag-warning svg {
      flex: none;
      width: 14px;
      height: 14px;
      color: var(--eb-warning);
    }
    .hint {
      color: var(--eb-fg-subtle);
      font-size: 12px;
      margin: 0;
    }
    .hint.upgrade {
      display: flex;
      align-items: center;
      gap: 6px;
      color: var(--eb-warning);
    }
    .hint svg {
      width: 14px;
      height: 14px;
    }
    .item {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      gap: 6px;
      align-items: end;
      padding: 8px;
      border: 1px solid var(--eb-border);
      border-radius: var(--eb-radius-sm);
      background: var(--eb-bg-subtle);
    }
    .item > :nth-child(2) {
      grid-column: 1 / -1;
      grid-row: 2;
    }
      .prop {
      display: contents;
    }
    [role='tablist'] {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: 4px;
      padding: 8px 16px;
      border-bottom: 1px solid var(--eb-border);
    }
    [role='tab'] {
      height: 28px;
      border: 1px solid var(--eb-border);
      border-radius: var(--eb-radius-sm);
      background: var(--eb-bg);
      color: var(--eb-fg-muted);
      font: inherit;
      font-size: 12px;
      cursor: pointer;
    }
    [role='tab'][aria-selected='true'] {
      border-color: var(--eb-accent);
      background: var(--eb-accent-soft);
      color: var(--eb-fg);
      font-weight: 600;
    }
    .locked-note {
      margin: 12px 14px 0;
      font-size: 12px;
    }
  `,
];
