import { css } from 'lit';

/**
 * A panel floating over the canvas's inline end (right; left in a right-to-left UI), beside the
 * inspector, with a header holding its title and Close: the Checks and Comments panels.
 */
export const floatingPanel = css`
  :host {
    position: absolute;
    top: 8px;
    inset-inline-end: 296px;
    z-index: 5;
    width: min(360px, calc(100% - 320px));
    max-height: calc(100% - 16px);
    display: flex;
    flex-direction: column;
    background: var(--eb-bg);
    border: 1px solid var(--eb-border);
    border-radius: var(--eb-radius);
    box-shadow: var(--eb-shadow-lg);
  }
  header {
    display: flex;
    align-items: center;
    gap: 8px;
    padding: 10px 12px;
    border-bottom: 1px solid var(--eb-border);
  }
  h2 {
    flex: 1;
    margin: 0;
    font-size: 14px;
  }
`;
