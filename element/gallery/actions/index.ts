// A card's "Template actions": the menu, then the dialog the chosen action needs (a new name for
// Rename, a confirmation for Delete). Loaded on the first click, never for the gallery's first paint.
import type { TemplateListItem } from '../../api/types';
import '../../i18n/en/actions';
import type { I18n } from '../../i18n/i18n';
import type { MessageKey } from '../../i18n/keys';
import type { GalleryActionDetail, TemplateAction } from '../permissions';
import { EbGalleryDialog } from './dialog';
import { EbTemplateMenu, type MenuItem } from './menu';

export { TemplateLifecycle } from '../lifecycle';

const LABELS: Record<TemplateAction, MessageKey> = {
  open: 'gallery.menu.open',
  rename: 'gallery.menu.rename',
  duplicate: 'gallery.menu.duplicate',
  delete: 'gallery.menu.delete',
};

export async function chooseAction(
  i18n: I18n,
  root: ShadowRoot,
  anchor: HTMLElement,
  item: TemplateListItem,
  actions: TemplateAction[],
): Promise<GalleryActionDetail | null> {
  const menu = new EbTemplateMenu();
  // On a shared template a member may only keep a copy of their own: say so.
  const copyOnly = !actions.includes('rename');
  menu.items = actions.map(
    (id): MenuItem => ({
      id,
      label: i18n.t(id === 'duplicate' && copyOnly ? 'gallery.menu.saveCopy' : LABELS[id]),
      danger: id === 'delete',
    }),
  );
  menu.label = i18n.t('gallery.card.actionsFor', { name: item.name });
  root.append(menu);
  const chosen = (await menu.choose(anchor)) as TemplateAction | null;
  if (chosen === 'rename') {
    const name = await ask(root, {
      title: i18n.t('gallery.rename.title'),
      confirm: i18n.t('gallery.menu.rename'),
      cancel: i18n.t('gallery.menu.cancel'),
      field: { label: i18n.t('gallery.rename.field'), value: item.name, maxLength: 200 },
    });
    return name && name !== item.name ? { action: 'rename', item, name } : null;
  }
  if (chosen === 'delete') {
    const ok = await ask(root, {
      title: i18n.t('gallery.delete.title', { name: item.name }),
      message: i18n.t('gallery.delete.message'),
      confirm: i18n.t('gallery.menu.delete'),
      cancel: i18n.t('gallery.menu.cancel'),
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
