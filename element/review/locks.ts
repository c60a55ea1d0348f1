// Locked blocks on the canvas (docs/api.md §15): a lock on every locked block, for everyone, and
// on the selected block's bar a manager's Lock/Unlock. A chunk of its own (./lock-ui.ts loads it
// for a document with locks, or a manager editing a shared template). The bar's controls are
// disabled for others by the bar itself, the store refuses the edits (EditorStore.lockedFor), and
// the server refuses whatever gets past both (403 block_locked).
import { html, nothing, type TemplateResult } from 'lit';
import type { Block } from '../../core/document/schema';
import { registerEnglish } from '../i18n/catalog';
import { reviewLocks } from '../i18n/en/review-locks';
import type { I18n } from '../i18n/i18n';
import { icon } from '../shared/icons';
import type { EditorStore } from '../state/store';

registerEnglish(reviewLocks);

/** As much of a block's box on the canvas as a lock needs to stand at its corner (the canvas's own boxes fit). */
interface LockBox {
  readonly top: number;
  readonly left: number;
  readonly width: number;
}

interface LockHost {
  readonly store: EditorStore | null;
  readonly i18n: I18n;
  boxOf(id: string): LockBox | null;
}

/** Blocks with `locked: true`, columns' children included (the document is two levels deep at most). */
function lockedBlocks(blocks: readonly Block[]): Block[] {
  const found: Block[] = [];
  for (const block of blocks) {
    if (block.locked) found.push(block);
    if (block.type !== 'columns') continue;
    for (const column of block.props.columns) for (const child of column.blocks) if (child.locked) found.push(child);
  }
  return found;
}

/** A lock in the top corner of each locked block; its name says why nothing there can be changed. */
export function lockMarks(host: LockHost): TemplateResult | typeof nothing {
  const store = host.store;
  if (!store) return nothing;
  const blocks = lockedBlocks(store.doc.blocks);
  if (blocks.length === 0) return nothing;
  const label = host.i18n.t(store.access.manager ? 'review.locked' : 'review.lockedHelp');
  return html`<style>
      .lock-mark {
        position: absolute;
        z-index: 1;
        display: inline-flex;
        align-items: center;
        justify-content: center;
        width: 24px;
        height: 24px;
        border-radius: 50%;
        background: var(--eb-bg);
        color: var(--eb-fg-muted);
        box-shadow: var(--eb-shadow);
        pointer-events: none;
      }
      .lock-mark svg {
        width: 14px;
        height: 14px;
      }
    </style>
    ${blocks.map((block) => {
      const box = host.boxOf(block.id);
      if (!box) return nothing;
      return html`<span
      class="lock-mark"
      role="img"
      aria-label=${label}
      title=${label}
      data-block=${block.id}
      style=${`top:${box.top + 4}px;left:${box.left + box.width - 28}px`}
    >${icon('lock')}</span>`;
    })}`;
}

/** A manager's Lock/Unlock on the selected block of a shared template they edit. */
export function lockToggle(store: EditorStore, i18n: I18n, id: string, block: Block): TemplateResult | typeof nothing {
  if (!store.access.manager || !store.editingShared) return nothing;
  const locked = block.locked === true;
  const label = i18n.t(locked ? 'review.unlock' : 'review.lock');
  const toggle = () =>
    store.update(id, (b) => {
      if (locked) {
        const { locked: _, ...rest } = b;
        return rest as Block;
      }
      return { ...b, locked: true };
    });
  return html`<button aria-label=${label} title=${label} aria-pressed=${locked ? 'true' : 'false'} @click=${toggle}>${icon('lock')}</button>`;
}
