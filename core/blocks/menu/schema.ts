import { type Infer, s } from '../../schema/schema';
import { blockSchema, linkField } from '../../document/fields';

export const menuSchema = blockSchema('menu', {
  links: s.array(s.object({ label: s.string({ min: 1, max: 100 }), href: linkField }), { max: 12 }),
  separator: s.string({ max: 5 }).default('|'),
});
export type MenuBlock = Infer<typeof menuSchema>;

export function menuDefaults(id: string): MenuBlock {
  return {
    id,
    type: 'menu',
    props: {
      links: [
        { label: 'Shop', href: 'https://example.com/shop' },
        { label: 'Blog', href: 'https://example.com/blog' },
        { label: 'Contact', href: 'https://example.com/contact' },
      ],
      separator: '|',
    },
    style: { padding: [12, 24, 12, 24], textAlign: 'center', fontSize: 14 },
  };
}
