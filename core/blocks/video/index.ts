import type { BlockUnit } from '../unit';
import { videoHtml, videoText } from './render';
import { type VideoBlock, videoDefaults } from './schema';

export const videoBlock: BlockUnit<VideoBlock> = {
  type: 'video',
  label: 'Video',
  create: videoDefaults,
  html: videoHtml,
  text: videoText,
};
