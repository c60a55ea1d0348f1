// The number of open comments on each commented block (docs/api.md §15), beside the block's top
// corner on the canvas (inside it when the email leaves no room); a click opens the Comments
// panel on that block. Styled inline: the canvas's stylesheet is the editor's, and this code
// arrives later, with the comments chunk.
import { html, nothing } from 'lit';
import type { CanvasHost } from '../canvas/host';
import { icon } from '../shared/icons';

/** Detail of `eb-comments-show`: the block whose comments the user asked for. */
export interface CommentsShowDetail {
  blockId: string;
}

/** Room the badge needs beside a block, outside the email; with less it sits inside the block's corner. */
const OUTSIDE_PX = 44;

const LOOK =
  'position:absolute;z-index:1;height:22px;display:inline-flex;align-items:center;gap:3px;padding:0 7px 0 5px;border:0;' +
  'border-radius:11px;background:var(--eb-warning);color:var(--eb-fg);font-size:11px;font-weight:700;' +
  'box-shadow:var(--eb-shadow);cursor:pointer';

export function commentBadges(host: CanvasHost, counts: ReadonlyMap<string, number>) {
  if (counts.size === 0) return nothing;
  return [...counts].map(([id, count]) => {
    const box = host.boxOf(id);
    if (!box) return nothing;
    const at =
      box.left >= OUTSIDE_PX
        ? `top:${box.top}px;left:${box.left - 6}px;transform:translateX(-100%)`
        : `top:${box.top + 4}px;left:${box.left + 4}px`;
    const label = host.i18n.t('comments.badge', { count });
    return html`<button
      class="comment-badge"
      data-comments-for=${id}
      style=${`${LOOK};${at}`}
      aria-label=${label}
      title=${label}
      @click=${() => host.emit<CommentsShowDetail>('eb-comments-show', { blockId: id })}
    ><span style="display:flex;width:13px;height:13px">${icon('comment')}</span><span aria-hidden="true">${count}</span></button>`;
  });
}
