import type { BlockUnit } from '../unit';
import { imageHtml, imageText } from './render';
import { type ImageBlock, imageDefaults } from './schema';

export const imageBlock: BlockUnit<ImageBlock> = {
  type: 'image',
  label: 'Image',
  create: imageDefaults,
  html: imageHtml,
  text: imageText,
};
