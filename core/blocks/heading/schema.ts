import { blockSchema } from '../../document/fields';
import { type Infer, s } from '../../schema/schema';

export const headingSchema = blockSchema('heading', {
  text: s.string({ max: 500 }),
  level: s.enum([1, 2, 3]).default(1),
});
export type HeadingBlock = Infer<typeof headingSchema>;
