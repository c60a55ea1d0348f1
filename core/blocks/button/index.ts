import { ENGLISH, PLACEHOLDER_URL } from '../samples';
import { defineBlock } from '../unit';
import { buttonHtml, buttonText } from './render';
import { type ButtonBlock, buttonSchema } from './schema';

export const buttonBlock = defineBlock<ButtonBlock>({
  type: 'button',
  label: 'Button',
  schema: buttonSchema,
  initial: () => ({
    props: { label: ENGLISH.button, href: PLACEHOLDER_URL },
    style: { padding: [12, 24, 12, 24], textAlign: 'center', fontSize: 16, fontWeight: 'bold' },
  }),
  html: buttonHtml,
  text: buttonText,
});
