import { ENGLISH, PLACEHOLDER_URL } from '../samples';
import { defineBlock } from '../unit';
import { menuHtml, menuText } from './render';
import { type MenuBlock, menuSchema } from './schema';

/** Where a new menu's sample links point, under the example domain. */
export const MENU_PATHS = ['shop', 'blog', 'contact'] as const;

export const menuBlock = defineBlock<MenuBlock>({
  type: 'menu',
  label: 'Menu',
  schema: menuSchema,
  initial: () => ({
    props: {
      links: ENGLISH.menu.map((label, i) => ({ label, href: `${PLACEHOLDER_URL}/${MENU_PATHS[i]}` })),
    },
    style: { padding: [12, 24, 12, 24], textAlign: 'center', fontSize: 14 },
  }),
  html: menuHtml,
  text: menuText,
});
