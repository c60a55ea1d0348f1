import { blockSchema } from '../../document/fields';
import { type Infer, s } from '../../schema/schema';

/**
 * The author's HTML, stored as written and sanitised on every render (core/render/sanitize-html.ts);
 * markup nesting past `HTML_LIMITS.maxDepth` is refused when the document is validated.
 */
export const htmlSchema = blockSchema('html', {
  html: s.string({ max: 50_000 }),
});
export type HtmlBlock = Infer<typeof htmlSchema>;
