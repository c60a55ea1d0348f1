// The open template's comments (docs/api.md §15), for the editor: the toolbar's Comments button
// with the number of open threads, the count on each commented block (element/canvas), and the
// panel, a chunk of its own loaded on the first open. Other people's comments arrive within a
// second: through the live session when it is connected (the server tells it "comments changed"),
// otherwise by reading them again every second while the page is visible.
import { ContextConsumer } from '@lit/context';
import { html, nothing, type ReactiveController, type ReactiveElement, type TemplateResult } from 'lit';
import type { CommentThread } from '../api/types';
import { lazyChunk } from '../shared/lazy-chunk';
import type { LiveSignal } from '../state/live';
import '../i18n/en/comments-entry';
import type { CanvasHost } from '../canvas/host';
import { Messages } from '../i18n/messages';
import { sessionContext } from '../shared/context';
import { icon } from '../shared/icons';
import type { Timers } from '../shared/timers';
import type { EditorStore } from '../state/store';
import { listComments } from './api';
import { type CommentsShowDetail, commentBadges } from './badges';
import type { CommentsHost, CommentsLink } from './types';

/** How often comments are read again while no live session brings them. */
export const COMMENTS_REFRESH_MS = 1000;

/** The live session's word that the comments changed (element/collab). */
const CHANGED: LiveSignal = 'eb-live-comments';

/** The timers the refresh runs on: the page's, or a test's clock (element/shared/timers.ts). */
export const commentTimers: { current: Timers } = { current: globalThis };

const panelChunk = lazyChunk(() => import('./comments'));

export class CommentsController implements ReactiveController, CommentsLink {
  /** The open template's threads; null until the first read. */
  threads: CommentThread[] | null = null;
  open = false;
  /** The block whose badge opened the panel (its composer takes focus); null: the toolbar's button did. */
  anchor: string | null = null;
  readonly #host: ReactiveElement;
  readonly #getStore: () => EditorStore | null;
  readonly #session: ContextConsumer<typeof sessionContext, ReactiveElement>;
  readonly #msg: Messages;
  #templateId: string | null = null;
  #timer: number | undefined;
  #reading: Promise<void> | null = null;
  #again = false;
  #counted: {
    threads: CommentThread[] | null;
    counts: ReadonlyMap<string, number>;
    badges: (canvas: CanvasHost) => unknown;
  } | null = null;
  #root: CommentsHost | null = null;

  constructor(host: ReactiveElement, getStore: () => EditorStore | null) {
    this.#host = host;
    this.#getStore = getStore;
    this.#session = new ContextConsumer(host, { context: sessionContext, subscribe: true });
    this.#msg = new Messages(host);
    host.addController(this);
    // A block's count badge on the canvas: the panel opens on that block.
    host.addEventListener('eb-comments-show', (e) =>
      this.toggle((e as CustomEvent<CommentsShowDetail>).detail.blockId),
    );
  }

  /** Comments are in the plan and the template is saved (an unsaved one has nothing to anchor them to). */
  get #enabled(): boolean {
    return !!this.#session.value?.features.comments;
  }

  get userId(): string {
    return this.#session.value?.userId ?? '';
  }

  get manager(): boolean {
    return this.#session.value?.role === 'manager' && this.#getStore()?.source === 'shared';
  }

  hostConnected(): void {
    this.#schedule();
  }

  hostUpdated(): void {
    const root = (this.#host.getRootNode() as ShadowRoot).host as unknown as CommentsHost | undefined;
    if (root !== this.#root) {
      this.#root?.removeEventListener(CHANGED, this.#onChanged);
      this.#root = root?.localName === 'email-builder' ? root : null;
      this.#root?.addEventListener(CHANGED, this.#onChanged);
    }
    const id = this.#enabled ? (this.#getStore()?.templateId ?? null) : null;
    if (id === this.#templateId) return;
    this.#templateId = id;
    this.threads = null;
    this.anchor = null;
    if (!id) this.open = false;
    void this.refresh();
  }

  hostDisconnected(): void {
    commentTimers.current.clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#root?.removeEventListener(CHANGED, this.#onChanged);
    this.#root = null;
    this.#templateId = null;
  }

  /** The canvas's badges: the same function until the threads change (then the canvas draws again). */
  get badges(): (canvas: CanvasHost) => unknown {
    return this.#count().badges;
  }

  #count() {
    if (this.#counted?.threads === this.threads) return this.#counted;
    const counts = new Map<string, number>();
    for (const thread of this.threads ?? [])
      if (thread.blockId && !thread.resolved)
        counts.set(thread.blockId, (counts.get(thread.blockId) ?? 0) + 1 + thread.replies.length);
    this.#counted = { threads: this.threads, counts, badges: (canvas: CanvasHost) => commentBadges(canvas, counts) };
    return this.#counted;
  }

  /** Opens or closes the panel; a block's badge opens it on that block (selected, its composer focused). */
  toggle(anchor: string | null = null): void {
    this.open = anchor !== null || !this.open;
    this.anchor = anchor;
    if (anchor) this.#getStore()?.select(anchor);
    if (this.open)
      panelChunk.load().then(
        () => this.#host.requestUpdate(),
        () => {
          this.open = false;
          this.#host.requestUpdate();
        },
      );
    this.#host.requestUpdate();
  }

  close(): void {
    this.open = false;
    this.anchor = null;
    this.#host.requestUpdate();
    this.#host.renderRoot.querySelector<HTMLElement>('[data-comments-button]')?.focus();
  }

  /**
   * The toolbar button (absent without the plan's `comments`): an icon and the open threads' count,
   * named by both ("Comments, 2 open threads") — the toolbar has no room for another word at 1280 px.
   */
  button(): TemplateResult | typeof nothing {
    if (!this.#enabled) return nothing;
    const t = this.#msg.t.bind(this.#msg);
    const unsaved = !this.#getStore()?.templateId;
    const count = this.threads?.filter((thread) => !thread.resolved).length ?? 0;
    const name = count ? t('comments.buttonCount', { count }) : t('comments.button');
    return html`<button
      class="btn ghost"
      data-comments-button
      aria-label=${name}
      title=${unsaved ? t('comments.unsaved') : name}
      ?disabled=${unsaved}
      aria-expanded=${this.open ? 'true' : 'false'}
      aria-controls="eb-comments-panel"
      @click=${() => this.toggle()}
    >${icon('comment')}${count ? html`<span class="badge warning" aria-hidden="true">${count}</span>` : nothing}</button>`;
  }

  /** The panel while open (its chunk loads on the first open). */
  panel(): TemplateResult | typeof nothing {
    const store = this.#getStore();
    if (!this.open || !panelChunk.loaded || !store) return nothing;
    return html`<eb-comments
      id="eb-comments-panel"
      .threads=${this.threads}
      .link=${this}
      .store=${store}
      .selected=${store.selectedId}
      .anchor=${this.anchor}
    ></eb-comments>`;
  }

  // ---- For the panel (element/comments/comments.ts) ----------------------------------------------

  get root(): CommentsHost | null {
    return this.#root;
  }

  get templateId(): string | null {
    return this.#templateId;
  }

  showBlock(blockId: string): void {
    this.#getStore()?.select(blockId);
    (this.#host as ReactiveElement & { canvas?: { reveal(id: string): void } | null }).canvas?.reveal(blockId);
  }

  /** Reads the threads again: one read at a time, and one more after it when asked meanwhile. */
  refresh(): Promise<void> {
    this.#again = this.#reading !== null;
    this.#reading ??= (async () => {
      do {
        this.#again = false;
        await this.#read();
      } while (this.#again);
      this.#reading = null;
    })();
    return this.#reading;
  }

  async #read(): Promise<void> {
    const root = this.#root;
    const id = this.#templateId;
    if (!root || !id) return;
    try {
      const threads = await listComments(root.requireClient(), id);
      // Nothing new (most reads without a live session): no re-render of the toolbar and canvas.
      if (id !== this.#templateId || (this.threads && signature(threads) === signature(this.threads))) return;
      this.threads = threads;
      this.#host.requestUpdate();
    } catch {
      // Offline, or the template went away: the next refresh tries again.
    }
  }

  #onChanged = (): void => void this.refresh();

  /** Every second: read again unless the live session brings the changes. */
  #schedule(): void {
    commentTimers.current.clearTimeout(this.#timer);
    this.#timer = commentTimers.current.setTimeout(() => {
      this.#schedule();
      if (this.#templateId && !this.#root?.live?.listening && document.visibilityState !== 'hidden')
        void this.refresh();
    }, COMMENTS_REFRESH_MS);
  }
}

/** What a re-render would show differently: every comment's id, state and last change. */
function signature(threads: CommentThread[]): string {
  let out = '';
  for (const t of threads) {
    out += `${t._id} ${t.updatedAt} ${t.resolved};`;
    for (const r of t.replies) out += `${r._id} ${r.updatedAt},`;
  }
  return out;
}
