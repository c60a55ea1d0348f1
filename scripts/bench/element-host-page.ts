// The host page of `npm run bench:element` (element.ts): the embed snippet from the README, plus
// probes that note when the first card and, after a click, the editor are painted.
// The host page: the embed snippet from the README, plus probes that note when the first card
// and, after a click, the editor are painted. A probe runs in every animation frame; in the frame
// where it first finds what it waits for, that is in the DOM and the frame paints it, so a task
// queued from there (setTimeout 0) runs once the frame's style, layout and paint are done: that is
// the time taken. The next frame's start is noted too (the earlier rounds' probe): it adds whatever
// task the page runs between the two frames, not the paint.
export const hostPage = (apiUrl: string, token: string) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Host app</title>
<script type="module" src="${apiUrl}/element/email-builder.js"></script>
</head><body style="margin:0">
<email-builder api-key="${token}" user-id="bench" base-url="${apiUrl}" style="display:block;height:100vh"></email-builder>
<script>
  const el = document.querySelector('email-builder');
  const inner = (node, sel) => node?.shadowRoot?.querySelector(sel) ?? null;
  const cardShown = () => !!inner(inner(el, 'eb-gallery'), '.card .open');
  const editorShown = () => {
    const editor = inner(el, 'eb-editor');
    const frame = inner(inner(editor, 'eb-canvas'), 'iframe');
    return !!frame?.contentDocument?.querySelector('[data-eb-block]') && !!inner(inner(editor, 'eb-palette'), 'button');
  };
  let clickedAt = 0;
  addEventListener('pointerdown', () => { clickedAt = performance.now(); }, { capture: true, once: true });
  // Calls back with the time after this frame's paint, and with the next frame's start.
  const painted = (done) => {
    let paintedAt = 0;
    setTimeout(() => { paintedAt = performance.now(); });
    // A task can wait past the next frame (rendering goes first): the paint was done before that frame began.
    requestAnimationFrame(() => { const next = performance.now(); setTimeout(() => done(Math.min(paintedAt || next, next), next)); });
  };
  let seenCard = false;
  let seenEditor = false;
  const probe = () => {
    if (!seenCard && cardShown()) {
      seenCard = true;
      painted((at, next) => { window.__firstCard = { at, next }; console.debug('eb-bench first-card'); });
    }
    if (clickedAt && !seenEditor && editorShown()) {
      seenEditor = true;
      painted((at, next) => { window.__editor = { at: at - clickedAt, next: next - clickedAt }; console.debug('eb-bench editor'); });
    }
    if (!seenEditor) requestAnimationFrame(probe);
  };
  requestAnimationFrame(probe);
</script>
</body></html>`;

export interface Painted {
  at: number;
  next: number;
}
