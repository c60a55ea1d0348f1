import { defineBlock } from '../unit';
import { customHtml, customText } from './render';
import { type CustomBlock, customSchema } from './schema';

/**
 * The one unit behind every account-defined block type: its blocks name their type, and the
 * render reads the account's definitions from the context (`RenderOptions.blockTypes`).
 */
export const customBlock = defineBlock<CustomBlock>({
  type: 'custom',
  label: 'Custom block',
  runtime: true,
  schema: customSchema,
  initial: () => ({ props: { blockType: 'untitled', values: {}, html: '' }, style: { padding: [8, 24, 8, 24] } }),
  html: customHtml,
  text: customText,
});
