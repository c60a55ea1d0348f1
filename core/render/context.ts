import type { Canvas, Theme } from '../document/canvas';
import type { BaseBlock } from '../document/fields';
import type { ConditionSyntax } from './conditions';
import type { CssCollector } from './css';
import type { DarkPalette } from './dark';

/** One custom block type, ready to render: its template's output for a block's values (unsanitised), or null. */
export interface CustomBlockRenderer {
  markup(values: Readonly<Record<string, unknown>>): string | null;
}

export interface RenderOptions {
  /** Absolute base for shipped images (`${PUBLIC_URL}/assets`); social icons and the play badge live under it. */
  assetBaseUrl?: string;
  /**
   * Adds `data-eb-block` / `data-eb-column` attributes (and `data-eb-condition` on conditioned
   * blocks) for the editor; the markup is otherwise identical.
   */
  annotate?: boolean;
  /** The sending platform whose syntax display conditions are written in (default `handlebars`). */
  syntax?: ConditionSyntax;
  /**
   * For previews: decides each conditioned block here (true keeps it without markers, false
   * leaves it out) instead of writing the condition for the platform.
   */
  showBlock?: (block: { id: string; condition?: unknown }) => boolean;
  /**
   * The account's custom block types by name, compiled (core/block-types/compiled.ts); a custom
   * block of a type not here renders its last HTML.
   */
  blockTypes?: ReadonlyMap<string, CustomBlockRenderer>;
}

/** What a block renderer gets besides its block. */
export interface RenderContext {
  canvas: Canvas;
  /** The canvas theme with its defaults filled in, worked out once per render. */
  theme: Theme;
  /** The canvas font stack (web font first when one is set). */
  fontStack: string;
  assetBaseUrl: string;
  annotate: boolean;
  syntax: ConditionSyntax;
  showBlock: RenderOptions['showBlock'];
  blockTypes: ReadonlyMap<string, CustomBlockRenderer>;
  /** Width in px available to the block, before its own padding. */
  width: number;
  /** Head CSS the blocks need (media queries, column classes). */
  css: CssCollector;
  /** Dark-mode colours derived from the canvas, or null when the design is dark already. */
  dark: DarkPalette | null;
  /** The block sits on a background of its parent's (a coloured columns row), not the canvas. */
  onCustomBackground?: boolean;
  /** Renders a child block (used by columns) at a given width, without importing the registry. */
  renderBlock(block: BaseBlock, width: number): string;
  /** Plain-text form of a child block. */
  renderBlockText(block: BaseBlock): string;
}
