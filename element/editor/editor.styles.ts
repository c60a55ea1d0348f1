import { css } from 'lit';
import { controls } from '../shared/theme.styles';

export const editorStyles = [
  controls,
  css`
    :host {
      display: flex;
      flex-direction: column;
      height: 100%;
      min-height: 0;
      /* The layout follows the editor's own width, not the page's: hosts embed it in any column. */
      container: eb-editor / inline-size;
    }
    .toolbar {
      display: flex;
      align-items: center;
      gap: 6px;
      padding: 8px 12px;
      border-bottom: 1px solid var(--eb-border);
      background: var(--eb-bg);
      flex-wrap: wrap;
    }
    .name {
      display: flex;
      align-items: center;
      gap: 10px;
      min-width: 0;
      /* Never narrower than a readable name: below that the toolbar wraps instead of overlapping.
         Small enough that the longest languages (de, fr, pt-BR) keep the bar one row at 1280 px. */
      flex: 1 1 170px;
    }
    .name input {
      /* A user's name for something keeps its own direction: an English name in an Arabic UI truncates at its end. */
      unicode-bidi: plaintext;
      flex: 1 1 auto;
      min-width: 80px;
      max-width: 320px;
      width: 100%;
      height: 30px;
      padding: 0 8px;
      border: 1px solid transparent;
      border-radius: var(--eb-radius-sm);
      background: transparent;
      font-weight: 600;
      font-size: 14px;
      text-overflow: ellipsis;
    }
    .name input:hover:not(:read-only) {
      border-color: var(--eb-border);
    }
    .name input:focus-visible {
      border-color: var(--eb-accent);
    }
    .status {
      display: inline-flex;
      align-items: center;
      gap: 6px;
      color: var(--eb-fg-subtle);
      font-size: 12px;
      white-space: nowrap;
      /* The name gives way first (it truncates); a long status (an error) still stops at half the row. */
      flex-shrink: 0;
      max-width: 50%;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .status::before {
      content: '';
      flex-shrink: 0;
      width: 7px;
      height: 7px;
      border-radius: 50%;
      background: var(--eb-success);
    }
    /* Green means "safe on the server": never for work that was not saved or cannot be. */
    .status.new::before,
    .status.read-only::before {
      background: var(--eb-fg-subtle);
    }
    .status.dirty::before,
    .status.saving::before {
      background: var(--eb-warning);
    }
    .status.error {
      color: var(--eb-danger);
    }
    .status.error::before {
      background: var(--eb-danger);
    }
    .divider {
      width: 1px;
      height: 20px;
      background: var(--eb-border);
      margin: 0 4px;
    }
    .banner {
      margin: 8px 12px 0;
    }
    .body {
      position: relative;
      flex: 1;
      display: grid;
      grid-template-columns: 216px minmax(0, 1fr) 288px;
      min-height: 0;
    }
    /* Reviewers and the host's readonly attribute: no palette at all, the canvas takes its column. */
    .body.view-only {
      grid-template-columns: minmax(0, 1fr) 288px;
    }
    .body.view-only .left {
      display: none;
    }
    aside {
      overflow: auto;
      background: var(--eb-bg);
      min-height: 0;
    }
    /* "left" and "right" name the columns in a left-to-right UI; in a right-to-left one they swap sides. */
    .left {
      border-inline-end: 1px solid var(--eb-border);
      padding: 14px 12px;
      display: flex;
      flex-direction: column;
      gap: 16px;
    }
    .right {
      border-inline-start: 1px solid var(--eb-border);
    }
    eb-canvas {
      min-height: 0;
    }
    /* The Checks button's count: red with errors, amber with warnings only. */
    .badge {
      min-width: 18px;
      padding: 0 5px;
      border-radius: 9px;
      background: var(--eb-success);
      color: var(--eb-bg);
      font-size: 11px;
      font-weight: 600;
      line-height: 18px;
      text-align: center;
    }
    .badge.error {
      background: var(--eb-danger);
    }
    .badge.warning {
      background: var(--eb-warning);
    }
    .drawer-toggle {
      display: none;
    }

    /*
     * The breakpoints read the editor's own width (a host's margins and sidebars come off the
     * screen's): side by side needs about 1152 px (palette, a 600 px email with its stage,
     * inspector), so a 1280 px screen keeps all three; a 768 px tablet gets drawers; a phone gets
     * bottom sheets. Between 700 and 1151 px the canvas takes the width and the panels slide over it.
     */
    /* Below 1440 px the toolbar's secondary buttons keep their icon and tooltip, and their words
       only for screen readers: with presence, comments and status the bar stays one row, and the
       name keeps room for its save status ("Unsaved changes" was cut off at 1290 px). */
    @container eb-editor (max-width: 1439px) {
      .toolbar .label {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }
    }
    @container eb-editor (max-width: 1151px) {
      .body,
      .body.view-only {
        position: relative;
        grid-template-columns: minmax(0, 1fr);
      }
      .drawer-toggle {
        display: inline-flex;
      }
      aside {
        position: absolute;
        top: 0;
        bottom: 0;
        z-index: 5;
        box-shadow: var(--eb-shadow-lg);
      }
      .left {
        inset-inline-start: 0;
        width: 240px;
      }
      .right {
        inset-inline-end: 0;
        width: 320px;
      }
      .body:not(.open-palette) .left,
      .body:not(.open-inspector) .right {
        display: none;
      }
      /* No inspector column to sit beside: the Checks panel floats over the canvas, full width on a phone. */
      eb-checks {
        inset-inline: auto 8px;
        width: min(360px, calc(100% - 16px));
      }
    }

    /* Below 700 px: the drawers become bottom sheets over the lower part of the canvas. */
    @container eb-editor (max-width: 699px) {
      .toolbar {
        gap: 4px;
        padding: 6px 8px;
      }
      .name {
        flex: 1 0 100%;
        order: -1;
      }
      .toolbar > .divider {
        display: none;
      }
      aside,
      .left,
      .right {
        top: auto;
        inset-inline: 0;
        width: auto;
        max-height: 65%;
        border: 0;
        border-top: 1px solid var(--eb-border);
        border-radius: 12px 12px 0 0;
      }
    }
  `,
];
