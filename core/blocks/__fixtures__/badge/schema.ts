import { blockSchema, colorField } from '../../../document/fields';
import { type Infer, s } from '../../../schema/schema';

/** A test-only block type: proves a type added outside the registry lines validates, renders and edits. */
export const badgeSchema = blockSchema('badge', {
  text: s.string({ min: 1, max: 40 }),
  color: colorField.default('#7c3aed'),
});
export type BadgeBlock = Infer<typeof badgeSchema>;
