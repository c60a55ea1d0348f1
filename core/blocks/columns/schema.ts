import { type BaseBlock, blockSchema } from '../../document/fields';
import { type Infer, type Schema, s } from '../../schema/schema';
import { leafBlockSchema } from '../leaf';

/**
 * One column. Generic in its blocks: this folder sees them as any block, and the registry, which
 * knows every leaf type, names them precisely (its `Column` and `ColumnsBlock`) without this folder
 * importing it.
 */
export interface ColumnOf<L extends BaseBlock = BaseBlock> {
  ratio: number;
  blocks: L[];
}

export const columnSchema: Schema<ColumnOf> = s.object({
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
type ColumnsShape = Infer<typeof columnsSchema>;
/** A columns block whose columns hold blocks of type `L`. */
export type ColumnsBlockOf<L extends BaseBlock = BaseBlock> = Omit<ColumnsShape, 'props'> & {
  props: Omit<ColumnsShape['props'], 'columns'> & { columns: ColumnOf<L>[] };
};
