import { blockSchema, linkField } from '../../document/fields';
import { type Infer, s } from '../../schema/schema';

export const imageSchema = blockSchema('image', {
  src: linkField.describe('absolute http(s) URL or a merge tag'),
  alt: s.string({ max: 500 }).default(''),
  /** Display width in px; null fills the content width. */
  width: s.integer({ min: 16, max: 900 }).nullable().default(null),
  href: linkField.nullable().default(null),
  /** Shown instead of `src` where the reader's client is in dark mode (e.g. a light logo). */
  darkSrc: linkField.optional(),
  /** Purely decorative: an empty alt is then right (screen readers skip the image). */
  decorative: s.boolean().optional(),
  /**
   * The pixel size of the file at `src` when known (an upload records it), so the email can give
   * the image a `height` and keep its box with images off. Tied to that `src`: once the image is
   * replaced by any other means, it no longer applies.
   */
  naturalSize: s
    .object({
      src: s.string({ max: 2048 }),
      width: s.integer({ min: 1, max: 65535 }),
      height: s.integer({ min: 1, max: 65535 }),
    })
    .optional(),
});
export type ImageBlock = Infer<typeof imageSchema>;
