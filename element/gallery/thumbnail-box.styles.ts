import { css } from 'lit';

// The box a thumbnail fills, and what it shows before it has a picture: one source for
// <eb-thumbnail> and for the gallery's first cards, which draw it before the element exists.

/** The card's picture area. */
export const thumbnailBox = css`
  display: block;
  position: relative;
  overflow: hidden;
  background: var(--eb-stage);
  aspect-ratio: 4 / 3;
`;

/** The muted page shape inside it, until the picture or live render is there. */
export const thumbnailPlaceholder = css`
  position: absolute;
  inset: 16% 22%;
  border-radius: 4px;
  background: var(--eb-bg-muted);
`;
