// "Save as block" for the selected block or columns section (the inspector's header shows it).
import { html, nothing } from 'lit';
import type { Block } from '../../core/document/schema';
import { icon } from '../shared/icons';
import { openSaveBlock } from './chunk';

export function saveAsBlockButton(from: Element, block: Block, readOnly: boolean) {
  if (readOnly) return nothing;
  return html`<button class="btn ghost" title="Save this block to reuse it in any template" @click=${() => openSaveBlock(from, block).catch(() => {})}>
    ${icon('plus')}Save as block
  </button>`;
}
