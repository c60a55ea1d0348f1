import { defineBlock } from '../unit';
import { htmlHtml, htmlText } from './render';
import { type HtmlBlock, htmlSchema } from './schema';

export const htmlBlock = defineBlock<HtmlBlock>({
  type: 'html',
  label: 'HTML',
  schema: htmlSchema,
  initial: () => ({ props: { html: '<p style="margin:0">Custom HTML</p>' }, style: { padding: [8, 24, 8, 24] } }),
  html: htmlHtml,
  text: htmlText,
});
