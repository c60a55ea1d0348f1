// The dashboard's icons: the element's (element/shared/icons.ts) wherever it has one, and the few
// only the dashboard shows, drawn by the element's `pathIcon` on the same 24×24 stroke grid.
// Decorative only.
import { type SVGTemplateResult, svg } from 'lit';
import { icon as elementIcon, type IconName, pathIcon } from '../../element/shared/icons';

const own = {
  key: 'M15 7a4 4 0 1 1-3.9 4.9L3 20v-3h3v-3h3l2.1-2.1A4 4 0 0 1 15 7zm1 3h.01',
  gauge: 'M12 14l4-4M3.3 19a10 10 0 1 1 17.4 0',
  grid: 'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z',
  sun: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0-15v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  logout: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4m7 14 5-5-5-5m5 5H9',
  check: 'M20 6 9 17l-5-5',
  rotate: 'M21 12a9 9 0 1 1-2.6-6.4M21 3v6h-6',
  ban: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM5.6 5.6l12.8 12.8',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
} as const;

export type DashIcon = IconName | keyof typeof own;

const isOwn = (name: DashIcon): name is keyof typeof own => Object.hasOwn(own, name);

export function icon(name: DashIcon): SVGTemplateResult {
  return isOwn(name) ? pathIcon(own[name]) : elementIcon(name);
}

/** The product mark: an envelope folded into a block. */
export const logo = svg`<svg viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="var(--eb-accent)"></rect><path d="M8 11h16v11H8z" fill="none" stroke="var(--eb-accent-fg)" stroke-width="2" stroke-linejoin="round"></path><path d="m8 11 8 6 8-6" fill="none" stroke="var(--eb-accent-fg)" stroke-width="2" stroke-linejoin="round"></path></svg>`;
