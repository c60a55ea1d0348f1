import type { Block, BlockType } from '../document/schema';
import type { RenderContext } from '../render/context';

/** One block type: its palette name, defaults and renderers. Registered once in `registry.ts`. */
export interface BlockUnit<B extends Block = Block> {
  type: B['type'] & BlockType;
  /** Name in the editor's palette. */
  label: string;
  /**
   * A new block with its defaults. `assetBaseUrl` is the absolute URL the API serves shipped
   * images from (`${PUBLIC_URL}/assets`): placeholders must come from our own server, never a
   * third party, and must be absolute to pass validation.
   */
  create(id: string, assetBaseUrl: string): B;
  html(block: B, ctx: RenderContext): string;
  text(block: B, ctx: RenderContext): string;
}
