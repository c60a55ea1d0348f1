import { css } from 'lit';

/**
 * The frame every large modal dialog of the element shares (preview, history, images): a themed
 * card over a dimmed page, a header row with its title. Each dialog adds its own size and body.
 */
export const dialogFrame = css`
  dialog {
    width: min(1100px, calc(100vw - 48px));
    height: calc(100vh - 48px);
    max-height: none;
    padding: 0;
    border: 1px solid var(--eb-border);
    border-radius: 12px;
    background: var(--eb-bg);
    color: var(--eb-fg);
    box-shadow: var(--eb-shadow-lg);
    overflow: hidden;
  }
  dialog[open] {
    display: flex;
    flex-direction: column;
  }
  dialog::backdrop {
    background: rgb(10 10 14 / 55%);
    backdrop-filter: blur(2px);
  }
  header {
    display: flex;
    align-items: center;
    gap: 8px;
    padding-block: 10px;
    padding-inline: 18px 12px;
    border-bottom: 1px solid var(--eb-border);
  }
  h2 {
    margin: 0;
    font-size: 14px;
    font-weight: 600;
    flex: 1;
  }
  /* A phone: the dialog takes the screen but a margin to tap (the backdrop closes it), and its
     header wraps rather than pushing the close button off the side. */
  @media (max-width: 699px) {
    dialog {
      width: calc(100vw - 24px);
      height: calc(100dvh - 24px);
      max-width: none;
      max-height: none;
    }
    header {
      flex-wrap: wrap;
      padding-inline: 14px 8px;
    }
  }
`;

/** A frame dialog as tall as its content (a form, a suggestion), never past the screen; each sets its own width. */
export const fitContent = css`
  dialog[part='dialog'] {
    /* A modal dialog is pinned top and bottom: auto would stretch it; fit its content instead. */
    height: fit-content;
    max-height: calc(100vh - 48px);
  }
`;

/** The small card dialog of the gallery (confirmations, rename, import): title, labelled fields, buttons at the end. */
export const cardDialog = css`
  dialog {
    width: min(420px, calc(100% - 32px));
    padding: 20px;
    border: 1px solid var(--eb-border);
    border-radius: var(--eb-radius);
    background: var(--eb-bg);
    color: var(--eb-fg);
    box-shadow: var(--eb-shadow);
  }
  dialog::backdrop {
    background: rgb(0 0 0 / 0.35);
  }
  h2 {
    margin: 0 0 8px;
    font-size: 16px;
  }
  label {
    display: grid;
    gap: 6px;
    margin-bottom: 16px;
    font-weight: 600;
  }
  .buttons {
    display: flex;
    justify-content: flex-end;
    gap: 8px;
  }
`;
