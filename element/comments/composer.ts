// Writing a comment or a reply, with @-mentions: an @ followed by letters opens a list of the
// people the host offers (its `people`, its `findPeople`); arrow keys move through it, Enter or
// Tab inserts "@Name", Escape closes it. The comment's `mentions` are the ids of the people whose
// "@Name" is still in the text when it is sent. Ctrl/⌘+Enter sends.
import { html, LitElement, nothing } from 'lit';
import { Messages } from '../i18n/messages';
import { define } from '../shared/define';
import { composerStyles } from './comments.styles';
import type { Person } from './types';

/** The @-word being typed just before the caret (at most 40 characters, no spaces). */
const MENTION_QUERY = /(^|\s)@([^\s@]{0,40})$/;
/** §15: a comment's text is 1–2,000 characters. */
export const MAX_COMMENT = 2000;

export type SubmitComment = (text: string, mentions: string[]) => Promise<void>;

let composers = 0;

/**
 * @fires eb-composer-cancel - internal: Escape (with no list open) or Cancel in a reply.
 */
export class EbCommentComposer extends LitElement {
  static override properties = {
    label: { type: String },
    submitLabel: { attribute: false },
    cancellable: { type: Boolean },
    findPeople: { attribute: false },
    submit: { attribute: false },
    _matches: { state: true },
    _active: { state: true },
    _busy: { state: true },
    _error: { state: true },
  };
  static override styles = composerStyles;

  declare label: string;
  declare submitLabel: string;
  declare cancellable: boolean;
  declare findPeople: ((query: string) => Promise<Person[]>) | null;
  declare submit: SubmitComment | null;
  declare _matches: Person[] | null;
  declare _active: number;
  declare _busy: boolean;
  declare _error: string;
  readonly #msg = new Messages(this);
  readonly #id = `composer-${++composers}`;
  /** People inserted by the list, by the "@Name" that stands for them in the text. */
  #picked = new Map<string, string>();
  #lookup = 0;

  constructor() {
    super();
    this.label = '';
    this.submitLabel = '';
    this.cancellable = false;
    this.findPeople = null;
    this.submit = null;
    this._matches = null;
    this._active = 0;
    this._busy = false;
    this._error = '';
  }

  get #area(): HTMLTextAreaElement | null {
    return this.renderRoot.querySelector('textarea');
  }

  override focus(): void {
    this.#area?.focus();
  }

  protected override render() {
    const t = this.#msg.t.bind(this.#msg);
    const matches = this._matches;
    const listId = `${this.#id}-people`;
    const optionId = (i: number) => `${this.#id}-person-${i}`;
    const open = matches !== null;
    return html`<form @submit=${this.#onSubmit}>
      <label for=${`${this.#id}-text`}>${this.label}</label>
      <div class="field">
        <textarea
          id=${`${this.#id}-text`}
          placeholder=${t('comments.placeholder')}
          maxlength=${MAX_COMMENT}
          rows="2"
          required
          role="combobox"
          aria-autocomplete="list"
          aria-expanded=${open ? 'true' : 'false'}
          aria-controls=${listId}
          aria-activedescendant=${open && matches.length ? optionId(this._active) : nothing}
          @input=${this.#onInput}
          @keydown=${this.#onKey}
          @blur=${() => this.#closeList()}
        ></textarea>
        ${
          open
            ? html`<ul id=${listId} role="listbox" aria-label=${t('comments.mentionList')}>
                ${
                  matches.length
                    ? matches.map(
                        (person, i) => html`<li
                          id=${optionId(i)}
                          role="option"
                          aria-selected=${i === this._active ? 'true' : 'false'}
                          @pointerdown=${(e: Event) => {
                            // Keeps the focus (and the caret) in the text: no blur closes the list first.
                            e.preventDefault();
                            this.#insert(person);
                          }}
                        >${person.name}</li>`,
                      )
                    : html`<li class="none" role="option" aria-disabled="true" aria-selected="false">${t('comments.noPeople')}</li>`
                }
              </ul>`
            : nothing
        }
      </div>
      ${this._error ? html`<p class="error" role="alert">${this._error}</p>` : nothing}
      <div class="actions">
        <button class="btn primary" type="submit" ?disabled=${this._busy}>${this.submitLabel || t('comments.post')}</button>
        ${this.cancellable ? html`<button class="btn" type="button" @click=${this.#cancel}>${t('comments.cancel')}</button>` : nothing}
      </div>
    </form>`;
  }

  #onInput = (): void => {
    const area = this.#area;
    if (!area) return;
    const match = MENTION_QUERY.exec(area.value.slice(0, area.selectionStart));
    if (!match || !this.findPeople) {
      this.#closeList();
      return;
    }
    const query = match[2] ?? '';
    const lookup = ++this.#lookup;
    void this.findPeople(query).then((people) => {
      // A later keystroke asked again: its answer counts, not this one.
      if (lookup !== this.#lookup) return;
      this._matches = people;
      this._active = 0;
    });
  };

  #onKey = (event: KeyboardEvent): void => {
    const matches = this._matches;
    if (matches) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (matches.length)
          this._active = (this._active + (event.key === 'ArrowDown' ? 1 : matches.length - 1)) % matches.length;
        return;
      }
      if ((event.key === 'Enter' || event.key === 'Tab') && matches[this._active]) {
        event.preventDefault();
        this.#insert(matches[this._active] as Person);
        return;
      }
      if (event.key === 'Escape') {
        // Closes the list, not the panel.
        event.preventDefault();
        event.stopPropagation();
        this.#closeList();
        return;
      }
    }
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      this.renderRoot.querySelector('form')?.requestSubmit();
    } else if (event.key === 'Escape' && this.cancellable) {
      event.stopPropagation();
      this.#cancel();
    }
  };

  /** Replaces the @-word before the caret with "@Name " and remembers who it stands for. */
  #insert(person: Person): void {
    const area = this.#area;
    if (!area) return;
    const caret = area.selectionStart;
    const before = area.value.slice(0, caret).replace(/@[^\s@]{0,40}$/, `@${person.name} `);
    area.value = before + area.value.slice(caret);
    area.setSelectionRange(before.length, before.length);
    this.#picked.set(`@${person.name}`, person.id);
    this.#closeList();
    area.focus();
  }

  #closeList(): void {
    this.#lookup++;
    this._matches = null;
  }

  #onSubmit = async (event: SubmitEvent): Promise<void> => {
    event.preventDefault();
    const area = this.#area;
    const text = area?.value.trim() ?? '';
    if (!area || !text || !this.submit || this._busy) return;
    // §15: at most 20 mentions a comment.
    const mentions = [...new Set([...this.#picked].filter(([name]) => text.includes(name)).map(([, id]) => id))].slice(
      0,
      20,
    );
    this._busy = true;
    this._error = '';
    try {
      await this.submit(text, mentions);
      area.value = '';
      this.#picked.clear();
    } catch (error) {
      this._error = this.#msg.t('comments.failed', { error: error instanceof Error ? error.message : String(error) });
    } finally {
      this._busy = false;
    }
  };

  #cancel = (): void => {
    this.dispatchEvent(new Event('eb-composer-cancel', { bubbles: true, composed: true }));
  };
}

define('eb-comment-composer', EbCommentComposer);
