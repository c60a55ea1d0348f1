// Boxes on the canvas, and which block an event in the email's frame belongs to.
import type { Block } from '../../core/document/schema';
import type { Position } from '../state/document-ops';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** A drop target: the line (or box) that shows it, and where the block would land. */
export interface DropTarget {
  box: Box;
  into: boolean;
  position: Position;
}

export const emptyBox = (): Box => ({ top: 0, left: 0, width: 0, height: 0 });

export function boxStyle(box: Box): string {
  return `top:${box.top}px;left:${box.left}px;width:${box.width}px;height:${box.height}px`;
}

/** An element's box inside the iframe, in the wrap's coordinates (the iframe sits at its origin). */
export function frameBox(el: Element): Box {
  const rect = el.getBoundingClientRect();
  return { top: rect.top, left: rect.left, width: rect.width, height: rect.height };
}

/**
 * The id of the block an event target sits in. The frame is another realm, so `instanceof
 * Element` is false for its nodes: check for `closest` instead (a block's own padding counts).
 */
export function blockIdAt(target: EventTarget | null): string | null {
  const node = target as (Node & { closest?: Element['closest'] }) | null;
  const el = typeof node?.closest === 'function' ? (node as Element) : (node?.parentElement ?? null);
  return el?.closest('[data-eb-block]')?.getAttribute('data-eb-block') ?? null;
}

/** The block element an element sits in (itself included). */
export function blockElementOf(target: Element): Element | null {
  return typeof target.closest === 'function' ? target.closest('[data-eb-block]') : null;
}

/** Head CSS (visibility, mobile overrides, column classes) only comes with a full render. */
export function needsHeadCss(before: Block, after: Block): boolean {
  return before.hidden !== after.hidden || before.mobile !== after.mobile || after.type === 'columns';
}
