import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { Comment, CommentThread } from '../api/types';
import { blockLabel } from '../blocks/registry';
import '../i18n/en/comments-entry';
import '../i18n/en/rest';
import { Messages } from '../i18n/messages';
import { define } from '../shared/define';
import { icon } from '../shared/icons';
import { findBlock } from '../state/document-ops';
import type { EditorStore } from '../state/store';
import { commentsStyles } from './comments.styles';
import type { EbCommentComposer } from './composer';
import { editForm } from './edit-form';
import './composer';
import type { CommentsLink } from './types';
import { changeComment, peopleFinder, postComment, removeComment } from './writes';

type Filter = 'open' | 'resolved';

/**
 * The Comments panel (docs/api.md §15): the open template's threads, newest activity first, each
 * on its block or on the whole template; open or resolved ones; a composer for a new thread (on
 * the selected block, or the template) and, per thread, reply, resolve or reopen, and edit and
 * delete where the user may. Texts are shown as text (Lit escapes them): markup in a comment
 * shows literally.
 */
export class EbComments extends LitElement {
  static override properties = {
    threads: { attribute: false },
    link: { attribute: false },
    store: { attribute: false },
    selected: { attribute: false },
    anchor: { attribute: false },
    _filter: { state: true },
    _replying: { state: true },
    _editing: { state: true },
    _status: { state: true },
    _error: { state: true },
  };
  static override styles = commentsStyles;

  /** Null while the first read is on its way. */
  declare threads: CommentThread[] | null;
  declare link: CommentsLink | null;
  declare store: EditorStore | null;
  /** The block selected on the canvas: a new comment goes on it. */
  declare selected: string | null;
  /** A block's badge opened the panel (the block is selected): the composer takes focus. */
  declare anchor: string | null;
  declare _filter: Filter;
  declare _replying: string | null;
  declare _editing: string | null;
  /** What the last action did, for screen readers (a polite live region). */
  declare _status: string;
  declare _error: string;
  readonly #msg = new Messages(this);

  constructor() {
    super();
    this.threads = null;
    this.link = null;
    this.store = null;
    this.selected = null;
    this.anchor = null;
    this._filter = 'open';
    this._replying = null;
    this._editing = null;
    this._status = '';
    this._error = '';
    this.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      e.stopPropagation();
      this.link?.close();
    });
  }

  /** Opening moves focus into the panel: to the composer when a block's badge opened it, else the title. */
  protected override firstUpdated(): void {
    this.#focusStart();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('anchor') && changed.get('anchor') !== undefined) this.#focusStart();
  }

  #focusStart(): void {
    if (this.anchor) void this.#composer('new').then((c) => c?.focus());
    else this.renderRoot.querySelector<HTMLElement>('h2')?.focus();
  }

  protected override render() {
    const t = this.#msg.t.bind(this.#msg);
    const threads = this.threads;
    const open = threads?.filter((th) => !th.resolved) ?? [];
    const resolved = threads?.filter((th) => th.resolved) ?? [];
    const shown = this._filter === 'open' ? open : resolved;
    return html`<section aria-labelledby="title">
      <header>
        <h2 id="title" tabindex="-1">${t('comments.title')}</h2>
        <button class="btn icon ghost" aria-label=${t('comments.close')} @click=${() => this.link?.close()}>${icon('close')}</button>
      </header>
      <div class="filter" role="group" aria-label=${t('comments.filter')}>
        ${this.#filterButton('open', t('comments.open', { count: open.length }))}
        ${this.#filterButton('resolved', t('comments.resolved', { count: resolved.length }))}
      </div>
      ${this.#newThread()}
      <p class="visually-hidden" role="status">${this._status}</p>
      ${this._error ? html`<p class="error" role="alert">${this._error}</p>` : nothing}
      <div class="list">
        ${
          threads === null
            ? html`<p class="empty">${t('comments.loading')}</p>`
            : shown.length === 0
              ? html`<p class="empty">${t(this._filter === 'open' ? 'comments.noneOpen' : 'comments.noneResolved')}</p>`
              : html`<ul aria-label=${t(this._filter === 'open' ? 'comments.openList' : 'comments.resolvedList')}>
                  ${shown.map((thread) => this.#thread(thread))}
                </ul>`
        }
      </div>
    </section>`;
  }

  #filterButton(filter: Filter, label: string): TemplateResult {
    return html`<button class="btn ghost" aria-pressed=${this._filter === filter ? 'true' : 'false'} @click=${() => (this._filter = filter)}>${label}</button>`;
  }

  /** The composer of a new thread: on the selected block, else on the template. */
  #newThread(): TemplateResult {
    const t = this.#msg.t.bind(this.#msg);
    const blockId = this.selected;
    const block = this.#blockName(blockId);
    return html`<div class="new">
      <eb-comment-composer
        data-composer="new"
        label=${block ? t('comments.newOnBlock', { block }) : t('comments.newOnTemplate')}
        .findPeople=${this.link ? peopleFinder(this.link) : null}
        .submit=${(text: string, mentions: string[]) => this.#post({ text, mentions, ...(block && blockId ? { blockId } : {}) })}
      ></eb-comment-composer>
    </div>`;
  }

  #thread(thread: CommentThread): TemplateResult {
    const t = this.#msg.t.bind(this.#msg);
    const block = this.#blockName(thread.blockId);
    const replying = this._replying === thread._id;
    return html`<li class="thread ${thread.resolved ? 'resolved' : ''}">
      <article aria-labelledby="by-${thread._id}">
        <p class="anchor">
          ${thread.blockId === null ? t('comments.onTemplate') : block ? t('comments.onBlock', { block }) : t('comments.onRemovedBlock')}
          ${
            block && thread.blockId
              ? html`<button class="link" @click=${() => this.link?.showBlock(thread.blockId as string)}>${t('comments.showBlock')}</button>`
              : nothing
          }
        </p>
        ${this.#comment(thread, true)}
        ${thread.replies.length ? html`<ul class="replies">${thread.replies.map((r) => html`<li>${this.#comment(r, false)}</li>`)}</ul>` : nothing}
        ${
          replying
            ? html`<eb-comment-composer
                data-composer=${thread._id}
                cancellable
                label=${t('comments.replyTo', { name: this.#author(thread) })}
                .submitLabel=${t('comments.reply')}
                .findPeople=${this.link ? peopleFinder(this.link) : null}
                .submit=${(text: string, mentions: string[]) => this.#post({ text, mentions, parentId: thread._id }, thread._id)}
                @eb-composer-cancel=${() => this.#stopReplying(thread._id)}
              ></eb-comment-composer>`
            : nothing
        }
        <div class="actions">
          ${replying ? nothing : html`<button class="btn" data-reply=${thread._id} @click=${() => this.#reply(thread._id)}>${t('comments.reply')}</button>`}
          <button class="btn" @click=${() => this.#resolve(thread)}>${t(thread.resolved ? 'comments.reopen' : 'comments.resolve')}</button>
        </div>
      </article>
    </li>`;
  }

  #comment(comment: Comment, first: boolean): TemplateResult {
    const t = this.#msg.t.bind(this.#msg);
    const i18n = this.#msg.i18n;
    const mine = !!comment.userId && comment.userId === this.link?.userId;
    const mayDelete = mine || !!this.link?.manager;
    const edited = comment.updatedAt !== comment.createdAt && !first;
    return html`<div class="comment">
      <p class="meta">
        <strong id=${first ? `by-${comment._id}` : nothing}>${this.#author(comment)}</strong>
        <time datetime=${comment.createdAt} title=${i18n.date(comment.createdAt)}>${i18n.timeAgo(comment.createdAt)}</time>
        ${edited ? html`<span class="edited">${t('comments.edited')}</span>` : nothing}
      </p>
      ${
        this._editing === comment._id
          ? this.#editForm(comment)
          : html`<p class="text">${comment.text}</p>
              <div class="actions small">
                ${mine ? html`<button class="link" aria-label=${t('comments.editYours')} @click=${() => this.#edit(comment._id)}>${t('comments.edit')}</button>` : nothing}
                ${
                  mayDelete
                    ? html`<button class="link danger" aria-label=${t(first ? 'comments.deleteThreadOf' : 'comments.deleteOf', { name: this.#author(comment) })} @click=${() => this.#delete(comment, first)}>${t('comments.delete')}</button>`
                    : nothing
                }
              </div>`
      }
    </div>`;
  }

  #editForm(comment: Comment): TemplateResult {
    const done = this.#msg.t('comments.savedEdit');
    const save = async (text: string) => {
      if (await this.#run(() => changeComment(this.link, comment._id, { text }), done)) this._editing = null;
    };
    return editForm(this.#msg.i18n, comment.text, save, () => {
      this._editing = null;
    });
  }

  #author(comment: Comment): string {
    if (comment.userId && comment.userId === this.link?.userId)
      return comment.name ? this.#msg.t('comments.you', { name: comment.name }) : this.#msg.t('comments.youAlone');
    return comment.name ?? comment.userId ?? this.#msg.t('comments.fromApp');
  }

  /** The block's name as the palette says it, or null for none or a block no longer in the document. */
  #blockName(blockId: string | null): string | null {
    const found = blockId && this.store ? findBlock(this.store.doc, blockId) : null;
    return found ? blockLabel(found.block.type, this.#msg.i18n) : null;
  }

  async #post(
    body: { text: string; mentions: string[]; blockId?: string; parentId?: string },
    thread?: string,
  ): Promise<void> {
    const { mentions, ...rest } = body;
    await postComment(this.link, { ...rest, ...(mentions.length ? { mentions } : {}) });
    this._status = this.#msg.t(thread ? 'comments.replied' : 'comments.posted');
    this._filter = 'open';
    if (thread) this.#stopReplying(thread);
  }

  async #reply(thread: string): Promise<void> {
    this._replying = thread;
    (await this.#composer(thread))?.focus();
  }

  async #stopReplying(thread: string): Promise<void> {
    this._replying = null;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLElement>(`[data-reply="${CSS.escape(thread)}"]`)?.focus();
  }

  async #edit(id: string): Promise<void> {
    this._editing = id;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLTextAreaElement>('form.edit textarea')?.focus();
  }

  async #resolve(thread: CommentThread): Promise<void> {
    const resolved = !thread.resolved;
    const done = this.#msg.t(resolved ? 'comments.resolvedDone' : 'comments.reopenedDone');
    await this.#runThenFocus(() => changeComment(this.link, thread._id, { resolved }), done);
  }

  async #delete(comment: Comment, first: boolean): Promise<void> {
    const done = this.#msg.t(first ? 'comments.threadDeleted' : 'comments.deleted');
    await this.#runThenFocus(() => removeComment(this.link, comment._id), done);
  }

  /** Runs an action that may take the focused button away with its comment; the focus then goes to the heading. */
  async #runThenFocus(action: () => Promise<void> | undefined, done: string): Promise<void> {
    if (await this.#run(action, done)) this.renderRoot.querySelector<HTMLElement>('h2')?.focus();
  }

  /** Runs an action; says what it did, or why it failed. */
  async #run(action: () => Promise<void> | undefined, done: string): Promise<boolean> {
    this._error = '';
    try {
      await action();
      this._status = done;
      return true;
    } catch (error) {
      this._error = this.#msg.t('comments.failed', { error: error instanceof Error ? error.message : String(error) });
      return false;
    }
  }

  async #composer(name: string): Promise<EbCommentComposer | null> {
    await this.updateComplete;
    const composer = this.renderRoot.querySelector<EbCommentComposer>(`[data-composer="${CSS.escape(name)}"]`);
    await composer?.updateComplete;
    return composer;
  }
}

define('eb-comments', EbComments);
