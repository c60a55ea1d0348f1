import { css } from 'lit';
import { floatingPanel } from '../shared/panel.styles';
import { controls } from '../shared/theme.styles';

const fields = css`
  textarea {
    width: 100%;
    min-height: 52px;
    max-height: 200px;
    padding: 6px 8px;
    resize: vertical;
    border: 1px solid var(--eb-border-strong);
    border-radius: var(--eb-radius-sm);
    background: var(--eb-bg);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: center;
    margin-top: 6px;
  }
  .error {
    margin: 6px 0 0;
    color: var(--eb-danger);
  }
`;

export const composerStyles = [
  controls,
  fields,
  css`
    :host {
      display: block;
    }
    label {
      display: block;
      margin-bottom: 4px;
      font-weight: 600;
      font-size: 12px;
    }
    .field {
      position: relative;
    }
    [role='listbox'] {
      position: absolute;
      inset-inline: 0;
      top: 100%;
      z-index: 2;
      margin: 2px 0 0;
      padding: 4px;
      list-style: none;
      max-height: 180px;
      overflow: auto;
      background: var(--eb-bg);
      border: 1px solid var(--eb-border-strong);
      border-radius: var(--eb-radius-sm);
      box-shadow: var(--eb-shadow-lg);
    }
    [role='option'] {
      padding: 4px 8px;
      border-radius: var(--eb-radius-sm);
      cursor: pointer;
    }
    [role='option'][aria-selected='true'] {
      background: var(--eb-accent-soft);
    }
    .none {
      color: var(--eb-fg-muted);
      cursor: default;
    }
  `,
];

export const commentsStyles = [
  controls,
  floatingPanel,
  fields,
  css`
    section {
      display: flex;
      flex-direction: column;
      min-height: 0;
      flex: 1;
    }
    .filter {
      display: flex;
      gap: 4px;
      padding: 8px 12px 0;
    }
    .new {
      padding: 8px 12px;
      border-bottom: 1px solid var(--eb-border);
    }
    .list {
      overflow: auto;
      padding: 8px 12px 12px;
      min-height: 0;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: flex;
      flex-direction: column;
      gap: 8px;
    }
    .thread {
      padding: 8px 10px;
      border: 1px solid var(--eb-border);
      border-inline-start: 3px solid var(--eb-accent);
      border-radius: var(--eb-radius-sm);
      background: var(--eb-bg-subtle);
    }
    .thread.resolved {
      border-inline-start-color: var(--eb-border-strong);
    }
    .replies {
      margin: 6px 0 0;
      padding-inline-start: 12px;
      border-inline-start: 2px solid var(--eb-border);
      gap: 6px;
    }
    p {
      margin: 0;
    }
    .anchor {
      font-size: 12px;
      color: var(--eb-fg-muted);
      margin-bottom: 4px;
    }
    .meta {
      display: flex;
      flex-wrap: wrap;
      gap: 6px;
      align-items: baseline;
    }
    time,
    .edited {
      font-size: 12px;
      color: var(--eb-fg-muted);
    }
    /* Plain text as written: line breaks kept, long words wrapped. */
    .text {
      white-space: pre-wrap;
      overflow-wrap: anywhere;
      margin: 2px 0;
    }
    .actions.small {
      margin-top: 0;
    }
    .link {
      border: 0;
      padding: 0;
      background: none;
      color: var(--eb-accent);
      cursor: pointer;
      font-size: 12px;
      text-decoration: underline;
    }
    .link.danger {
      color: var(--eb-danger);
    }
    .empty {
      padding: 16px 0;
      color: var(--eb-fg-muted);
    }
    /* No inspector column beside it: over the canvas's end; on a phone, over the whole canvas. */
    @container eb-editor (max-width: 1151px) {
      :host {
        inset-inline-end: 8px;
        width: min(360px, calc(100% - 16px));
      }
    }
    @container eb-editor (max-width: 699px) {
      :host {
        inset: 0;
        width: auto;
        max-height: none;
        border-radius: 0;
        box-shadow: none;
      }
    }
  `,
];
