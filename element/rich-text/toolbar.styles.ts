// The toolbar's own styles, rendered with it (the canvas's stylesheet stays free of them until
// someone edits text). The bar itself is the canvas's `.format`.
import { html } from 'lit';

export const toolbarStyles = html`<style>
  .format {
    flex-wrap: wrap;
    max-width: min(100%, 640px);
  }
  .format .btn.icon {
    position: relative;
  }
  .format .btn[aria-pressed='true'] {
    background: var(--eb-accent-soft);
    color: var(--eb-accent);
  }
  .rt-bar {
    position: absolute;
    inset-inline: 7px;
    bottom: 3px;
    height: 3px;
    border-radius: 2px;
    box-shadow: inset 0 0 0 1px var(--eb-border);
  }
  /* A menu opens away from the block being edited: above a bar that sits above it, below one below it. */
  .rt-pop {
    position: absolute;
    bottom: 100%;
    inset-inline-start: 0;
    margin-bottom: 6px;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
    padding: 8px;
    max-width: 340px;
    border-radius: var(--eb-radius);
    background: var(--eb-bg);
    border: 1px solid var(--eb-border);
    box-shadow: var(--eb-shadow-lg);
    font: 13px var(--eb-font-family, system-ui, sans-serif);
    color: var(--eb-fg);
  }
  .format.below .rt-pop {
    top: 100%;
    bottom: auto;
    margin-top: 6px;
    margin-bottom: 0;
  }
  .rt-swatch {
    width: 24px;
    height: 24px;
    padding: 0;
    border-radius: 50%;
    border: 1px solid var(--eb-border-strong);
    cursor: pointer;
  }
  .rt-swatch[aria-pressed='true'] {
    outline: 2px solid var(--eb-accent);
    outline-offset: 2px;
  }
  .rt-check,
  .rt-custom {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
  .rt-custom input {
    width: 28px;
    height: 24px;
    padding: 0;
    border: 0;
    background: none;
  }
</style>`;
