import { type Infer, type Schema, s } from '../../schema/schema';
import { blockSchema } from '../../document/fields';
import { type LeafBlock, leafBlockSchema } from '../leaf';

/**
 * One column. An interface, not an inferred type: interfaces resolve lazily, which lets the
 * registry's block union include columns that hold the leaves of that same union.
 */
export interface Column {
  ratio: number;
  blocks: LeafBlock[];
}

export const columnSchema: Schema<Column> = s.object({
  /** Relative width: ratios [1, 2] give one third and two thirds. */
  ratio: s.integer({ min: 1, max: 12 }).default(1),
  blocks: s.array(leafBlockSchema, { max: 50 }),
});

/** 2–4 columns of leaf blocks; columns never hold columns. */
export const columnsSchema = blockSchema('columns', {
  columns: s.array(columnSchema, { min: 2, max: 4 }),
  stackOnMobile: s.boolean().default(true),
  gap: s.integer({ min: 0, max: 48 }).default(16),
});
export type ColumnsBlock = Infer<typeof columnsSchema>;
