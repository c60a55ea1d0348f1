// English messages of a card's actions (menu, Rename and Delete dialogs, the toasts after them):
// registered by the actions chunk (gallery/actions), which loads on the first click on a card's
// menu, so the gallery's first paint does not carry them. Translations are in ../locales/<locale>/gallery.ts.

import type { Catalogue } from '../catalog';
import { registerEnglish } from '../catalog';

export const actions = {
  'gallery.menu.open': 'Open',
  'gallery.menu.rename': 'Rename',
  'gallery.menu.duplicate': 'Duplicate',
  'gallery.menu.saveCopy': 'Save as my copy',
  'gallery.menu.delete': 'Delete',
  'gallery.menu.cancel': 'Cancel',
  'gallery.rename.title': 'Rename template',
  'gallery.rename.field': 'Template name',
  'gallery.delete.title': 'Delete “{name}”?',
  'gallery.delete.message':
    'It is deleted at once. You can undo for 10 seconds; undo restores it as a new template, without its version history.',
  'toast.deleted': 'Deleted “{name}”.',
  'toast.undo': 'Undo',
  'toast.undeleted': 'Restored “{name}” as a new template (its version history is not restored).',
} as const satisfies Catalogue;

registerEnglish(actions);
