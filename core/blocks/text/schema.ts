import { blockSchema } from '../../document/fields';
import { type Infer, s } from '../../schema/schema';

/**
 * `html` is a sanitised subset (core/render/sanitize.ts): p, br, strong/b, em/i, u, s, sup, sub,
 * a[href] (optionally `target="_blank" rel="noopener"`), span[style=color/background-color], ul/ol/li.
 */
export const textSchema = blockSchema('text', {
  html: s.string({ max: 20_000 }),
});
export type TextBlock = Infer<typeof textSchema>;
