import { ENGLISH } from '../samples';
import { defineBlock } from '../unit';
import { textHtml, textText } from './render';
import { type TextBlock, textSchema } from './schema';

export const textBlock = defineBlock<TextBlock>({
  type: 'text',
  label: 'Text',
  schema: textSchema,
  initial: () => ({
    props: { html: ENGLISH.text },
    style: { padding: [8, 24, 8, 24], fontSize: 16, lineHeight: 1.5 },
  }),
  html: textHtml,
  text: textText,
});
