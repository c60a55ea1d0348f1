// The whole email into the canvas iframe: the renderer's markup, the editor-only CSS, merge-tag
// chips, and the canvas's own words (empty canvas, "Drop blocks here") in the element's language.
import type { RenderOptions } from '../../core/render/context';
import { renderHtml } from '../../core/render/index';
import { accountTypes } from '../blocks/custom/account-types';
import type { I18n } from '../i18n/i18n';
import { CHIP_CSS, chipTags } from '../merge-tags/chips';
import type { EditorStore } from '../state/store';
import { FRAME_CSS } from './frame';

/** How the canvas renders: annotated for selection; conditioned blocks stay (marked by FRAME_CSS), without the platform's markers. */
export function canvasRenderOptions(assetBaseUrl: string | undefined, store: EditorStore | null): RenderOptions {
  return {
    annotate: true,
    assetBaseUrl: assetBaseUrl ?? '/assets',
    showBlock: () => true,
    blockTypes: store ? accountTypes(store)?.renderers : undefined,
  };
}

/** Replaces the frame's document with a fresh rendering of the store's document. */
export function renderFrame(doc: Document, store: EditorStore, options: RenderOptions, i18n: I18n): void {
  const markup = renderHtml(store.doc, options);
  const parsed = new DOMParser().parseFromString(markup, 'text/html');
  const style = parsed.createElement('style');
  // The empty-column hint is CSS generated content: its words come in as a custom property (a CSS string).
  style.textContent =
    `${FRAME_CSS + CHIP_CSS}\n:root{--eb-drop-hint:${JSON.stringify(i18n.t('editor.canvas.dropHere'))};` +
    `--eb-condition-hint:${JSON.stringify(i18n.t('editor.canvas.conditioned'))}}`;
  parsed.head.append(style);
  if (store.doc.blocks.length === 0) {
    const empty = parsed.createElement('div');
    empty.className = 'eb-empty';
    empty.lang = i18n.tag;
    empty.dir = i18n.dir;
    empty.textContent = i18n.t(store.readOnly ? 'editor.canvas.empty' : 'editor.canvas.emptyHint');
    parsed.body.prepend(empty);
  }
  doc.documentElement.replaceWith(doc.adoptNode(parsed.documentElement));
  // After adoption: nodes touched before it would keep wrappers of this window, not the frame's.
  chipTags(doc.body, store.mergeTags);
}

/**
 * An image that cannot load (a typo, a 404, offline) still needs a visible, clickable box. The
 * frame's `error` events do not reach us for every failure (blocked responses among them), so
 * each new image's decode() settles it; `settled` re-measures the frame either way.
 */
export function watchImages(root: ParentNode | null, settled: () => void): void {
  for (const img of root?.querySelectorAll('img') ?? []) {
    img.decode().then(settled, () => {
      if (img.isConnected && !(img.complete && img.naturalWidth > 0)) img.setAttribute('data-eb-broken', '');
      settled();
    });
  }
}

/** Images that load or fail after a render re-measure the frame; a failed one keeps a visible, clickable box. */
export function listenForImages(doc: Document, settled: () => void): void {
  doc.addEventListener('load', settled, true);
  doc.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) event.target.setAttribute('data-eb-broken', '');
      settled();
    },
    true,
  );
}
