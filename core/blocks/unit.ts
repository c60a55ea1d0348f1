import type { BaseBlock } from '../document/fields';
import type { RenderContext } from '../render/context';
import type { Schema } from '../schema/schema';

export type { BaseBlock } from '../document/fields';

/** One block type: its schema, palette name, new-block factory and renderers. Registered once in `registry.ts`. */
export interface BlockUnit<B extends BaseBlock = BaseBlock> {
  type: B['type'];
  /** Name in the editor's palette, inspector and canvas toolbar. */
  label: string;
  /** The one source of the type's fields and their defaults. */
  schema: Schema<B>;
  /** Holds other blocks (columns): never stands inside a column itself. */
  container?: boolean;
  /**
   * Its blocks are made from definitions known only at run time (the account's custom block
   * types): the palette lists those, never the unit itself.
   */
  runtime?: boolean;
  /**
   * A new block: `initial` parsed through the schema, so every field it leaves out takes the
   * schema's default. `assetBaseUrl` is the absolute URL the API serves shipped images from
   * (`${PUBLIC_URL}/assets`): placeholders come from our own server, never a third party.
   */
  create(id: string, assetBaseUrl: string): B;
  html(block: B, ctx: RenderContext): string;
  text(block: B, ctx: RenderContext): string;
}

/** Schema input: any field with a schema default may be left out, at any depth (the parse checks the rest). */
type Input<T> = T extends readonly (infer E)[] ? Input<E>[] : T extends object ? { [K in keyof T]?: Input<T[K]> } : T;

/** What a new block starts with that the schema has no default for: sample content and its look. */
export interface BlockInitial<B extends BaseBlock> {
  props: Input<B['props']>;
  style?: B['style'];
}

export interface BlockDefinition<B extends BaseBlock> extends Omit<BlockUnit<B>, 'create'> {
  initial(assetBaseUrl: string): BlockInitial<B>;
}

export function defineBlock<B extends BaseBlock>(definition: BlockDefinition<B>): BlockUnit<B> {
  const { initial, ...unit } = definition;
  return {
    ...unit,
    create(id, assetBaseUrl) {
      const parsed = unit.schema.parse({ id, type: unit.type, ...initial(assetBaseUrl) });
      if (!parsed.ok)
        throw new Error(
          `a new ${unit.type} block is invalid: ${parsed.issues.map((i) => `${i.path} ${i.message}`).join('; ')}`,
        );
      return parsed.value;
    },
  };
}

/** Joins a placeholder path to the asset base, whatever slashes the base ends with. */
export function assetUrl(assetBaseUrl: string, path: string): string {
  return `${assetBaseUrl.replace(/\/+$/, '')}/${path}`;
}
