import { type Infer, s } from '../../schema/schema';
import { blockSchema } from '../../document/fields';

/** Raw HTML, rendered as given: the author's responsibility, shown as-is in the sandboxed preview. */
export const htmlSchema = blockSchema('html', {
  html: s.string({ max: 50_000 }),
});
export type HtmlBlock = Infer<typeof htmlSchema>;
