import { defineBlock } from '../unit';
import { socialHtml, socialText } from './render';
import { type SocialBlock, socialSchema } from './schema';

export const socialBlock = defineBlock<SocialBlock>({
  type: 'social',
  label: 'Social',
  schema: socialSchema,
  initial: () => ({
    props: {
      links: [
        { network: 'facebook', href: 'https://facebook.com/' },
        { network: 'x', href: 'https://x.com/' },
        { network: 'instagram', href: 'https://instagram.com/' },
      ],
    },
    style: { padding: [16, 24, 16, 24], textAlign: 'center' },
  }),
  html: socialHtml,
  text: socialText,
});
