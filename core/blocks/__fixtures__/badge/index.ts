import { defineBlock } from '../../unit';
import { badgeHtml, badgeText } from './render';
import { type BadgeBlock, badgeSchema } from './schema';

export const badgeBlock = defineBlock<BadgeBlock>({
  type: 'badge',
  label: 'Badge',
  schema: badgeSchema,
  initial: () => ({ props: { text: 'New' }, style: { padding: [8, 24, 8, 24], color: '#ffffff' } }),
  html: badgeHtml,
  text: badgeText,
});
