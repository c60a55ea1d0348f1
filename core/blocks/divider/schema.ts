import { blockSchema, colorField } from '../../document/fields';
import { type Infer, s } from '../../schema/schema';

export const dividerSchema = blockSchema('divider', {
  thickness: s.integer({ min: 1, max: 20 }).default(1),
  color: colorField.default('#e5e7eb'),
  lineStyle: s.enum(['solid', 'dashed', 'dotted']).default('solid'),
  /** Width as a percentage of the content width. */
  width: s.integer({ min: 10, max: 100 }).default(100),
});
export type DividerBlock = Infer<typeof dividerSchema>;
