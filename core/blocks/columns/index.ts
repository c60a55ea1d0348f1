import { type BlockUnit, defineBlock } from '../unit';
import { columnsHtml, columnsText } from './render';
import { type ColumnsBlockOf, columnsSchema } from './schema';

// Annotated: the registry's types read this unit's type without resolving a column's children.
export const columnsBlock: BlockUnit<ColumnsBlockOf> = defineBlock<ColumnsBlockOf>({
  type: 'columns',
  label: 'Columns',
  schema: columnsSchema,
  container: true,
  initial: () => ({
    props: { columns: [{ blocks: [] }, { blocks: [] }] },
    style: { padding: [8, 24, 8, 24] },
  }),
  html: columnsHtml,
  text: columnsText,
});
