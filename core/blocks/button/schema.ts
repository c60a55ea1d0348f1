import { blockSchema, colorField, linkField } from '../../document/fields';
import { type Infer, s } from '../../schema/schema';

export const buttonSchema = blockSchema('button', {
  label: s.string({ min: 1, max: 200 }),
  href: linkField,
  buttonColor: colorField.default('#2563eb'),
  textColor: colorField.default('#ffffff'),
  radius: s.integer({ min: 0, max: 50 }).default(6),
  fullWidth: s.boolean().default(false),
});
export type ButtonBlock = Infer<typeof buttonSchema>;
