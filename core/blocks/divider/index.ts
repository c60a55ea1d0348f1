import { defineBlock } from '../unit';
import { dividerHtml, dividerText } from './render';
import { type DividerBlock, dividerSchema } from './schema';

export const dividerBlock = defineBlock<DividerBlock>({
  type: 'divider',
  label: 'Divider',
  schema: dividerSchema,
  initial: () => ({ props: {}, style: { padding: [16, 24, 16, 24] } }),
  html: dividerHtml,
  text: dividerText,
});
