// Dashboard icons (24×24 stroke, currentColor), drawn like the element's. Decorative only.
import { type SVGTemplateResult, svg } from 'lit';

const paths = {
  key: 'M15 7a4 4 0 1 1-3.9 4.9L3 20v-3h3v-3h3l2.1-2.1A4 4 0 0 1 15 7zm1 3h.01',
  gauge: 'M12 14l4-4M3.3 19a10 10 0 1 1 17.4 0',
  grid: 'M4 4h7v7H4zm9 0h7v7h-7zM4 13h7v7H4zm9 0h7v7h-7z',
  sun: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0-15v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  logout: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4m7 14 5-5-5-5m5 5H9',
  plus: 'M12 5v14M5 12h14',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  check: 'M20 6 9 17l-5-5',
  rotate: 'M21 12a9 9 0 1 1-2.6-6.4M21 3v6h-6',
  ban: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM5.6 5.6l12.8 12.8',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18',
  alert: 'M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z',
  close: 'M18 6 6 18M6 6l12 12',
  trash: 'M3 6h18M8 6V4h8v2m3 0-1 14H6L5 6',
  x: 'M18 6 6 18M6 6l12 12',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  lock: 'M5 11h14v10H5zm3 0V7a4 4 0 0 1 8 0v4',
} as const;

export type DashIcon = keyof typeof paths;

export function icon(name: DashIcon): SVGTemplateResult {
  return svg`<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d=${paths[name]}></path></svg>`;
}

/** The product mark: an envelope folded into a block. */
export const logo = svg`<svg viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="var(--eb-accent)"></rect><path d="M8 11h16v11H8z" fill="none" stroke="var(--eb-accent-fg)" stroke-width="2" stroke-linejoin="round"></path><path d="m8 11 8 6 8-6" fill="none" stroke="var(--eb-accent-fg)" stroke-width="2" stroke-linejoin="round"></path></svg>`;
