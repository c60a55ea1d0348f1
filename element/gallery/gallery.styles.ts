import { css } from 'lit';
import { controls } from '../shared/theme.styles';

export const galleryStyles = [
  controls,
  css`
    :host {
      display: flex;
      flex-direction: column;
      min-height: 0;
      height: 100%;
      background: var(--eb-bg-subtle);
    }
    header {
      display: flex;
      align-items: center;
      gap: 16px;
      padding: 16px 24px 0;
      flex-wrap: wrap;
    }
    h2 {
      margin: 0;
      font-size: 18px;
      font-weight: 600;
      letter-spacing: -0.01em;
      flex: 1;
    }
    .search {
      position: relative;
      width: min(280px, 100%);
    }
    .search svg {
      position: absolute;
      left: 9px;
      top: 7px;
      width: 16px;
      height: 16px;
      color: var(--eb-fg-subtle);
    }
    .search .input {
      padding-left: 32px;
    }
    [role='tablist'] {
      display: flex;
      gap: 4px;
      padding: 12px 24px 0;
      border-bottom: 1px solid var(--eb-border);
    }
    [role='tab'] {
      border: 0;
      background: none;
      padding: 8px 10px 10px;
      margin-bottom: -1px;
      border-bottom: 2px solid transparent;
      color: var(--eb-fg-muted);
      font-weight: 500;
      cursor: pointer;
      border-radius: var(--eb-radius-sm) var(--eb-radius-sm) 0 0;
    }
    [role='tab']:hover {
      color: var(--eb-fg);
    }
    [role='tab'][aria-selected='true'] {
      color: var(--eb-fg);
      border-bottom-color: var(--eb-accent);
    }
    .count {
      margin-left: 6px;
      padding: 1px 6px;
      border-radius: 10px;
      background: var(--eb-bg-muted);
      font-size: 11px;
      color: var(--eb-fg-muted);
    }
    [role='tabpanel'] {
      flex: 1;
      overflow: auto;
      padding: 20px 24px 28px;
    }
    [role='tabpanel']:focus-visible {
      box-shadow: inset 0 0 0 2px var(--eb-accent);
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
      display: flex;
      flex-direction: column;
      border: 1px solid var(--eb-border);
      border-radius: var(--eb-radius);
      background: var(--eb-bg);
      overflow: hidden;
      transition: box-shadow 0.15s, border-color 0.15s, transform 0.15s;
    }
    .card:hover {
      box-shadow: var(--eb-shadow);
      border-color: var(--eb-border-strong);
      transform: translateY(-1px);
    }
    .card:focus-within {
      box-shadow: var(--eb-focus);
    }
    .card eb-thumbnail {
      border-bottom: 1px solid var(--eb-border);
    }
    .meta {
      padding: 10px 12px 12px;
      display: flex;
      flex-direction: column;
      gap: 2px;
      min-width: 0;
    }
    .open {
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
    .open:focus-visible {
      box-shadow: none;
    }
    .sub {
      display: flex;
      align-items: center;
      gap: 6px;
      color: var(--eb-fg-subtle);
      font-size: 12px;
    }
    .badge {
      padding: 1px 6px;
      border-radius: 4px;
      background: var(--eb-accent-soft);
      color: var(--eb-accent);
      font-size: 11px;
      font-weight: 600;
    }
    .new {
      display: flex;
      flex-direction: column;
      align-items: center;
      justify-content: center;
      gap: 8px;
      min-height: 100%;
      aspect-ratio: auto;
      border: 1.5px dashed var(--eb-border-strong);
      border-radius: var(--eb-radius);
      background: transparent;
      color: var(--eb-fg-muted);
      font-weight: 600;
      cursor: pointer;
      padding: 24px;
      width: 100%;
    }
    .new:hover {
      border-color: var(--eb-accent);
      color: var(--eb-accent);
      background: var(--eb-accent-soft);
    }
    .new svg {
      width: 28px;
      height: 28px;
    }
    .skeleton {
      border-radius: var(--eb-radius);
      aspect-ratio: 4 / 3.9;
      background: linear-gradient(90deg, var(--eb-bg-muted) 0%, var(--eb-bg) 50%, var(--eb-bg-muted) 100%) 0 0 / 200% 100%;
      animation: shimmer 1.4s infinite linear;
    }
    @keyframes shimmer {
      to {
        background-position: -200% 0;
      }
    }
    @media (prefers-reduced-motion: reduce) {
      .skeleton {
        animation: none;
      }
      .card {
        transition: none;
      }
    }
    .empty {
      grid-column: 1 / -1;
      text-align: center;
      padding: 32px 16px;
      color: var(--eb-fg-muted);
    }
    .empty strong {
      display: block;
      color: var(--eb-fg);
      font-size: 15px;
      margin-bottom: 4px;
    }
    .notice {
      margin: 12px 24px 0;
    }
    [role='tabpanel'] .notice {
      margin: 0 0 16px;
    }
  `,
];
