import { css } from 'lit';

export const presenceStyles = css`
  :host {
    display: contents;
  }
  ul {
    display: flex;
    align-items: center;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    /* Overlapping avatars; logical so Arabic stacks them from the right. */
    margin-inline-start: -6px;
  }
  .avatar {
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    border-radius: 50%;
    border: 2px solid var(--eb-bg, #fff);
    color: #fff;
    font: 600 11px/1 var(--eb-font-family, system-ui, sans-serif);
    cursor: default;
    user-select: none;
  }
`;
