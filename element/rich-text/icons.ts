// The formatting toolbar's icons (24×24 stroke paths, currentColor), kept in this chunk so the
// editor does not carry them until someone edits text. Decorative: every button has its name.
import type { SVGTemplateResult } from 'lit';
import { pathIcon } from '../shared/icons';

const paths = {
  bold: 'M7 5h6a3.5 3.5 0 0 1 0 7H7zm0 7h7a3.5 3.5 0 0 1 0 7H7z',
  italic: 'M19 4h-9m4 16H5m9-16-4 16',
  underline: 'M7 4v7a5 5 0 0 0 10 0V4M5 20h14',
  strike:
    'M4 12h16M16 6.5C15 5 13.6 4.5 12 4.5c-2.5 0-4 1.3-4 3 0 4 8 3 8 7.5 0 1.8-1.7 3.5-4.2 3.5-1.9 0-3.5-.7-4.3-2.3',
  sup: 'm4 7 8 11m0-11-8 11M15 4.5a1.8 1.8 0 1 1 3.2 1.2L15 9h4',
  sub: 'm4 5 8 11m0-11-8 11m3 0a1.8 1.8 0 1 1 3.2 1.2L15 20h4',
  link: 'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1m2 5a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1',
  bullets: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  numbers: 'M10 6h10M10 12h10M10 18h10M4 4h1v5M4 9h2m-2 5.5a1.2 1.2 0 1 1 2 .9L4 18h2.5',
  color: 'm5 16 7-12 7 12M7.5 12h9',
  highlight: 'm9 11 6-6 4 4-6 6zm0 0-4 4v3h3l4-4M4 21h16',
  clear: 'M6 5h12M12 5l-3 14m4-6 6 6m0-6-6 6',
} as const;

export type RichIcon = keyof typeof paths;

/** Bullets sit at the line's start: on the right in a right-to-left UI (digits would read mirrored, so the numbered list stays). */
const DIRECTIONAL: ReadonlySet<RichIcon> = new Set(['bullets']);

export function richIcon(name: RichIcon): SVGTemplateResult {
  return pathIcon(paths[name], DIRECTIONAL.has(name));
}
