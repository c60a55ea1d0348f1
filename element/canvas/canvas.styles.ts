import { css } from 'lit';
import { controls } from '../shared/theme.styles';

export const canvasStyles = [
  controls,
  css`
    :host {
      display: block;
      position: relative;
      height: 100%;
      min-height: 0;
    }
    .stage {
      height: 100%;
      overflow: auto;
      background: var(--eb-stage);
      padding: 24px;
      outline: none;
    }
    .stage:focus-visible {
      box-shadow: inset 0 0 0 2px var(--eb-accent);
    }
    .wrap {
      position: relative;
      margin: 0 auto;
      width: 100%;
      max-width: 1040px;
      border-radius: var(--eb-radius);
      box-shadow: var(--eb-shadow);
      background: #fff;
    }
    .wrap.mobile {
      max-width: 375px;
      border-radius: 28px;
      border: 10px solid #1c1d21;
      box-shadow: var(--eb-shadow-lg);
    }
    iframe {
      display: block;
      width: 100%;
      border: 0;
      border-radius: inherit;
      min-height: 480px;
      background: transparent;
    }
    .wrap.mobile iframe {
      border-radius: 18px;
    }
    .outline {
      position: absolute;
      pointer-events: none;
      border-radius: 2px;
    }
    .outline.hover {
      box-shadow: 0 0 0 1px var(--eb-accent);
      opacity: 0.7;
    }
    .outline.selected {
      box-shadow: 0 0 0 2px var(--eb-accent);
      anchor-name: --eb-selected;
    }
    .outline.flash {
      animation: eb-flash 1.5s ease-out;
    }
    @keyframes eb-flash {
      from {
        box-shadow: 0 0 0 2px var(--eb-accent), 0 0 0 10px var(--eb-accent-soft);
        background: color-mix(in srgb, var(--eb-accent) 12%, transparent);
      }
    }
    .outline.editing {
      box-shadow: 0 0 0 2px var(--eb-accent), 0 0 0 5px var(--eb-accent-soft);
    }
    .drop {
      position: absolute;
      height: 3px;
      margin-top: -2px;
      background: var(--eb-accent);
      border-radius: 2px;
      pointer-events: none;
    }
    .drop.into {
      height: auto;
      margin: 0;
      background: color-mix(in srgb, var(--eb-accent) 12%, transparent);
      border: 2px dashed var(--eb-accent);
    }
    .bar {
      position: absolute;
      display: flex;
      align-items: center;
      gap: 2px;
      padding: 2px;
      border-radius: var(--eb-radius-sm);
      background: var(--eb-accent);
      color: var(--eb-accent-fg);
      box-shadow: var(--eb-shadow);
      z-index: 2;
      transform: translateY(-100%);
    }
    /*
     * The block's toolbar sits at the block's inline end and the text toolbar at its start: their
     * inline styles place them from the measured box in left-to-right terms; a right-to-left UI
     * mirrors them onto the selected block's outline instead.
     */
    .bar:dir(rtl) {
      right: auto !important;
      left: anchor(--eb-selected left);
    }
    .format:dir(rtl) {
      left: auto !important;
      right: anchor(--eb-selected right);
    }
    .bar .locked {
      display: inline-flex;
      padding-inline: 4px;
    }
    .bar .locked svg {
      width: 14px;
      height: 14px;
    }
    .bar button:disabled {
      opacity: 0.45;
      cursor: not-allowed;
    }
    .bar .tag {
      padding-block: 0;
      padding-inline: 4px 6px;
      font-size: 11px;
      font-weight: 600;
    }
    .bar button {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      width: 24px;
      height: 24px;
      border: 0;
      border-radius: 4px;
      background: transparent;
      color: inherit;
      cursor: pointer;
      padding: 0;
    }
    .bar button:hover {
      background: rgb(255 255 255 / 20%);
    }
    .bar button:focus-visible {
      box-shadow: 0 0 0 2px var(--eb-accent-fg);
    }
    .bar button.handle {
      cursor: grab;
      touch-action: none;
    }
    .bar svg {
      width: 14px;
      height: 14px;
    }
    .format {
      position: absolute;
      z-index: 3;
      display: flex;
      align-items: center;
      gap: 2px;
      padding: 4px;
      border-radius: var(--eb-radius);
      background: var(--eb-bg);
      border: 1px solid var(--eb-border);
      box-shadow: var(--eb-shadow-lg);
      transform: translateY(calc(-100% - 8px));
    }
    .format.below {
      transform: translateY(8px);
    }
    .format .btn {
      height: 28px;
    }
    .format .btn.icon {
      width: 28px;
    }
    .format select.input {
      width: auto;
      height: 28px;
    }
    .format .input {
      height: 28px;
      width: 220px;
    }
    .sep {
      width: 1px;
      align-self: stretch;
      margin: 2px 4px;
      background: var(--eb-border);
    }
  `,
];
