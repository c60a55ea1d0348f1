// Stroke icons (24×24 grid, drawn in currentColor). Decorative: buttons carry their own names.
// Block type icons live with their type, in element/blocks/<type>/.
import { nothing, type SVGTemplateResult, svg } from 'lit';

const paths = {
  back: 'M19 12H5m6-6-6 6 6 6',
  undo: 'M9 14 4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  redo: 'm15 14 5-5-5-5m5 5H10a6 6 0 0 0 0 12h3',
  desktop: 'M3 4h18v12H3zM8 20h8m-4-4v4',
  mobile: 'M7 2h10v20H7zM11 18h2',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  download: 'M12 3v12m-5-5 5 5 5-5M5 21h14',
  plus: 'M12 5v14M5 12h14',
  search: 'm21 21-4.3-4.3M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14z',
  up: 'm18 15-6-6-6 6',
  down: 'm6 9 6 6 6-6',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  trash: 'M3 6h18M8 6V4h8v2m3 0-1 14H6L5 6',
  grip: 'M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01',
  bold: 'M7 5h6a3.5 3.5 0 0 1 0 7H7zm0 7h7a3.5 3.5 0 0 1 0 7H7z',
  italic: 'M19 4h-9m4 16H5m9-16-4 16',
  link: 'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1m2 5a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1',
  close: 'M18 6 6 18M6 6l12 12',
  upload: 'M12 21V9m-5 5 5-5 5 5M5 3h14',
  alert: 'M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  file: 'M14 3H6v18h12V7zm0 0v4h4',
  lock: 'M5 11h14v10H5zm3 0V7a4 4 0 0 1 8 0v4',
  comment: 'M21 12a8 8 0 0 1-11.6 7.1L3 21l1.9-6.4A8 8 0 1 1 21 12z',
} as const;

export type IconName = keyof typeof paths;

/**
 * Icons that point along the reading direction: a right-to-left UI shows them mirrored (back
 * points right, undo turns the other way). Symmetrical icons, clocks and the up/down chevrons stay.
 */
const DIRECTIONAL: ReadonlySet<IconName> = new Set(['back', 'undo', 'redo']);

export function icon(name: IconName): SVGTemplateResult {
  return pathIcon(paths[name], DIRECTIONAL.has(name));
}

/**
 * A stroke icon from one path on the 24×24 grid. `directional` icons carry the `flip` class,
 * which `controls` (theme.styles.ts) mirrors in a right-to-left UI.
 */
export function pathIcon(path: string, directional = false): SVGTemplateResult {
  return svg`<svg class=${directional ? 'flip' : nothing} viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d=${path}></path></svg>`;
}
