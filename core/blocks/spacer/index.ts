import { defineBlock } from '../unit';
import { spacerHtml, spacerText } from './render';
import { type SpacerBlock, spacerSchema } from './schema';

export const spacerBlock = defineBlock<SpacerBlock>({
  type: 'spacer',
  label: 'Spacer',
  schema: spacerSchema,
  initial: () => ({ props: {}, style: {} }),
  html: spacerHtml,
  text: spacerText,
});
