import { PLACEHOLDER_VIDEO } from '../samples';
import { assetUrl, defineBlock } from '../unit';
import { videoHtml, videoText } from './render';
import { type VideoBlock, videoSchema } from './schema';

export const videoBlock = defineBlock<VideoBlock>({
  type: 'video',
  label: 'Video',
  schema: videoSchema,
  initial: (assetBaseUrl) => ({
    props: { href: 'https://www.youtube.com/', thumbnailSrc: assetUrl(assetBaseUrl, PLACEHOLDER_VIDEO) },
    style: { padding: [8, 24, 8, 24], textAlign: 'center' },
  }),
  html: videoHtml,
  text: videoText,
});
