import { type Infer, s } from '../../schema/schema';
import { blockSchema, linkField } from '../../document/fields';

/** Email clients cannot play video: a thumbnail with a play badge that links to the video. */
export const videoSchema = blockSchema('video', {
  href: linkField,
  thumbnailSrc: linkField,
  alt: s.string({ max: 500 }).default('Play video'),
});
export type VideoBlock = Infer<typeof videoSchema>;

export function videoDefaults(id: string, assetBaseUrl: string): VideoBlock {
  const thumbnailSrc = `${assetBaseUrl.replace(/\/+$/, '')}/placeholder/video.png`;
  return {
    id,
    type: 'video',
    props: { href: 'https://www.youtube.com/', thumbnailSrc, alt: 'Play video' },
    style: { padding: [8, 24, 8, 24], textAlign: 'center' },
  };
}
