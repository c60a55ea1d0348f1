// The blocks other people have selected, outlined in their colour with their name ("… is typing"
// on a block their typing has taken), inside the canvas frame. The canvas re-renders its document
// freely (whole or in parts), so the outlines are painted again after each of its changes: a
// stylesheet for the outlines and one label per person, both marked as ours so their own
// insertion does not trigger another paint.

import type { I18n } from '../i18n/i18n';
import type { LiveHost } from '../state/live';
import type { Presence } from './presence-state';

const MARK = 'data-eb-peer';

function canvasFrame(host: LiveHost): HTMLIFrameElement | null {
  const editor = host.renderRoot.querySelector('eb-editor');
  return editor?.shadowRoot?.querySelector('eb-canvas')?.shadowRoot?.querySelector('iframe') ?? null;
}

const ours = (node: Node) => node instanceof Element && node.hasAttribute(MARK);

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The user's own bars over the canvas (the selected block's bar, the text format bar), in the
 * frame's coordinates: a tag under them could not be read.
 */
function ownBars(frame: HTMLIFrameElement): Rect[] {
  const root = frame.getRootNode() as ShadowRoot | Document;
  const origin = frame.getBoundingClientRect();
  return [...root.querySelectorAll('.bar, .format')].map((bar) => {
    const r = bar.getBoundingClientRect();
    return {
      left: r.left - origin.left,
      top: r.top - origin.top,
      right: r.right - origin.left,
      bottom: r.bottom - origin.top,
    };
  });
}

const TAG_STYLE =
  'position:absolute;z-index:10;pointer-events:none;color:#fff;font:600 11px/16px system-ui,sans-serif;padding:1px 6px;max-width:200px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap';

/**
 * One tag per person, inside their block's top edge: above the block it would cover the block
 * before it. At the inline end; under the user's own bar or another tag, just before it; when
 * that leaves the block, at the start.
 */
function paint(doc: Document, presence: Presence, taken: ReadonlyMap<string, string>, i18n: I18n, avoid: Rect[]): void {
  for (const old of doc.querySelectorAll(`[${MARK}]`)) old.remove();
  const peers = presence.others.filter((u) => u.blockId);
  if (peers.length === 0 || !doc.body) return;
  const style = doc.createElement('style');
  style.setAttribute(MARK, '');
  // A block someone types in is taken (docs/api.md §14): a thicker outline than a mere selection.
  style.textContent = peers
    .map((u) => {
      const width = taken.has(u.blockId as string) ? 3 : 2;
      return `[data-eb-block="${CSS.escape(u.blockId as string)}"]{outline:${width}px solid ${u.color};outline-offset:-${width}px}`;
    })
    .join('\n');
  doc.head?.append(style);
  const view = doc.defaultView;
  for (const user of peers) {
    const id = user.blockId as string;
    const block = doc.querySelector(`[data-eb-block="${CSS.escape(id)}"]`);
    if (!block || !view) continue;
    const box = block.getBoundingClientRect();
    const rtl = view.getComputedStyle(block).direction === 'rtl';
    const label = doc.createElement('div');
    label.setAttribute(MARK, '');
    label.textContent = taken.get(id) === user.name ? i18n.t('collab.typing', { name: user.name }) : user.name;
    label.style.cssText = `${TAG_STYLE};visibility:hidden;background:${user.color}`;
    doc.body.append(label);
    const { width, height } = label.getBoundingClientRect();
    const at = (left: number, corner: string) => ({
      left,
      top: box.top,
      right: left + width,
      bottom: box.top + height,
      corner,
    });
    const end = rtl ? at(box.left, '0 0 3px 0') : at(box.right - width, '0 0 0 3px');
    const start = rtl ? at(box.right - width, '0 0 0 3px') : at(box.left, '0 0 3px 0');
    // Under a bar at the end: just before that bar, still on the block, else at the start.
    const under = avoid.filter((r) => overlaps(end, r));
    const before = rtl
      ? at(Math.max(...under.map((r) => r.right)) + 4, '0 0 3px 3px')
      : at(Math.min(...under.map((r) => r.left)) - 4 - width, '0 0 3px 3px');
    const onBlock = (spot: Rect) => spot.left >= box.left && spot.right <= box.right;
    const place = [end, before, start].find((spot) => onBlock(spot) && !avoid.some((r) => overlaps(spot, r))) ?? end;
    avoid.push(place);
    label.style.cssText = `${TAG_STYLE};top:${place.top + view.scrollY}px;left:${place.left + view.scrollX}px;background:${user.color};border-radius:${place.corner}`;
  }
}

/** Keeps the canvas showing where everyone else is; returns the function that stops it. */
export function paintOutlines(host: LiveHost, presence: Presence): () => void {
  let frame = 0;
  let watched: Document | null = null;
  const observer = new MutationObserver((records) => {
    if (records.every((r) => [...r.addedNodes, ...r.removedNodes].every(ours))) return;
    schedule();
  });
  const run = () => {
    frame = 0;
    const iframe = canvasFrame(host);
    const doc = iframe?.contentDocument ?? null;
    if (!iframe || !doc) return;
    if (doc !== watched) {
      observer.disconnect();
      observer.observe(doc, { childList: true, subtree: true });
      watched = doc;
    }
    paint(doc, presence, host.store.taken, host.i18n, ownBars(iframe));
  };
  function schedule(): void {
    if (!frame) frame = requestAnimationFrame(run);
  }
  presence.addEventListener('change', schedule);
  host.store.addEventListener('change', schedule);
  schedule();
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    presence.removeEventListener('change', schedule);
    host.store.removeEventListener('change', schedule);
    if (watched) for (const old of watched.querySelectorAll(`[${MARK}]`)) old.remove();
  };
}
