// DOM helpers for the canvas iframe: the rendered email lives there, the editor chrome outside.
import type { Block } from '../../core/document/schema';

/** Editor-only CSS inside the iframe: blocks hidden on the current device stay selectable, dimmed. */
export const FRAME_CSS = `
[data-eb-block]{cursor:default}
a{cursor:default}
[contenteditable]{outline:none;cursor:text}
table.eb-hd[data-eb-block],table.eb-hm[data-eb-block]{opacity:.4}
@media (min-width:480px){table.eb-hd[data-eb-block]{display:table!important}}
@media (max-width:479px){table.eb-hm[data-eb-block]{display:table!important}}
[data-eb-column]:not(:has([data-eb-block])){min-height:72px;outline:1.5px dashed #a5a6f6;outline-offset:-6px;background:#f5f5ff}
[data-eb-column]:not(:has([data-eb-block]))::before{content:var(--eb-drop-hint);display:block;padding-top:26px;text-align:center;font:12px system-ui,sans-serif;color:#6e6fd0}
table[data-eb-condition]{outline:1.5px dashed #b45309;outline-offset:-1px}
table[data-eb-condition]>tbody>tr>td{position:relative}
table[data-eb-condition]>tbody>tr>td::before{content:var(--eb-condition-hint);position:absolute;top:2px;inset-inline-end:2px;padding:1px 6px;border-radius:4px;font:600 10px/1.6 system-ui,sans-serif;color:#fff;background:#b45309;pointer-events:none}
img[data-eb-broken]{min-height:120px;min-width:120px;background:repeating-linear-gradient(45deg,#eceef2 0 12px,#e2e4e9 12px 24px)}
.eb-empty{font:14px/1.5 system-ui,sans-serif;color:#6e707a;text-align:center;padding:64px 24px;border:2px dashed #c9cbd3;border-radius:10px;margin:32px auto;max-width:420px;background:#fff}
`;

/** Puts the frame's blank document in standards mode (a doctype written first), as the email is sent. */
export function standardsMode(doc: Document): void {
  if (doc.compatMode === 'CSS1Compat') return;
  doc.open();
  doc.write('<!doctype html><html><head></head><body></body></html>');
  doc.close();
}

export function blockElement(doc: Document, id: string): HTMLElement | null {
  return doc.querySelector<HTMLElement>(`[data-eb-block="${CSS.escape(id)}"]`);
}

/** The element whose contents are the block's editable text, or null when the type has none. */
export function editableRoot(blockEl: HTMLElement, block: Block): HTMLElement | null {
  if (block.type === 'heading') return blockEl.querySelector<HTMLElement>('h1,h2,h3') ?? soleDescendant(blockEl);
  if (block.type !== 'text') return null;
  const first = blockEl.querySelector<HTMLElement>('p,ul,ol');
  return first?.parentElement ?? soleDescendant(blockEl);
}

/** Walks down single-child chains to the element that directly holds the text. */
function soleDescendant(el: HTMLElement): HTMLElement {
  let current = el;
  for (;;) {
    const hasText = [...current.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
    const only = current.children.length === 1 ? (current.firstElementChild as HTMLElement) : null;
    if (hasText || !only) return current;
    current = only;
  }
}

/** Places the caret at a point, or at the end of `root`. */
export function placeCaret(doc: Document, root: HTMLElement, x?: number, y?: number): void {
  const selection = doc.getSelection();
  if (!selection) return;
  let range: Range | null = null;
  if (x !== undefined && y !== undefined) {
    const position = doc.caretPositionFromPoint?.(x, y);
    if (position && root.contains(position.offsetNode)) {
      range = doc.createRange();
      range.setStart(position.offsetNode, position.offset);
      range.collapse(true);
    }
  }
  if (!range) {
    range = doc.createRange();
    range.selectNodeContents(root);
    range.collapse(false);
  }
  selection.removeAllRanges();
  selection.addRange(range);
}
