import { css } from 'lit';

/** Dark tokens, shared by `theme="dark"` and `theme="auto"` on a dark OS. */
const DARK = css`
  --eb-accent: #8b8cf0;
  --eb-accent-hover: #a1a2f4;
  --eb-accent-fg: #141418;
  --eb-accent-soft: #2a2a4a;
  --eb-bg: #17181c;
  --eb-bg-subtle: #1e1f24;
  --eb-bg-muted: #26272d;
  --eb-stage: #0f1013;
  --eb-fg: #ededf0;
  --eb-fg-muted: #b0b2bb;
  --eb-fg-subtle: #9a9ca6;
  --eb-border: #2e3037;
  --eb-border-strong: #43454e;
  --eb-danger: #ff8589;
  --eb-danger-soft: #3b1d1f;
  --eb-success: #4cc38a;
  --eb-warning: #f5c451;
  --eb-warning-soft: #3a2f12;
  --eb-shadow: 0 1px 2px rgb(0 0 0 / 40%), 0 2px 8px rgb(0 0 0 / 30%);
  color-scheme: dark;
`;

/**
 * Design tokens, set once on `<email-builder>` and inherited by every inner shadow root.
 * Hosts override any `--eb-*` property from outside.
 */
export const tokens = css`
  :host {
    --eb-font: var(--eb-font-family, Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
    --eb-accent: #5b5bd6;
    --eb-accent-hover: #4c4cc4;
    --eb-accent-fg: #ffffff;
    --eb-accent-soft: #ededfc;
    --eb-bg: #ffffff;
    --eb-bg-subtle: #f8f8fa;
    --eb-bg-muted: #f0f0f3;
    --eb-stage: #eceef2;
    --eb-fg: #1c1d21;
    --eb-fg-muted: #5f6169;
    --eb-fg-subtle: #6e707a;
    --eb-border: #e2e3e8;
    --eb-border-strong: #c9cbd3;
    --eb-danger: #c62a2f;
    --eb-danger-soft: #fdecec;
    --eb-success: #18794e;
    --eb-warning: #8a5a00;
    --eb-warning-soft: #fff5d6;
    --eb-focus: 0 0 0 2px var(--eb-bg), 0 0 0 4px var(--eb-accent);
    --eb-radius: 8px;
    --eb-radius-sm: 6px;
    --eb-shadow: 0 1px 2px rgb(16 17 20 / 6%), 0 2px 8px rgb(16 17 20 / 6%);
    --eb-shadow-lg: 0 12px 40px rgb(16 17 20 / 18%);
    color-scheme: light;
  }
  :host([theme='dark']) {
    ${DARK}
  }
  @media (prefers-color-scheme: dark) {
    :host([theme='auto']) {
      ${DARK}
    }
  }
`;

/** Buttons, inputs and small shared pieces used by every component. */
export const controls = css`
  :host {
    font-family: var(--eb-font);
    font-size: 13px;
    line-height: 1.4;
    color: var(--eb-fg);
    box-sizing: border-box;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  button,
  input,
  select,
  textarea {
    font: inherit;
    color: inherit;
  }
  /* Icons never take the pointer: drags and clicks start on the button itself. */
  button svg {
    pointer-events: none;
  }
  /* Arrows that point along the reading direction (icons.ts) mirror in a right-to-left UI. */
  svg.flip:dir(rtl) {
    transform: scaleX(-1);
  }
  :focus-visible {
    outline: none;
    box-shadow: var(--eb-focus);
  }
  .btn {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 6px;
    height: 30px;
    padding: 0 10px;
    border: 1px solid var(--eb-border);
    border-radius: var(--eb-radius-sm);
    background: var(--eb-bg);
    color: var(--eb-fg);
    cursor: pointer;
    white-space: nowrap;
    font-weight: 500;
    transition: background 0.12s, border-color 0.12s;
  }
  .btn:hover:not(:disabled):not([aria-disabled='true']) {
    background: var(--eb-bg-muted);
  }
  .btn:disabled,
  .btn[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
  .btn.primary {
    background: var(--eb-accent);
    border-color: var(--eb-accent);
    color: var(--eb-accent-fg);
  }
  .btn.primary:hover:not(:disabled):not([aria-disabled='true']) {
    background: var(--eb-accent-hover);
  }
  .btn.ghost {
    border-color: transparent;
    background: transparent;
  }
  .btn.danger {
    color: var(--eb-danger);
  }
  .btn.icon {
    width: 30px;
    padding: 0;
  }
  .btn[aria-pressed='true'] {
    background: var(--eb-accent-soft);
    color: var(--eb-accent);
    border-color: transparent;
  }
  .btn svg {
    width: 16px;
    height: 16px;
    flex: none;
  }
  .input,
  select.input,
  textarea.input {
    width: 100%;
    height: 30px;
    padding: 0 8px;
    border: 1px solid var(--eb-border);
    border-radius: var(--eb-radius-sm);
    background: var(--eb-bg);
    min-width: 0;
  }
  /* What users type (names, subjects, alt text, links) takes its own direction, whatever the UI's. */
  input.input {
    unicode-bidi: plaintext;
  }
  /* The source fields hold HTML: code reads left to right in any language. */
  textarea.input {
    direction: ltr;
    unicode-bidi: isolate;
    height: auto;
    min-height: 84px;
    padding: 6px 8px;
    resize: vertical;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 12px;
  }
  .input:hover {
    border-color: var(--eb-border-strong);
  }
  .input:focus-visible {
    border-color: var(--eb-accent);
  }
  .input[aria-invalid='true'] {
    border-color: var(--eb-danger);
  }
  /* Segmented control: Desktop/Mobile, preview widths. */
  .group {
    display: flex;
    gap: 2px;
    padding: 2px;
    border-radius: var(--eb-radius-sm);
    background: var(--eb-bg-muted);
  }
  .group .btn {
    height: 26px;
    border: 0;
    background: transparent;
  }
  .group .btn[aria-pressed='true'] {
    background: var(--eb-bg);
    color: var(--eb-fg);
    box-shadow: var(--eb-shadow);
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  .notice {
    display: flex;
    align-items: center;
    gap: 10px;
    padding: 8px 12px;
    border-radius: var(--eb-radius-sm);
    background: var(--eb-bg-muted);
    color: var(--eb-fg);
  }
  .notice.error {
    background: var(--eb-danger-soft);
    color: var(--eb-danger);
  }
  .notice.warning {
    background: var(--eb-warning-soft);
    color: var(--eb-warning);
  }
  .notice .grow {
    flex: 1;
  }
  /* An svg without a size fills its container: the banner's icon once covered the whole editor. */
  .notice > svg {
    width: 16px;
    height: 16px;
    flex: none;
  }
`;
