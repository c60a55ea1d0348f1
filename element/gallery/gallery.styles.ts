import { css } from 'lit';
import { controls } from '../shared/theme.styles';
import { thumbnailBox, thumbnailPlaceholder } from './thumbnail-box.styles';

export const galleryStyles = [
  controls,
  css`
    :host {
      display: flex;
      flex-direction: column;
      height: 100%;
      min-height: 0;
      background: var(--eb-bg-subtle);
    }
    header {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 16px;
      padding: 16px 24px 0;
    }
    h2 {
      margin: 0;
      font-size: 18px;
      font-weight: 600;
      /* Its whole title first (a CJK title may break after any character and would stack one per
         line on a phone); the search and sort wrap below it when the row is too narrow. */
      flex: 1 0 auto;
    }
    .search {
      position: relative;
      width: min(280px, 50%);
    }
    .search svg {
      position: absolute;
      inset-inline-start: 9px;
      top: 7px;
      width: 16px;
      color: var(--eb-fg-subtle);
    }
    .search .input {
      padding-inline-start: 32px;
    }
    [role='tablist'] {
      display: flex;
      gap: 4px;
      padding: 12px 24px 0;
      border-bottom: 1px solid var(--eb-border);
    }
    [role='tab'] {
      border: 0;
      border-bottom: 2px solid transparent;
      margin-bottom: -1px;
      padding: 8px 10px 10px;
      background: none;
      color: var(--eb-fg-muted);
      font-weight: 500;
      cursor: pointer;
    }
    [role='tab']:hover,
    [role='tab'][aria-selected='true'] {
      color: var(--eb-fg);
    }
    [role='tab'][aria-selected='true'] {
      border-bottom-color: var(--eb-accent);
    }
    [role='tabpanel'] {
      flex: 1;
      overflow: auto;
      padding: 20px 24px 28px;
    }
    .grid {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
      gap: 18px;
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .card {
      position: relative;
      border: 1px solid var(--eb-border);
      border-radius: var(--eb-radius);
      background: var(--eb-bg);
      overflow: hidden;
    }
    .card:hover {
      box-shadow: var(--eb-shadow);
      border-color: var(--eb-border-strong);
    }
    .card:focus-within {
      box-shadow: var(--eb-focus);
    }
    eb-thumbnail,
    .thumb {
      border-bottom: 1px solid var(--eb-border);
    }
    /* eb-thumbnail's box and placeholder, drawn by the gallery until the first cards are painted. */
    .thumb {
      ${thumbnailBox}
    }
    .thumb::after {
      content: '';
      ${thumbnailPlaceholder}
    }
    .meta {
      display: grid;
      gap: 2px;
      padding: 10px 12px 12px;
    }
    .open {
      /* A user's name for something keeps its own direction: an English name in an Arabic UI truncates at its end. */
      unicode-bidi: plaintext;
      all: unset;
      font-weight: 600;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
      cursor: pointer;
    }
    .open::after {
      content: '';
      position: absolute;
      inset: 0;
    }
    .sub {
      display: flex;
      gap: 6px;
      min-width: 0;
      padding-inline-end: 28px;
      color: var(--eb-fg-subtle);
      font-size: 12px;
    }
    /* Who is editing the template now: small overlapping avatars before the date. */
    .people {
      display: inline-flex;
      flex: none;
    }
    .person {
      display: grid;
      place-items: center;
      width: 18px;
      height: 18px;
      border-radius: 50%;
      border: 1px solid var(--eb-bg, #fff);
      color: #fff;
      font-size: 9px;
      font-weight: 600;
      line-height: 1;
    }
    .person + .person {
      margin-inline-start: -5px;
    }
    .badge {
      flex: none;
      white-space: nowrap;
      padding: 0 6px;
      border-radius: 4px;
      background: var(--eb-accent-soft);
      color: var(--eb-accent);
      font-weight: 600;
    }
    .edited {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    /* Above the card-wide click target of the name button. */
    .actions {
      position: absolute;
      inset-inline-end: 6px;
      bottom: 8px;
      z-index: 1;
      display: grid;
      place-items: center;
      width: 28px;
      height: 28px;
      padding: 0;
      border: 0;
      border-radius: var(--eb-radius-sm);
      background: none;
      color: var(--eb-fg-muted);
      cursor: pointer;
    }
    .actions:hover,
    .actions[aria-expanded='true'] {
      background: var(--eb-bg-muted);
      color: var(--eb-fg);
    }
    .actions svg {
      width: 20px;
      stroke-width: 3;
    }
    /* Beats the shared full-width select.input: the sort takes its content's width, beside the search. */
    select.input.sort {
      width: auto;
      flex: none;
    }
    .sentinel {
      grid-column: 1 / -1;
      min-height: 1px;
      text-align: center;
      color: var(--eb-fg-muted);
    }
    .new {
      width: 100%;
      height: 100%;
      min-height: 180px;
      display: grid;
      place-content: center;
      justify-items: center;
      gap: 8px;
      border: 1.5px dashed var(--eb-border-strong);
      border-radius: var(--eb-radius);
      background: none;
      color: var(--eb-fg-muted);
      font-weight: 600;
      cursor: pointer;
    }
    .new:hover {
      border-color: var(--eb-accent);
      color: var(--eb-accent);
      background: var(--eb-accent-soft);
    }
    .new svg {
      width: 28px;
    }
    .skeleton {
      aspect-ratio: 4 / 3.9;
      border-radius: var(--eb-radius);
      background: var(--eb-bg-muted);
      animation: pulse 1.2s infinite alternate;
    }
    @keyframes pulse {
      to {
        opacity: 0.5;
      }
    }
    @media (prefers-reduced-motion: reduce) {
      .skeleton {
        animation: none;
      }
    }
    .empty {
      grid-column: 1 / -1;
      padding: 32px 16px;
      text-align: center;
      color: var(--eb-fg-muted);
    }
    .empty strong {
      display: block;
      margin-bottom: 4px;
      color: var(--eb-fg);
      font-size: 15px;
    }
    .notice {
      margin: 12px 24px 0;
    }
    [role='tabpanel'] .notice {
      margin: 0 0 16px;
    }
  `,
];
