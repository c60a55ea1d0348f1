import { type Infer, s } from '../../schema/schema';
import { blockSchema } from '../../document/fields';
import { leafBlockSchema } from '../leaf';

export const columnSchema = s.object({
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
export type Column = Infer<typeof columnSchema>;

export function columnsDefaults(id: string, count = 2): ColumnsBlock {
  return {
    id,
    type: 'columns',
    props: { columns: Array.from({ length: count }, () => ({ ratio: 1, blocks: [] })), stackOnMobile: true, gap: 16 },
    style: { padding: [8, 24, 8, 24] },
  };
}
