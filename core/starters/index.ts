// The starter library the server publishes as `seed-1…` (in this order). Images are `asset:<path>`
// references into core/assets; resolveAssetUrls turns them into absolute URLs under the server's
// public asset base, because email clients need absolute image URLs.
import type { EmailDocument } from '../document/schema';
import { abandonedCart } from './abandoned-cart';
import { announcement } from './announcement';
import { eventInvitation } from './event';
import { newsletter } from './newsletter';
import { passwordReset } from './password-reset';
import { productLaunch } from './product-launch';
import { receipt } from './receipt';
import { welcome } from './welcome';

export interface Starter {
  id: string;
  name: string;
  tags: string[];
  document: EmailDocument;
}

export const ASSET_PREFIX = 'asset:';
/** `asset:` followed by a relative path (no spaces, no scheme): only these strings are rewritten. */
const ASSET_REF = /^asset:\/*([A-Za-z0-9_-][A-Za-z0-9_./-]*)$/;

export const STARTERS: Starter[] = [
  { id: 'seed-1', name: 'Welcome', tags: ['onboarding', 'welcome', 'saas'], document: welcome },
  { id: 'seed-2', name: 'Newsletter', tags: ['newsletter', 'editorial', 'retail'], document: newsletter },
  { id: 'seed-3', name: 'Order receipt', tags: ['transactional', 'receipt', 'ecommerce'], document: receipt },
  { id: 'seed-4', name: 'Password reset', tags: ['transactional', 'security', 'saas'], document: passwordReset },
  { id: 'seed-5', name: 'Event invitation', tags: ['event', 'invitation', 'conference'], document: eventInvitation },
  { id: 'seed-6', name: 'Product launch', tags: ['launch', 'product', 'promotional'], document: productLaunch },
  { id: 'seed-7', name: 'Abandoned cart', tags: ['ecommerce', 'cart', 'reminder'], document: abandonedCart },
  { id: 'seed-8', name: 'Announcement', tags: ['announcement', 'company news', 'fintech'], document: announcement },
];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function resolveValue(value: Json, base: string): Json {
  if (typeof value === 'string') {
    const ref = ASSET_REF.exec(value);
    return ref ? `${base}/${ref[1]}` : value;
  }
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, base));
  if (value !== null && typeof value === 'object') {
    const out: { [key: string]: Json } = {};
    for (const [key, child] of Object.entries(value)) out[key] = resolveValue(child, base);
    return out;
  }
  return value;
}

/**
 * A deep copy of `doc` where every `asset:<path>` string (image src, video thumbnail, links) becomes
 * `${assetBaseUrl}/<path>`; other strings are copied as they are. Starter documents are a few levels deep, so plain recursion is fine.
 */
export function resolveAssetUrls(doc: EmailDocument, assetBaseUrl: string): EmailDocument {
  const base = assetBaseUrl.replace(/\/+$/, '');
  return resolveValue(doc as unknown as Json, base) as unknown as EmailDocument;
}
