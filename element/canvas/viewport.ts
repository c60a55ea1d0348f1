// Where the user is looking on the canvas: which top-level position is in view, and scrolling a
// block into view when it arrives.
import { blockElement } from './frame';
import type { CanvasHost } from './host';

const stageOf = (host: CanvasHost) => host.renderRoot.querySelector<HTMLElement>('.stage');

/**
 * Where a palette click with nothing selected lands: after the last top-level block that is
 * fully in view, so the new block appears where the user is looking, not below the fold.
 */
export function visibleInsertIndex(host: CanvasHost): number {
  const store = host.store;
  const stage = stageOf(host);
  const frame = host.frame;
  const doc = host.frameDocument;
  if (!store || !stage || !frame || !doc) return store?.doc.blocks.length ?? 0;
  const visibleBottom = stage.getBoundingClientRect().bottom - frame.getBoundingClientRect().top;
  let index = 0;
  for (const block of store.doc.blocks) {
    const el = blockElement(doc, block.id);
    if (!el || el.getBoundingClientRect().bottom > visibleBottom) break;
    index++;
  }
  // A first block taller than the view (a hero, a short stage) still comes before the new one.
  const first = store.doc.blocks[0];
  const firstEl = first ? blockElement(doc, first.id) : null;
  if (index === 0 && firstEl && firstEl.getBoundingClientRect().top < visibleBottom) return 1;
  return index;
}

/** Scrolls the stage so the block shows, a third down the view; a block already in view stays put. */
export function scrollIntoStage(host: CanvasHost, id: string): void {
  const stage = stageOf(host);
  const frame = host.frame;
  const box = host.boxOf(id);
  if (!stage || !frame || !box) return;
  const top = frame.getBoundingClientRect().top - stage.getBoundingClientRect().top + stage.scrollTop + box.top;
  const outOfView = top < stage.scrollTop || top + box.height > stage.scrollTop + stage.clientHeight;
  if (outOfView) stage.scrollTo({ top: Math.max(0, top - stage.clientHeight / 3) });
}
