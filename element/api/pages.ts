// Paging of the API's lists: `Link: rel="next"` headers and `next` fields name the next page by
// URL; the element follows only URLs on the API's own origin.
import type { TemplateListItem } from './types';

export interface TemplatePage {
  items: TemplateListItem[];
  /** The next page's URL, or null at the end. */
  next: string | null;
}

/** `<https://api/v1/templates?cursor=x>; rel="next"` → the URL to fetch next, or null. */
export function nextLink(header: string | null, baseUrl: string): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part);
    if (match?.[1]) return sameOrigin(match[1], baseUrl);
  }
  return null;
}

/** A next-page URL (absolute or relative to the API), or null when it points at another origin. */
export function sameOrigin(url: string, baseUrl: string): string | null {
  const resolved = new URL(url, `${baseUrl}/`);
  return resolved.origin === new URL(`${baseUrl}/`).origin ? resolved.href : null;
}
