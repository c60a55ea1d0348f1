import type { BlockUnit } from '../unit';
import { socialHtml, socialText } from './render';
import { type SocialBlock, socialDefaults } from './schema';

export const socialBlock: BlockUnit<SocialBlock> = {
  type: 'social',
  label: 'Social',
  create: socialDefaults,
  html: socialHtml,
  text: socialText,
};
