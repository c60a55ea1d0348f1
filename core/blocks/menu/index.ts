import { defineBlock } from '../unit';
import { menuHtml, menuText } from './render';
import { type MenuBlock, menuSchema } from './schema';

export const menuBlock = defineBlock<MenuBlock>({
  type: 'menu',
  label: 'Menu',
  schema: menuSchema,
  initial: () => ({
    props: {
      links: [
        { label: 'Shop', href: 'https://example.com/shop' },
        { label: 'Blog', href: 'https://example.com/blog' },
        { label: 'Contact', href: 'https://example.com/contact' },
      ],
    },
    style: { padding: [12, 24, 12, 24], textAlign: 'center', fontSize: 14 },
  }),
  html: menuHtml,
  text: menuText,
});
