// The canvas's lock UI (./locks.ts) is a chunk: most documents have no locked block, and only a
// manager editing a shared template locks one. It loads when either is the case; the host renders
// again once it is here.
import type { ReactiveControllerHost } from 'lit';
import { lazyChunk } from '../shared/lazy-chunk';
import type { EditorStore } from '../state/store';

type Locks = typeof import('./locks');

const chunk = lazyChunk(() => import('./locks'));
let loaded: Locks | null = null;

function needed(store: EditorStore): boolean {
  if (store.access.manager && store.editingShared) return true;
  return store.doc.blocks.some(
    (b) => b.locked || (b.type === 'columns' && b.props.columns.some((c) => c.blocks.some((x) => x.locked))),
  );
}

/** The lock UI when it is needed and here; null otherwise (and it starts loading when needed). */
export function lockUi(host: ReactiveControllerHost, store: EditorStore | null): Locks | null {
  if (!store || !needed(store)) return null;
  if (!loaded)
    chunk.load().then(
      (locks) => {
        loaded = locks;
        host.requestUpdate();
      },
      () => {},
    );
  return loaded;
}
