import type { Block, BlockType } from '../document/schema';
import type { RenderContext } from '../render/context';

/** One block type: its palette name, defaults and renderers. Registered once in `registry.ts`. */
export interface BlockUnit<B extends Block = Block> {
  type: B['type'] & BlockType;
  /** Name in the editor's palette. */
  label: string;
  create(id: string): B;
  html(block: B, ctx: RenderContext): string;
  text(block: B, ctx: RenderContext): string;
}
