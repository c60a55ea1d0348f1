// The Images dialog is its own chunk: the editor loads it the first time an image field, a
// dropped or a pasted file asks for it. It lives in <email-builder>'s shadow root (theme,
// contexts), before the root's rendered content so re-renders never remove it.
import { lazyChunk } from '../shared/lazy-chunk';
import type { ImageChoice, ImageRequest } from './types';

export type { ImageChoice, ImageRequest } from './types';

/** The image block props a choice sets; its known size lets the export give the image a `height`. */
export function imagePropsOf(choice: ImageChoice) {
  const size =
    choice.width && choice.height
      ? { naturalSize: { src: choice.url, width: choice.width, height: choice.height } }
      : {};
  return { src: choice.url, alt: choice.alt, decorative: choice.decorative, ...size };
}

export const imagesChunk = lazyChunk(() => import('./images-dialog'));

/** Opens the Images dialog near `from`; resolves to the chosen picture, or null when closed. */
export async function openImages(from: Element, request: ImageRequest = {}): Promise<ImageChoice | null> {
  await imagesChunk.load();
  return dialogIn(builderRoot(from), 'eb-images-dialog').pick(request);
}

/** The shadow root of the <email-builder> that `from` is inside (the page body outside one). */
export function builderRoot(from: Element): ParentNode {
  let node: Node = from;
  for (;;) {
    const root = node.getRootNode();
    if (!(root instanceof ShadowRoot)) return document.body;
    if (root.host.localName === 'email-builder') return root;
    node = root.host;
  }
}

/** The one dialog of that tag in `root`, created on first use. */
export function dialogIn<K extends keyof HTMLElementTagNameMap>(root: ParentNode, tag: K): HTMLElementTagNameMap[K] {
  const existing = root.querySelector(tag);
  if (existing) return existing;
  const created = document.createElement(tag);
  root.prepend(created);
  return created;
}
