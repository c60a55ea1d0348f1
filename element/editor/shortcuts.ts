// The editor's keyboard shortcuts: save (a copy when read-only), undo and redo (a live session's
// own history when there is one), duplicate and delete the selected block, and Escape to close a
// drawer or clear the selection. Typing in a field keeps its keys, save aside.
import type { EditorStore } from '../state/store';

export interface ShortcutTargets {
  /** A palette or inspector drawer is open (narrow layouts). */
  drawerOpen: boolean;
  closeDrawer(): void;
  save(): void;
}

export function editorShortcut(event: KeyboardEvent, store: EditorStore, on: ShortcutTargets): void {
  const target = event.composedPath()[0] as HTMLElement | undefined;
  const typing = !!target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (mod && key === 's') {
    event.preventDefault();
    on.save();
    return;
  }
  if (typing) return;
  const selected = store.selectedId;
  const history = store.history ?? store;
  if (mod && key === 'z') {
    event.preventDefault();
    if (event.shiftKey) history.redo();
    else history.undo();
  } else if (mod && key === 'y') {
    event.preventDefault();
    history.redo();
  } else if (mod && key === 'd') {
    event.preventDefault();
    if (selected) store.duplicate(selected);
  } else if ((event.key === 'Delete' || event.key === 'Backspace') && selected && target?.tagName !== 'BUTTON') {
    event.preventDefault();
    store.remove(selected);
  } else if (event.key === 'Escape' && on.drawerOpen) {
    event.preventDefault();
    on.closeDrawer();
  } else if (event.key === 'Escape' && selected) {
    event.preventDefault();
    store.select(null);
  }
}
