import { css } from 'lit';
import { dialogFrame } from '../shared/dialog.styles';
import { controls } from '../shared/theme.styles';

export const imagesDialogStyles = [
  controls,
  dialogFrame,
  css`
    dialog {
      width: min(860px, calc(100vw - 48px));
      height: min(680px, calc(100vh - 48px));
      font-size: 13px;
    }
    .bar {
      display: flex;
      gap: 8px;
      align-items: center;
      padding: 12px 18px 0;
    }
    .bar .input {
      flex: 1;
    }
    .hint {
      margin: 8px 18px 0;
      color: var(--eb-fg-muted);
      font-size: 12px;
    }
    .scroll {
      flex: 1;
      overflow: auto;
      padding: 12px 18px 18px;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
      gap: 10px;
    }
    li {
      position: relative;
      border: 1px solid var(--eb-border);
      border-radius: var(--eb-radius);
      background: var(--eb-bg-subtle);
      overflow: hidden;
    }
    .tile {
      display: flex;
      flex-direction: column;
      width: 100%;
      padding: 0;
      border: 0;
      background: none;
      color: inherit;
      font: inherit;
      text-align: start;
      cursor: pointer;
    }
    .tile:focus-visible {
      outline: 2px solid var(--eb-accent);
      outline-offset: -2px;
    }
    .thumb {
      height: 110px;
      display: grid;
      place-items: center;
      background: repeating-conic-gradient(var(--eb-bg-muted) 0 25%, var(--eb-bg) 0 50%) 0 0 / 16px 16px;
    }
    .thumb img {
      max-width: 100%;
      max-height: 110px;
      object-fit: contain;
    }
    .meta {
      padding: 6px 8px;
      display: flex;
      flex-direction: column;
      gap: 2px;
      min-width: 0;
    }
    .name {
      /* A user's name for something keeps its own direction: an English name in an Arabic UI truncates at its end. */
      unicode-bidi: plaintext;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .dims {
      color: var(--eb-fg-subtle);
      font-size: 11px;
    }
    .delete {
      position: absolute;
      top: 4px;
      inset-inline-end: 4px;
      background: var(--eb-bg);
    }
    .confirm {
      position: absolute;
      inset: 0;
      display: flex;
      flex-direction: column;
      gap: 6px;
      justify-content: center;
      padding: 8px;
      background: var(--eb-bg);
      font-size: 12px;
    }
    .confirm p {
      margin: 0;
    }
    .confirm .row {
      display: flex;
      flex-wrap: wrap;
      gap: 6px;
    }
    .confirm p {
      overflow-wrap: anywhere;
    }
    .status {
      margin: 12px 0 0;
      color: var(--eb-fg-muted);
      text-align: center;
    }
    .sentinel {
      height: 1px;
    }
    .crop,
    .alt {
      flex: 1;
      display: flex;
      gap: 18px;
      padding: 18px;
      overflow: auto;
    }
    .picture {
      flex: 1;
      display: grid;
      place-items: center;
      background: var(--eb-stage);
      border-radius: var(--eb-radius);
      min-height: 260px;
    }
    .frame {
      position: relative;
      user-select: none;
      touch-action: none;
    }
    .frame img {
      display: block;
      width: 100%;
      height: 100%;
    }
    .box {
      position: absolute;
      box-sizing: border-box;
      border: 2px solid #fff;
      outline: 1px solid rgb(0 0 0 / 60%);
      box-shadow: 0 0 0 9999px rgb(0 0 0 / 45%);
      cursor: move;
    }
    .box:focus-visible {
      border-color: var(--eb-accent);
    }
    /* On the picture, not the UI: the crop's corner stays bottom-right in any language. */
    .handle {
      position: absolute;
      right: -7px;
      bottom: -7px;
      width: 14px;
      height: 14px;
      background: #fff;
      border: 1px solid rgb(0 0 0 / 60%);
      border-radius: 3px;
      cursor: nwse-resize;
    }
    aside {
      width: 240px;
      display: flex;
      flex-direction: column;
      gap: 12px;
    }
    .field {
      display: flex;
      flex-direction: column;
      gap: 4px;
    }
    .label,
    .field > span {
      font-size: 12px;
      color: var(--eb-fg-muted);
    }
    .group {
      flex-wrap: wrap;
    }
    .actions {
      display: flex;
      gap: 8px;
      justify-content: flex-end;
      margin-top: auto;
    }
    progress {
      width: 100%;
    }
    .error {
      color: var(--eb-danger);
      margin: 0;
    }
    .preview {
      max-width: 100%;
      max-height: 360px;
    }
    .check {
      display: flex;
      gap: 6px;
      align-items: center;
    }
  `,
];
