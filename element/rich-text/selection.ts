// Selections: DOM boundary points ↔ model offsets, in the source read and in freshly rendered DOM.
import type { Positions, Sel } from './model';
import { readDom } from './read';

/** The model offset of a DOM boundary point inside the source that `positions` was read from. */
export function offsetOf(positions: Positions, container: Node, offset: number): number | null {
  if (container.nodeType === Node.TEXT_NODE) {
    const start = positions.start.get(container);
    if (start !== undefined) return Math.min(start + offset, positions.end.get(container) ?? start);
    return offsetOf(positions, container.parentNode as Node, indexIn(container));
  }
  const children = container.childNodes;
  for (let i = offset; i < children.length; i++) {
    const start = positions.start.get(children[i] as Node);
    if (start !== undefined) return start;
  }
  const end = positions.end.get(container);
  if (end !== undefined) return end;
  return container.parentNode ? offsetOf(positions, container.parentNode, indexIn(container) + 1) : null;
}

const indexIn = (node: Node): number => Array.prototype.indexOf.call(node.parentNode?.childNodes ?? [], node);

/** The DOM point for a model offset in freshly rendered DOM (the text of each block in order). */
export function pointAt(root: HTMLElement, positions: Positions, target: number): { node: Node; offset: number } {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  let emptyBlock: Node | null = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const start = positions.start.get(node);
    const end = positions.end.get(node);
    if (start === undefined || end === undefined) continue;
    if (node.nodeType === Node.TEXT_NODE) {
      if (target >= start && target <= end) return { node, offset: target - start };
    } else if ((node as Element).tagName === 'BR') {
      // A block's closing `<br>` holds no character: the caret goes before it.
      if (start === end && target === start) return { node: node.parentNode as Node, offset: indexIn(node) };
      if (target === end && start !== end) return { node: node.parentNode as Node, offset: indexIn(node) + 1 };
    } else if (start === target && end === target && !emptyBlock) emptyBlock = node;
  }
  if (emptyBlock) return { node: emptyBlock, offset: 0 };
  return { node: root, offset: root.childNodes.length };
}

/** The selection inside `root` as model offsets, or null when it is elsewhere. */
export function selectionIn(root: HTMLElement, positions: Positions): Sel | null {
  const selection = root.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) return null;
  const start = offsetOf(positions, range.startContainer, range.startOffset);
  const end = offsetOf(positions, range.endContainer, range.endOffset);
  if (start === null || end === null) return null;
  return { start: Math.min(start, end), end: Math.max(start, end) };
}

/** Selects model offsets `sel` in freshly rendered DOM. */
export function select(root: HTMLElement, sel: Sel): void {
  const { positions } = readDom(root);
  const doc = root.ownerDocument;
  const start = pointAt(root, positions, sel.start);
  const end = sel.end === sel.start ? start : pointAt(root, positions, sel.end);
  const range = doc.createRange();
  range.setStart(start.node, start.offset);
  range.setEnd(end.node, end.offset);
  const selection = doc.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
