// A card's "Template actions": the menu, then the dialog the chosen action needs (a new name for
// Rename, a confirmation for Delete). Loaded on the first click, never for the gallery's first paint.
import type { TemplateListItem } from '../../api/types';
import type { GalleryActionDetail } from '../gallery';
import type { TemplateAction } from '../permissions';
import { EbGalleryDialog } from './dialog';
import { EbTemplateMenu, type MenuItem } from './menu';

export { TemplateLifecycle } from '../lifecycle';

const LABELS: Record<TemplateAction, string> = { open: 'Open', rename: 'Rename', duplicate: 'Duplicate', delete: 'Delete' };

export async function chooseAction(
  root: ShadowRoot,
  anchor: HTMLElement,
  item: TemplateListItem,
  actions: TemplateAction[],
): Promise<GalleryActionDetail | null> {
  const menu = new EbTemplateMenu();
  // On a shared template a member may only keep a copy of their own: say so.
  const copyOnly = !actions.includes('rename');
  menu.items = actions.map(
    (id): MenuItem => ({ id, label: id === 'duplicate' && copyOnly ? 'Save as my copy' : LABELS[id], danger: id === 'delete' }),
  );
  menu.label = `Actions for ${item.name}`;
  root.append(menu);
  const chosen = (await menu.choose(anchor)) as TemplateAction | null;
  if (chosen === 'rename') {
    const name = await ask(root, {
      title: 'Rename template',
      confirm: 'Rename',
      field: { label: 'Template name', value: item.name, maxLength: 200 },
    });
    return name && name !== item.name ? { action: 'rename', item, name } : null;
  }
  if (chosen === 'delete') {
    const ok = await ask(root, {
      title: `Delete “${item.name}”?`,
      message: 'It is deleted at once. You can undo for 10 seconds; undo restores it as a new template, without its version history.',
      confirm: 'Delete',
      danger: true,
    });
    return ok === null ? null : { action: 'delete', item };
  }
  return chosen ? { action: chosen, item } : null;
}

function ask(root: ShadowRoot, options: EbGalleryDialog['options']): Promise<string | null> {
  const dialog = new EbGalleryDialog();
  dialog.options = options;
  root.append(dialog);
  return dialog.ask();
}
