import { blockSchema } from '../../document/fields';
import { type Infer, s } from '../../schema/schema';

export const spacerSchema = blockSchema('spacer', {
  height: s.integer({ min: 1, max: 400 }).default(24),
});
export type SpacerBlock = Infer<typeof spacerSchema>;
