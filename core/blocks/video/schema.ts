import { blockSchema, linkField } from '../../document/fields';
import { type Infer, s } from '../../schema/schema';

/** Email clients cannot play video: a thumbnail with a play badge that links to the video. */
export const videoSchema = blockSchema('video', {
  href: linkField,
  thumbnailSrc: linkField,
  alt: s.string({ max: 500 }).default('Play video'),
});
export type VideoBlock = Infer<typeof videoSchema>;
