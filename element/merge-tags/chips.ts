// Merge tags shown as chips in the canvas frame: the rendered email's text is wrapped where a tag
// appears, in the frame's DOM only. The document keeps the plain tag text (and so do exports);
// `unchip` undoes the wrapping before edited HTML is read back.

import { ANY_MERGE_TAG } from '../state/merge-tag-scan';
import type { MergeTag } from '../state/merge-tags';

/** Canvas-only CSS for the chips: host-defined tags in the accent colour, unknown ones dashed amber. */
export const CHIP_CSS = `
span[data-eb-tag]{display:inline-block;padding:0 5px;margin:0 1px;border-radius:4px;background:#ececfe;color:#3e3fb8;font:inherit;line-height:1.25;white-space:nowrap;cursor:default;user-select:all}
span[data-eb-tag="unknown"]{background:#fff4e0;color:#8a4b00;outline:1px dashed #d88a1c;outline-offset:-1px}
`;

/** Not global: `test` on the shared global pattern would move its lastIndex under later `matchAll`s. */
const HAS_TAG = new RegExp(ANY_MERGE_TAG.source);

/** Wraps every merge tag in the text under `root` in a non-editable chip. */
export function chipTags(root: Node | null, tags: readonly MergeTag[]): void {
  if (!root) return;
  const doc = root.ownerDocument ?? (root as Document);
  const known = new Set(tags.map((tag) => tag.value));
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const hits: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('[data-eb-tag],style,title,script') || !node.nodeValue) continue;
    if (HAS_TAG.test(node.nodeValue)) hits.push(node as Text);
  }
  for (const text of hits) {
    const value = text.nodeValue ?? '';
    const fragment = doc.createDocumentFragment();
    let last = 0;
    for (const match of value.matchAll(ANY_MERGE_TAG)) {
      const index = match.index ?? 0;
      if (index > last) fragment.append(value.slice(last, index));
      const chip = doc.createElement('span');
      chip.dataset.ebTag = known.has(match[0]) ? 'known' : 'unknown';
      chip.contentEditable = 'false';
      chip.textContent = match[0];
      fragment.append(chip);
      last = index + match[0].length;
    }
    if (last < value.length) fragment.append(value.slice(last));
    text.replaceWith(fragment);
  }
}

/** Chips back to plain tag text (a copy of edited HTML, before it is stored). */
export function unchip(root: ParentNode): void {
  for (const chip of root.querySelectorAll('span[data-eb-tag]')) chip.replaceWith(chip.textContent ?? '');
}
