import { ENGLISH } from '../samples';
import { defineBlock } from '../unit';
import { headingHtml, headingText } from './render';
import { type HeadingBlock, headingSchema } from './schema';

export const headingBlock = defineBlock<HeadingBlock>({
  type: 'heading',
  label: 'Heading',
  schema: headingSchema,
  initial: () => ({
    props: { text: ENGLISH.heading },
    style: { padding: [16, 24, 8, 24], fontSize: 28, fontWeight: 'bold', textAlign: 'left' },
  }),
  html: headingHtml,
  text: headingText,
});
