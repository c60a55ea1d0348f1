import { blockSchema, linkField } from '../../document/fields';
import { type Infer, s } from '../../schema/schema';

export const menuSchema = blockSchema('menu', {
  links: s.array(s.object({ label: s.string({ min: 1, max: 100 }), href: linkField }), { max: 12 }),
  separator: s.string({ max: 5 }).default('|'),
});
export type MenuBlock = Infer<typeof menuSchema>;
