// The store's own undo history: the documents before and after the open one, capped, with
// consecutive edits of one field (typing) joined into one step.
import type { EmailDocument } from '../../core/document/schema';

export const HISTORY_LIMIT = 200;
const COALESCE_MS = 1200;

export class UndoStack {
  #past: EmailDocument[] = [];
  #future: EmailDocument[] = [];
  #lastCoalesce: { key: string; at: number } | null = null;

  get canUndo(): boolean {
    return this.#past.length > 0;
  }

  get canRedo(): boolean {
    return this.#future.length > 0;
  }

  get size(): number {
    return this.#past.length;
  }

  /**
   * Records that `current` is being replaced by an edit; returns true when the edit joins the
   * previous step (same `key`, soon enough) instead of making a new one.
   */
  record(current: EmailDocument, key: string | undefined, now: number): boolean {
    const merge = key !== undefined && this.#lastCoalesce?.key === key && now - this.#lastCoalesce.at < COALESCE_MS;
    if (!merge) this.#push(current);
    this.#lastCoalesce = key === undefined ? null : { key, at: now };
    this.#future = [];
    return merge;
  }

  /** A step that never joins another (a restored version): `current` becomes undoable. */
  step(current: EmailDocument): void {
    this.#push(current);
    this.#future = [];
    this.#lastCoalesce = null;
  }

  /** The document before `current`, or undefined; `current` becomes redoable. */
  undo(current: EmailDocument): EmailDocument | undefined {
    const previous = this.#past.pop();
    if (previous) this.#future.push(current);
    return previous;
  }

  /** The document undone last, or undefined; `current` becomes undoable. */
  redo(current: EmailDocument): EmailDocument | undefined {
    const next = this.#future.pop();
    if (next) this.#past.push(current);
    return next;
  }

  /** The next edit starts a step of its own (another block selected, history travelled). */
  endCoalescing(): void {
    this.#lastCoalesce = null;
  }

  clear(): void {
    this.#past = [];
    this.#future = [];
    this.#lastCoalesce = null;
  }

  #push(doc: EmailDocument): void {
    this.#past.push(doc);
    if (this.#past.length > HISTORY_LIMIT) this.#past.shift();
  }
}
