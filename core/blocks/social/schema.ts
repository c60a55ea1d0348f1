import { blockSchema, linkField } from '../../document/fields';
import { type Infer, s } from '../../schema/schema';

export const SOCIAL_NETWORKS = [
  'facebook',
  'x',
  'instagram',
  'linkedin',
  'youtube',
  'tiktok',
  'pinterest',
  'github',
  'website',
  'email',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const socialSchema = blockSchema('social', {
  links: s.array(s.object({ network: s.enum(SOCIAL_NETWORKS), href: linkField }), { max: 12 }),
  iconSize: s.integer({ min: 16, max: 64 }).default(32),
  iconStyle: s.enum(['color', 'dark', 'light']).default('color'),
});
export type SocialBlock = Infer<typeof socialSchema>;
