// Head CSS collected while blocks render: only what the document uses, one media query per breakpoint.
import type { DarkTag } from './dark';

export const MOBILE_MAX = 479;

export class CssCollector {
  /** Rules inside `@media (min-width:480px)`, keyed so each appears once. */
  readonly desktop = new Map<string, string>();
  /** Rules inside `@media (max-width:479px)`, in document order. */
  readonly mobile = new Map<string, string>();
  /** An image has a dark-mode variant: the dark-mode CSS swaps them. */
  darkImages = false;
  /** Elements with an inline colour of their own inside dark-mode text cells. */
  readonly darkTags = new Set<DarkTag>();

  addDesktop(key: string, rule: string): void {
    if (!this.desktop.has(key)) this.desktop.set(key, rule);
  }

  addMobile(key: string, rule: string): void {
    if (!this.mobile.has(key)) this.mobile.set(key, rule);
  }

  toString(): string {
    let css = '';
    if (this.desktop.size > 0)
      css += `@media only screen and (min-width:${MOBILE_MAX + 1}px){${[...this.desktop.values()].join('')}}`;
    if (this.mobile.size > 0)
      css += `@media only screen and (max-width:${MOBILE_MAX}px){${[...this.mobile.values()].join('')}}`;
    return css;
  }
}
