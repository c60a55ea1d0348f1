// The editor's single source of truth: the document with its undo history, the selection and
// the save state. Components read it and call its methods; it announces every change with a
// `change` event (detail: previous and next document) so the canvas can patch only what moved.
import type { Block, EmailDocument } from '../../core/document/schema';
import type { TemplateStatus } from '../api/types';
import type { Position } from './document-ops';
import { ops } from './document-ops-slot';
import { type MergeTag, type MergeTagSyntax, resolveMergeTags } from './merge-tags';
import { StoreAccess } from './store-access';
import type {
  Access,
  EditOptions,
  History,
  OpenState,
  RestoredState,
  SavedState,
  SaveState,
  StoreChange,
} from './store-types';

export type * from './store-types';

export const HISTORY_LIMIT = 200;
const COALESCE_MS = 1200;

export class EditorStore extends StoreAccess {
  doc: EmailDocument;
  name = '';
  templateId: string | null = null;
  updatedAt: string | null = null;
  selectedId: string | null = null;
  saveState: SaveState = 'saved';
  saveError = '';
  /**
   * The canvas (theme, text colour, font) the blocks were last styled from: set on every `load`
   * and by "Apply theme", which changes only the blocks' values that came from it.
   */
  styledCanvas: EmailDocument['canvas'];
  /** The host's merge tags (pickers, chips, checks and preview samples read them here). */
  mergeTags: readonly MergeTag[] = resolveMergeTags(null, '{{ }}');
  /** The host's sending platform's delimiters. */
  mergeTagSyntax: MergeTagSyntax = '{{ }}';
  readonly newId: () => string;
  /** While a live session is open, its per-user history: the toolbar and shortcuts use it instead of the store's own (reset by `load`). */
  history: History | null = null;
  /** The text block this user is typing in on the canvas: a live session shows it to the others as taken. */
  typingId: string | null = null;
  /** Blocks someone else is typing in (id → their name): not editable here until they leave them (docs/api.md §14). */
  taken: ReadonlyMap<string, string> = new Map();
  #past: EmailDocument[] = [];
  #future: EmailDocument[] = [];
  #lastCoalesce: { key: string; at: number } | null = null;
  #savedDoc: EmailDocument;
  #savedName = '';

  constructor(doc: EmailDocument, newId: () => string) {
    super();
    this.doc = doc;
    this.styledCanvas = doc.canvas;
    this.#savedDoc = doc;
    this.newId = newId;
  }

  /** Locked for this user (docs/api.md §15): the block or its columns block is locked, and only a manager changes those. */
  lockedFor(id: string | null): boolean {
    return !!id && !this.access.manager && ops().isLocked(this.doc, id);
  }

  setAccess(access: Access): void {
    if (JSON.stringify(access) === JSON.stringify(this.access)) return;
    this.access = access;
    this.#emit(this.doc);
  }

  /** The server moved the approval status (a status action, or an edit that returned an approved template to draft). */
  setStatus(status: TemplateStatus | null): void {
    if (status === this.status) return;
    this.status = status;
    this.#emit(this.doc);
  }

  get canUndo(): boolean {
    return this.#past.length > 0;
  }

  get canRedo(): boolean {
    return this.#future.length > 0;
  }

  get historySize(): number {
    return this.#past.length;
  }

  get dirty(): boolean {
    return this.doc !== this.#savedDoc || this.name !== this.#savedName;
  }

  get selected(): Block | null {
    return this.selectedId ? (ops().findBlock(this.doc, this.selectedId)?.block ?? null) : null;
  }

  load(state: OpenState): void {
    const prev = this.doc;
    this.doc = state.doc;
    this.name = state.name;
    this.templateId = state.templateId;
    this.source = state.source;
    this.sharedEditable = state.sharedEditable ?? false;
    this.status = state.status ?? null;
    this.styledCanvas = state.doc.canvas;
    this.history = null;
    this.updatedAt = state.updatedAt ?? null;
    this.selectedId = null;
    this.typingId = null;
    this.#past = [];
    this.#future = [];
    this.#lastCoalesce = null;
    this.#savedDoc = state.dirty ? (null as unknown as EmailDocument) : state.doc;
    this.#savedName = state.dirty ? '\u0000' : state.name;
    this.saveState = state.dirty ? 'dirty' : 'saved';
    this.saveError = '';
    this.#emit(prev, true);
  }

  /** Replaces the document as one undoable step. */
  edit(next: EmailDocument, options: EditOptions = {}): void {
    if (next === this.doc || this.readOnly) return;
    const now = Date.now();
    const key = options.coalesce;
    const merge = key !== undefined && this.#lastCoalesce?.key === key && now - this.#lastCoalesce.at < COALESCE_MS;
    if (!merge) {
      this.#past.push(this.doc);
      if (this.#past.length > HISTORY_LIMIT) this.#past.shift();
    }
    this.#lastCoalesce = key === undefined ? null : { key, at: now };
    this.#future = [];
    const prev = this.doc;
    this.doc = next;
    this.#markDirty();
    this.#emit(prev, false, merge);
  }

  undo(): void {
    const previous = this.#past.pop();
    if (!previous) return;
    this.#future.push(this.doc);
    this.#travel(previous);
  }

  redo(): void {
    const next = this.#future.pop();
    if (!next) return;
    this.#past.push(this.doc);
    this.#travel(next);
  }

  select(id: string | null): void {
    if (id === this.selectedId) return;
    this.selectedId = id && ops().findBlock(this.doc, id) ? id : null;
    this.#lastCoalesce = null;
    this.#emit(this.doc);
  }

  setTyping(id: string | null): void {
    if (id === this.typingId) return;
    this.typingId = id;
    this.#emit(this.doc);
  }

  setTaken(taken: ReadonlyMap<string, string>): void {
    this.taken = taken;
    this.#emit(this.doc);
  }

  rename(name: string): void {
    if (name === this.name || this.readOnly) return;
    this.name = name;
    this.#markDirty();
    this.#emit(this.doc);
  }

  setCanvas(patch: Partial<EmailDocument['canvas']>, options: EditOptions = {}): void {
    this.edit({ ...this.doc, canvas: { ...this.doc.canvas, ...patch } }, options);
  }

  setMetadata(key: string, value: string): void {
    this.edit({ ...this.doc, metadata: { ...this.doc.metadata, [key]: value } }, { coalesce: `meta:${key}` });
  }

  /** Adds a block after the selection (or at `position`) and selects it. */
  insert(block: Block, position?: Position): void {
    const { insertBlock, positionAfter } = ops();
    const at = position ?? positionAfter(this.doc, this.selectedId);
    if (this.lockedFor(at.container.columnsId)) return;
    this.edit(insertBlock(this.doc, block, at));
    this.select(block.id);
  }

  update(id: string, change: (block: Block) => Block, options: EditOptions = {}): void {
    if (this.lockedFor(id)) return;
    this.edit(ops().updateBlock(this.doc, id, change), options);
  }

  remove(id: string): void {
    const { findBlock, removeBlock } = ops();
    const found = findBlock(this.doc, id);
    if (!found || this.lockedFor(id)) return;
    const neighbour = found.siblings[found.index + 1] ?? found.siblings[found.index - 1] ?? null;
    this.edit(removeBlock(this.doc, id));
    this.select(neighbour?.id ?? found.container.columnsId);
  }

  duplicate(id: string): void {
    if (this.lockedFor(id)) return;
    const result = ops().duplicateBlock(this.doc, id, this.newId);
    this.edit(result.doc);
    if (result.id) this.select(result.id);
  }

  move(id: string, position: Position): void {
    if (this.lockedFor(id) || this.lockedFor(position.container.columnsId)) return;
    this.edit(ops().moveBlock(this.doc, id, position));
  }

  moveBy(id: string, delta: -1 | 1): void {
    if (this.lockedFor(id)) return;
    this.edit(ops().moveBy(this.doc, id, delta));
  }

  /** The host changed its merge tags: pickers and flags follow (the document does not change). */
  setMergeTags(tags: readonly MergeTag[], syntax: MergeTagSyntax): void {
    this.mergeTags = tags;
    this.mergeTagSyntax = syntax;
    this.#emit(this.doc);
  }

  setSaveState(state: SaveState, error = ''): void {
    this.saveState = state;
    this.saveError = error;
    this.#emit(this.doc);
  }

  /** Records what the server now holds; edits made while saving stay unsaved. */
  markSaved(saved: SavedState): void {
    // A shared template's answer carries its status; an edit may have returned it to draft (§15).
    if (saved.status) this.status = saved.status;
    this.#savedDoc = saved.doc;
    this.#savedName = saved.name;
    this.templateId = saved.templateId;
    this.updatedAt = saved.updatedAt;
    if (saved.source) this.source = saved.source;
    this.saveState = this.dirty ? 'dirty' : 'saved';
    this.saveError = '';
    this.#emit(this.doc);
  }

  /**
   * Takes a version the server restored as one undoable step. The server already saved it, so
   * it is the saved state; undo brings back what was open before (then unsaved).
   */
  restore(restored: RestoredState): void {
    if (this.readOnly) return;
    this.#past.push(this.doc);
    if (this.#past.length > HISTORY_LIMIT) this.#past.shift();
    this.#future = [];
    this.#lastCoalesce = null;
    this.#savedDoc = restored.doc;
    this.#savedName = restored.name;
    this.name = restored.name;
    this.updatedAt = restored.updatedAt;
    this.saveError = '';
    this.saveState = 'saved';
    this.#travel(restored.doc);
  }

  #travel(doc: EmailDocument): void {
    const prev = this.doc;
    this.doc = doc;
    this.#lastCoalesce = null;
    if (this.selectedId && !ops().findBlock(doc, this.selectedId)) this.selectedId = null;
    this.#markDirty();
    this.#emit(prev);
  }

  #markDirty(): void {
    if (this.saveState !== 'saving' && this.saveState !== 'error') this.saveState = this.dirty ? 'dirty' : 'saved';
  }

  #emit(prev: EmailDocument, loaded = false, coalesced = false): void {
    this.dispatchEvent(
      new CustomEvent<StoreChange>('change', {
        detail: { prev, next: this.doc, ...(loaded ? { loaded } : {}), coalesced },
      }),
    );
  }
}
