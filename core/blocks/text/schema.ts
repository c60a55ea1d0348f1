import { type Infer, s } from '../../schema/schema';
import { blockSchema } from '../../document/fields';

/** `html` is a sanitised subset: p, br, strong/b, em/i, u, s, a[href], span[style=color], ul/ol/li. */
export const textSchema = blockSchema('text', {
  html: s.string({ max: 20_000 }),
});
export type TextBlock = Infer<typeof textSchema>;
