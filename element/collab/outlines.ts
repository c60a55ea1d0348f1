// The blocks other people have selected, outlined in their colour with their name ("… is typing"
// on a block their typing has taken), inside the canvas frame. The canvas re-renders its document
// freely (whole or in parts), so the outlines are painted again after each of its changes: a
// stylesheet for the outlines and one label per person, both marked as ours so their own
// insertion does not trigger another paint.
import type { LiveHost } from '../email-builder/live';
import type { I18n } from '../i18n/i18n';
import type { Presence } from './presence-state';

const MARK = 'data-eb-peer';

function canvasFrame(host: LiveHost): HTMLIFrameElement | null {
  const editor = host.renderRoot.querySelector('eb-editor');
  return editor?.shadowRoot?.querySelector('eb-canvas')?.shadowRoot?.querySelector('iframe') ?? null;
}

const ours = (node: Node) => node instanceof Element && node.hasAttribute(MARK);

/**
 * One tag per person, inside their block's top inline-end corner: above the block it would cover
 * the block before it (and the user's own block bar sits there). Two people on one block: side by side.
 */
function paint(doc: Document, presence: Presence, taken: ReadonlyMap<string, string>, i18n: I18n): void {
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
  const used = new Map<string, number>();
  for (const user of peers) {
    const id = user.blockId as string;
    const block = doc.querySelector(`[data-eb-block="${CSS.escape(id)}"]`);
    if (!block || !view) continue;
    const box = block.getBoundingClientRect();
    const rtl = view.getComputedStyle(block).direction === 'rtl';
    const label = doc.createElement('div');
    label.setAttribute(MARK, '');
    label.textContent = taken.get(id) === user.name ? i18n.t('collab.typing', { name: user.name }) : user.name;
    const offset = used.get(id) ?? 0;
    const x = rtl ? box.left + offset : box.right - offset;
    label.style.cssText = `position:absolute;z-index:10;pointer-events:none;top:${box.top + view.scrollY}px;left:${x + view.scrollX}px;${rtl ? '' : 'transform:translateX(-100%);'}background:${user.color};color:#fff;font:600 11px/16px system-ui,sans-serif;padding:1px 6px;border-radius:${rtl ? '0 0 3px 0' : '0 0 0 3px'};max-width:200px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap`;
    doc.body.append(label);
    used.set(id, offset + label.getBoundingClientRect().width + 2);
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
    const doc = canvasFrame(host)?.contentDocument ?? null;
    if (!doc) return;
    if (doc !== watched) {
      observer.disconnect();
      observer.observe(doc, { childList: true, subtree: true });
      watched = doc;
    }
    paint(doc, presence, host.store.taken, host.i18n);
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
