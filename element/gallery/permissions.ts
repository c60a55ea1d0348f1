// What a card's "Template actions" menu offers: everything on the user's own templates; on shared
// ones, managers may do everything and members may only open them or save a copy of their own
// (the API refuses a member's change to a shared template: docs/api.md §3, §12).
import type { Role, TemplateListItem } from '../api/types';

export type TemplateAction = 'open' | 'rename' | 'duplicate' | 'delete';

/** A card's "Template actions" menu item, chosen (Rename carries the new name once confirmed). */
export interface GalleryActionDetail {
  action: TemplateAction;
  item: TemplateListItem;
  name?: string;
}

export function actionsFor(item: TemplateListItem, role: Role | undefined): TemplateAction[] {
  const shared = item.userId === undefined;
  if (role === 'reviewer') return ['open'];
  return shared && role !== 'manager' ? ['open', 'duplicate'] : ['open', 'rename', 'duplicate', 'delete'];
}
