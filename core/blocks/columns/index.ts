import type { BlockUnit } from '../unit';
import { columnsHtml, columnsText } from './render';
import { type ColumnsBlock, columnsDefaults } from './schema';

export const columnsBlock: BlockUnit<ColumnsBlock> = {
  type: 'columns',
  label: 'Columns',
  create: (id) => columnsDefaults(id),
  html: columnsHtml,
  text: columnsText,
};
