// What the editor knows about one block type besides its core unit: palette icon, which shared
// style controls apply, and its inspector panel (loaded on demand: each panel is its own chunk).
import type { TemplateResult } from 'lit';
import type { BaseBlock } from '../../core/blocks/unit';
import type { SessionInfo } from '../shared/context';
import type { EditorStore } from '../state/store';

/** Style controls the inspector shows for a block besides background and padding (always there). */
export type StyleControl = 'fontSize' | 'lineHeight' | 'color' | 'textAlign';

export interface PanelContext<B extends BaseBlock> {
  block: B;
  store: EditorStore;
  session: SessionInfo | undefined;
  /** The inspector element: panels dispatch their events from it and find their own inputs in its shadow root. */
  host: HTMLElement;
  /** Merges `patch` into the block's props; edits with the same `key` in a row are one undo step. */
  set(patch: Partial<B['props']>, key?: string): void;
}

/** The block's "Content" section(s) of the inspector. */
export type Panel<B extends BaseBlock> = (context: PanelContext<B>) => TemplateResult;

export interface BlockUi<B extends BaseBlock = BaseBlock> {
  /** Palette and inspector icon: one stroke path on a 24×24 grid. */
  icon: string;
  styles: readonly StyleControl[];
  /** `() => import('./panel')`: a dynamic import, so the bundler splits each panel into its own chunk. */
  panel: () => Promise<{ panel: Panel<B> }>;
}

export function defineBlockUi<B extends BaseBlock>(ui: BlockUi<B>): BlockUi<B> {
  return ui;
}
