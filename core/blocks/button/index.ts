import { defineBlock } from '../unit';
import { buttonHtml, buttonText } from './render';
import { type ButtonBlock, buttonSchema } from './schema';

export const buttonBlock = defineBlock<ButtonBlock>({
  type: 'button',
  label: 'Button',
  schema: buttonSchema,
  initial: () => ({
    props: { label: 'Call to action', href: 'https://example.com' },
    style: { padding: [12, 24, 12, 24], textAlign: 'center', fontSize: 16, fontWeight: 'bold' },
  }),
  html: buttonHtml,
  text: buttonText,
});
