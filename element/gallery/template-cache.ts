// Templates fetched for the gallery's live thumbnails, per version (`_id@updatedAt`): revisiting
// the gallery costs no requests, and opening a card whose thumbnail is up needs no request either.
// No document is fetched before the first cards are painted and the page is idle: the first
// paint waits only for the key check and the first page of the listing.
import type { ApiClient } from '../api/client';
import type { Template, TemplateListItem } from '../api/types';

const templates = new Map<string, Promise<Template>>();
const versionKey = (t: Pick<TemplateListItem, '_id' | 'updatedAt'>) => `${t._id}@${t.updatedAt}`;

let openGate: () => void = () => {};
const firstCardsPainted = new Promise<void>((resolve) => {
  openGate = resolve;
});

/** Lets thumbnails fetch documents: called once the first cards are painted and the page is idle. */
export function thumbnailsMayLoad(): void {
  openGate();
}

export function cachedTemplate(api: ApiClient, item: TemplateListItem): Promise<Template> {
  const key = versionKey(item);
  let template = templates.get(key);
  if (!template) {
    template = api.getTemplate(item._id);
    template.catch(() => templates.delete(key));
    templates.set(key, template);
  }
  return template;
}

/** A thumbnail's document: after the first paint, then from the cache while the version holds. */
export function thumbnailDocument(api: ApiClient, item: TemplateListItem): Promise<Template['blockTree']> {
  return firstCardsPainted.then(() => cachedTemplate(api, item)).then((t) => t.blockTree);
}

/** A template we already hold in full (just created, duplicated or renamed): no fetch for its thumbnail. */
export function rememberTemplate(template: Template): void {
  templates.set(versionKey(template), Promise.resolve(template));
}

/** Drops every cached version of a deleted template. */
export function forgetTemplate(id: string): void {
  for (const key of templates.keys()) if (key.startsWith(`${id}@`)) templates.delete(key);
}
