import { type BlockUnit, defineBlock } from '../unit';
import { columnsHtml, columnsText } from './render';
import { type ColumnsBlock, columnsSchema } from './schema';

// Annotated: the registry's types read this unit's type without resolving a column's children.
export const columnsBlock: BlockUnit<ColumnsBlock> = defineBlock<ColumnsBlock>({
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
