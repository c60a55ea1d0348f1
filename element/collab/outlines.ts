// The blocks other people have selected, outlined in their colour with their name, inside the
// canvas frame. The canvas re-renders its document freely (whole or in parts), so the outlines
// are painted again after each of its changes: a stylesheet for the outlines and one label per
// person, both marked as ours so their own insertion does not trigger another paint.
import type { LiveHost } from '../email-builder/live';
import type { Presence } from './presence-state';

const MARK = 'data-eb-peer';

function canvasFrame(host: LiveHost): HTMLIFrameElement | null {
  const editor = host.renderRoot.querySelector('eb-editor');
  return editor?.shadowRoot?.querySelector('eb-canvas')?.shadowRoot?.querySelector('iframe') ?? null;
}

const ours = (node: Node) => node instanceof Element && node.hasAttribute(MARK);

function paint(doc: Document, presence: Presence): void {
  for (const old of doc.querySelectorAll(`[${MARK}]`)) old.remove();
  const peers = presence.others.filter((u) => u.blockId);
  if (peers.length === 0 || !doc.body) return;
  const style = doc.createElement('style');
  style.setAttribute(MARK, '');
  style.textContent = peers
    .map((u) => `[data-eb-block="${CSS.escape(u.blockId as string)}"]{outline:2px solid ${u.color};outline-offset:-2px}`)
    .join('\n');
  doc.head?.append(style);
  const view = doc.defaultView;
  for (const user of peers) {
    const block = doc.querySelector(`[data-eb-block="${CSS.escape(user.blockId as string)}"]`);
    if (!block || !view) continue;
    const box = block.getBoundingClientRect();
    const label = doc.createElement('div');
    label.setAttribute(MARK, '');
    label.textContent = user.name;
    label.style.cssText = `position:absolute;z-index:10;pointer-events:none;top:${box.top + view.scrollY}px;left:${box.left + view.scrollX}px;transform:translateY(-100%);background:${user.color};color:#fff;font:600 11px/16px system-ui,sans-serif;padding:1px 6px;border-radius:3px 3px 0 0;max-width:200px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap`;
    doc.body.append(label);
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
    paint(doc, presence);
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
