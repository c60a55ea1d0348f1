// What the editor knows about one block type besides its core unit: palette icon, which shared
// style controls apply, and its inspector panel (loaded on demand: each panel is its own chunk).
import type { TemplateResult } from 'lit';
import type { BaseBlock } from '../../core/blocks/unit';
import type { BlockStyle } from '../../core/document/fields';
import type { I18n, MessageParams } from '../i18n/i18n';
import type { MessageKey } from '../i18n/keys';
import type { SessionInfo } from '../shared/context';
import type { EditorStore } from '../state/store';

/** Style properties every block's inspector edits: its box. */
export const BOX_STYLES = ['padding', 'backgroundColor', 'border', 'borderRadius'] as const;

/** Style controls a type opts into besides its box: every other style property (the compiler keeps the list whole). */
export type StyleControl = Exclude<keyof BlockStyle, (typeof BOX_STYLES)[number]>;

/** The text style controls, for types that render text in the block's own font. */
export const TEXT_STYLES = [
  'fontFamily',
  'fontSize',
  'fontWeight',
  'lineHeight',
  'letterSpacing',
  'color',
  'textAlign',
] as const satisfies readonly StyleControl[];

export interface PanelContext<B extends BaseBlock> {
  block: B;
  store: EditorStore;
  session: SessionInfo | undefined;
  /** The element's language: `t` for the panel's own words, `i18n` for the fields that have words of their own. */
  i18n: I18n;
  t(key: MessageKey, params?: MessageParams): string;
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

/** `eb-image-upload` detail: a file picked in an image block's panel, for that block. */
export interface ImageUploadDetail {
  id: string;
  file: File;
}
