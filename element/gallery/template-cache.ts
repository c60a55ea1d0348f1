// Templates fetched for the gallery's live thumbnails, per version (`_id@updatedAt`): revisiting
// the gallery costs no requests, and opening a card whose thumbnail is up needs no request either.
import type { ApiClient } from '../api/client';
import type { Template, TemplateListItem } from '../api/types';

const templates = new Map<string, Promise<Template>>();

export function cachedTemplate(api: ApiClient, item: TemplateListItem): Promise<Template> {
  const key = `${item._id}@${item.updatedAt}`;
  let template = templates.get(key);
  if (!template) {
    template = api.getTemplate(item._id);
    template.catch(() => templates.delete(key));
    templates.set(key, template);
  }
  return template;
}
