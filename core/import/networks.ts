// Social networks by link host (or an icon's name), as the social block names them.
import type { SocialNetwork } from '../blocks/social/schema';

const HOSTS: Array<[RegExp, SocialNetwork]> = [
  [/(^|\.)facebook\.com$|(^|\.)fb\.(com|me)$/, 'facebook'],
  [/(^|\.)(twitter|x)\.com$/, 'x'],
  [/(^|\.)instagram\.com$/, 'instagram'],
  [/(^|\.)linkedin\.com$/, 'linkedin'],
  [/(^|\.)(youtube\.com|youtu\.be)$/, 'youtube'],
  [/(^|\.)tiktok\.com$/, 'tiktok'],
  [/(^|\.)pinterest\.[a-z.]+$/, 'pinterest'],
  [/(^|\.)github\.com$/, 'github'],
];
const NAMES: Array<[RegExp, SocialNetwork]> = [
  [/facebook/, 'facebook'],
  [/twitter|^x$|x-twitter/, 'x'],
  [/instagram/, 'instagram'],
  [/linkedin/, 'linkedin'],
  [/youtube/, 'youtube'],
  [/tiktok/, 'tiktok'],
  [/pinterest/, 'pinterest'],
  [/github/, 'github'],
  [/^(web|website|link|globe)$/, 'website'],
  [/^(mail|email|e-mail)$/, 'email'],
];

/** The network a link goes to, else the one an icon is named after; null when neither says. */
export function networkOf(href: string, name = ''): SocialNetwork | null {
  const h = href.trim();
  if (/^mailto:/i.test(h)) return 'email';
  const host = /^https?:\/\/([^/?#:]+)/i.exec(h)?.[1]?.toLowerCase();
  if (host) for (const [pattern, network] of HOSTS) if (pattern.test(host)) return network;
  const n = name
    .trim()
    .toLowerCase()
    .replace(/-noshare$/, '');
  for (const [pattern, network] of NAMES) if (pattern.test(n)) return network;
  return null;
}
