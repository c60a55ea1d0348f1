// The rich-text editor for a text block being edited on the canvas (its own lazy chunk): the
// formatting toolbar, Ctrl/Cmd+B/I/U/K, and paste. Every command reads the block's DOM into the
// model, edits the model and hands back the allow-list HTML; the canvas stores it as one undo
// step and re-renders the block with the renderer, so the canvas shows exactly what exports.
// Typing itself stays native contenteditable input (no `document.execCommand` anywhere).
import { html, nothing, type TemplateResult } from 'lit';
import { isSafeUrl } from '../../core/document/fields';
import { lazyChunk } from '../shared/lazy-chunk';
import {
  activeList,
  activeMarks,
  clearFormatting,
  linkRange,
  type Result,
  setColor,
  setLink,
  type ToggleMark,
  toggleList,
  toggleMark,
} from './commands';
import '../i18n/en/rest';
import type { MessageKey } from '../i18n/keys';
import { type RichIcon, richIcon } from './icons';
import { insertFragment, insertText } from './insert';
import { ToolbarLanguage } from './language';
import { type Doc, docLength, type ListKind, type Marks, type Sel } from './model';
import { clipboardBlocks } from './paste';
import { readDom } from './read';
import { select, selectionIn } from './selection';
import { toolbarStyles } from './toolbar.styles';
import { writeHtml } from './write';

export interface RichTextHost {
  /** The editable element now (a command re-renders the block, so it changes). */
  root(): HTMLElement | null;
  /** Stores `html` as one undo step and shows the renderer's markup for it in the editable element. */
  commit(html: string): void;
  /** Asks the canvas to render the toolbar again. */
  requestUpdate(): void;
  /** Focuses the first field of an opened menu once it is rendered. */
  focusInBar(selector: string): void;
}

type Menu = 'link' | 'color' | 'bg';

/**
 * The link form and the colour swatches (with their words) load as their own chunk on the first
 * click that opens one: editing text does not wait for menus it may never open.
 */
const menusChunk = lazyChunk(() => import('./menus'));
let menus: typeof import('./menus') | undefined;

const MARK_BUTTONS: ReadonlyArray<[ToggleMark, MessageKey, RichIcon, string]> = [
  ['b', 'dialogs.richText.bold', 'bold', 'Ctrl+B'],
  ['i', 'dialogs.richText.italic', 'italic', 'Ctrl+I'],
  ['u', 'dialogs.richText.underline', 'underline', 'Ctrl+U'],
  ['s', 'dialogs.richText.strikethrough', 'strike', ''],
  ['sup', 'dialogs.richText.superscript', 'sup', ''],
  ['sub', 'dialogs.richText.subscript', 'sub', ''],
];

export class RichText {
  #host: RichTextHost;
  #menu: Menu | null = null;
  /** The selection when a menu opened: its fields take the focus from the text. */
  #saved: Sel | null = null;
  #marks: Marks = {};
  #list: ListKind | null = null;
  #language: ToolbarLanguage;

  constructor(host: RichTextHost) {
    this.#host = host;
    this.#language = new ToolbarLanguage(() => host.requestUpdate());
  }

  /** The root's content as the allow-list's HTML (what typing stores). */
  html(root: HTMLElement): string {
    return writeHtml(readDom(root).doc);
  }

  /** Reads the block and the selection (the saved one while a menu has the focus). */
  #read(): { doc: Doc; sel: Sel } | null {
    const root = this.#host.root();
    if (!root) return null;
    const { doc, positions } = readDom(root);
    const length = docLength(doc);
    const sel = selectionIn(root, positions) ?? this.#saved ?? { start: length, end: length };
    return { doc, sel };
  }

  #run(command: (doc: Doc, sel: Sel) => Result): void {
    const read = this.#read();
    if (!read) return;
    const result = command(read.doc, read.sel);
    this.#menu = null;
    this.#saved = null;
    this.#host.commit(writeHtml(result.doc));
    const root = this.#host.root();
    if (root) select(root, result.sel);
    this.refresh();
  }

  /** Updates which buttons show as pressed (on every selection change). */
  refresh(): void {
    const root = this.#host.root();
    if (!root) return;
    const { doc, positions } = readDom(root);
    const sel = selectionIn(root, positions);
    if (!sel) return;
    this.#marks = activeMarks(doc, sel);
    this.#list = activeList(doc, sel);
    this.#host.requestUpdate();
  }

  toggle(mark: ToggleMark): void {
    this.#run((doc, sel) => toggleMark(doc, sel, mark));
  }

  list(kind: ListKind): void {
    this.#run((doc, sel) => toggleList(doc, sel, kind));
  }

  insertText(text: string): void {
    this.#run((doc, sel) => insertText(doc, sel, text));
  }

  /** Ctrl/Cmd+B, I, U and K; true when the key was ours. */
  onKey(event: KeyboardEvent): boolean {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return false;
    const key = event.key.toLowerCase();
    const mark = key === 'b' ? 'b' : key === 'i' ? 'i' : key === 'u' ? 'u' : null;
    if (mark && !event.shiftKey) {
      event.preventDefault();
      this.toggle(mark);
      return true;
    }
    if (key === 'k' && !event.shiftKey) {
      event.preventDefault();
      this.#open('link');
      return true;
    }
    return false;
  }

  /** Pasted HTML or text, cleaned to what the allow-list keeps. Files are left alone. */
  onPaste(event: ClipboardEvent): void {
    const blocks = clipboardBlocks(event.clipboardData);
    if (!blocks) return;
    event.preventDefault();
    this.#run((doc, sel) => insertFragment(doc, sel, blocks));
  }

  #open(menu: Menu): void {
    if (this.#menu === menu) {
      this.#close();
      return;
    }
    const read = this.#read();
    this.#saved = read?.sel ?? null;
    this.#menu = menu;
    this.#host.requestUpdate();
    const focus = () => this.#host.focusInBar(menu === 'link' ? 'input[type=url]' : '.rt-pop button');
    if (menus) focus();
    else
      menusChunk.load().then(
        (loaded) => {
          menus = loaded;
          if (this.#menu !== menu) return;
          this.#host.requestUpdate();
          focus();
        },
        // Offline or mid-deploy: the button closes again; the next click asks for the chunk again.
        () => this.#menu === menu && this.#close(),
      );
  }

  #close(): void {
    this.#menu = null;
    this.#host.requestUpdate();
  }

  #applyLink(form: HTMLFormElement): void {
    const input = form.querySelector<HTMLInputElement>('input[type=url]');
    const blank = form.querySelector<HTMLInputElement>('input[type=checkbox]')?.checked ?? false;
    const value = input?.value.trim() ?? '';
    if (value && !isSafeUrl(value)) {
      input?.setAttribute('aria-invalid', 'true');
      return;
    }
    this.#run((doc, sel) => setLink(doc, sel, value || null, blank));
  }

  #color(which: 'color' | 'bg', value: string | null): void {
    this.#run((doc, sel) => setColor(doc, sel, which, value));
  }

  /** The formatting buttons and, when one is open, the link or colour menu. */
  render(): TemplateResult {
    const marks = this.#marks;
    this.#language.watch(this.#host.root());
    const t = this.#language.i18n.t.bind(this.#language.i18n);
    const pressed = (on: boolean | undefined) => (on ? 'true' : 'false');
    const named = (key: MessageKey, keys: string) =>
      keys ? t('dialogs.richText.withShortcut', { label: t(key), keys }) : t(key);
    return html`${toolbarStyles}
      ${MARK_BUTTONS.map(
        ([mark, key, name, keys]) =>
          html`<button
            class="btn icon ghost"
            aria-label=${t(key)}
            title=${named(key, keys)}
            aria-pressed=${pressed(marks[mark])}
            @click=${() => this.toggle(mark)}
          >
            ${richIcon(name)}
          </button>`,
      )}
      <span class="sep"></span>
      <button
        class="btn icon ghost"
        aria-label=${t('dialogs.richText.link')}
        title=${named('dialogs.richText.link', 'Ctrl+K')}
        aria-haspopup="dialog"
        aria-expanded=${pressed(this.#menu === 'link')}
        @click=${() => this.#open('link')}
      >
        ${richIcon('link')}
      </button>
      <button class="btn icon ghost" aria-label=${t('dialogs.richText.bulletedList')} aria-pressed=${pressed(this.#list === 'ul')} @click=${() => this.list('ul')}>
        ${richIcon('bullets')}
      </button>
      <button class="btn icon ghost" aria-label=${t('dialogs.richText.numberedList')} aria-pressed=${pressed(this.#list === 'ol')} @click=${() => this.list('ol')}>
        ${richIcon('numbers')}
      </button>
      <button
        class="btn icon ghost"
        aria-label=${t('dialogs.richText.textColour')}
        aria-haspopup="true"
        aria-expanded=${pressed(this.#menu === 'color')}
        @click=${() => this.#open('color')}
      >
        ${richIcon('color')}<span class="rt-bar" style=${`background:${marks.color ?? 'currentColor'}`}></span>
      </button>
      <button
        class="btn icon ghost"
        aria-label=${t('dialogs.richText.highlight')}
        aria-haspopup="true"
        aria-expanded=${pressed(this.#menu === 'bg')}
        @click=${() => this.#open('bg')}
      >
        ${richIcon('highlight')}<span class="rt-bar" style=${`background:${marks.bg ?? 'transparent'}`}></span>
      </button>
      <button class="btn icon ghost" aria-label=${t('dialogs.richText.clearFormatting')} @click=${() => this.#run(clearFormatting)}>${richIcon('clear')}</button>
      ${!menus || !this.#menu ? nothing : this.#menu === 'link' ? this.#linkMenu(menus) : this.#colourMenu(menus, this.#menu)}`;
  }

  #linkMenu({ linkMenu }: typeof import('./menus')): TemplateResult {
    const read = this.#read();
    const sel = this.#saved ?? read?.sel;
    const range = read && sel ? linkRange(read.doc, sel) : null;
    const current = range && read ? activeMarks(read.doc, range) : {};
    return linkMenu(this.#language.i18n, current, {
      apply: (form) => this.#applyLink(form),
      remove: () => this.#run((doc, s) => setLink(doc, s, null, false)),
      close: () => this.#close(),
    });
  }

  #colourMenu({ colourMenu }: typeof import('./menus'), which: 'color' | 'bg'): TemplateResult {
    return colourMenu(this.#language.i18n, which, this.#marks[which], {
      pick: (value) => this.#color(which, value),
      close: () => this.#close(),
    });
  }
}
