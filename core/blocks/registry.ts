// The one registry of block types, in palette order. Adding a type = one folder + one line here
// (and one in element/blocks/registry.ts). Every other list of types is derived from this one.
import type { Schema } from '../schema/schema';
import { buttonBlock } from './button';
import { columnsBlock } from './columns';
import type { ColumnOf, ColumnsBlockOf } from './columns/schema';
import { customBlock } from './custom';
import { dividerBlock } from './divider';
import { headingBlock } from './heading';
import { htmlBlock } from './html';
import { imageBlock } from './image';
import { leafSchemas } from './leaf';
import { menuBlock } from './menu';
import { socialBlock } from './social';
import { spacerBlock } from './spacer';
import { textBlock } from './text';
import type { BaseBlock, BlockUnit } from './unit';
import { videoBlock } from './video';

export type { BlockUnit } from './unit';

const UNITS = {
  heading: headingBlock,
  text: textBlock,
  image: imageBlock,
  button: buttonBlock,
  divider: dividerBlock,
  spacer: spacerBlock,
  columns: columnsBlock,
  social: socialBlock,
  html: htmlBlock,
  menu: menuBlock,
  video: videoBlock,
  custom: customBlock,
};

type Units = typeof UNITS;
type UnitBlock<U> = U extends BlockUnit<infer B> ? B : never;
/** Columns are the one container; by key, so a leaf's type needs no column's own type (which holds leaves). */
type LeafType = Exclude<keyof Units, 'columns'>;
/** Any block that may stand inside a column. */
export type LeafBlock = UnitBlock<Units[LeafType]>;
export type Column = ColumnOf<LeafBlock>;
export type ColumnsBlock = ColumnsBlockOf<LeafBlock>;

/**
 * The units, with columns typed as holding this registry's leaves: the columns folder cannot name
 * them without importing this file, and `leafBlockSchema` admits exactly these types at run time.
 */
export const BLOCKS = UNITS as Omit<Units, 'columns'> & { columns: BlockUnit<ColumnsBlock> };

export type BlockType = keyof typeof BLOCKS;
/** Any block of the document: the union of every registered type. */
export type Block = LeafBlock | ColumnsBlock;

/** Every type in palette order (a live list: `registerBlock` appends to it). */
export const BLOCK_TYPES = Object.keys(BLOCKS) as BlockType[];

/** Every type's schema, leaves first (the order validation messages list them in). */
export const blockSchemas: Record<string, Schema<Block>> = {};

function index(unit: BlockUnit): void {
  blockSchemas[unit.type] = unit.schema as Schema<Block>;
  if (!unit.container) leafSchemas[unit.type] = unit.schema as Schema<BaseBlock>;
}
const units = Object.values(BLOCKS) as unknown as BlockUnit[];
for (const unit of [...units.filter((u) => !u.container), ...units.filter((u) => u.container)]) index(unit);

/** The unit for a block's type, or undefined for an unknown type (never trust unvalidated input). */
export function blockUnit(type: string): BlockUnit | undefined {
  return Object.hasOwn(BLOCKS, type) ? (BLOCKS[type as BlockType] as unknown as BlockUnit) : undefined;
}

/**
 * Adds a block type defined outside this folder (a test fixture, an integrator's build): it
 * validates, renders and shows in the editor like the types above. Not for this repository's
 * own types: they are the lines of `BLOCKS`.
 */
export function registerBlock<B extends BaseBlock>(unit: BlockUnit<B>): void {
  if (Object.hasOwn(BLOCKS, unit.type)) throw new Error(`block type ${unit.type} is already registered`);
  (BLOCKS as Record<string, unknown>)[unit.type] = unit;
  (BLOCK_TYPES as string[]).push(unit.type);
  index(unit as unknown as BlockUnit);
}
