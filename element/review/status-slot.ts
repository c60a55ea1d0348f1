// Where the approval status goes in the editor's toolbar: only shared templates have one, so its
// component (./status-bar.ts, with its styles and messages) is a chunk of its own, loaded when a
// saved shared template opens; the element upgrades when it arrives.
import { html, nothing, type TemplateResult } from 'lit';
import { lazyChunk } from '../shared/lazy-chunk';
import type { EditorStore } from '../state/store';

const statusChunk = lazyChunk(() => import('./status-bar'));

export function statusSlot(store: EditorStore): TemplateResult | typeof nothing {
  if (store.source !== 'shared' || !store.templateId) return nothing;
  statusChunk.prefetch();
  return html`<eb-review-status></eb-review-status>`;
}
