// English messages of the palette's Saved section and the "Save as block" dialog: registered by
// their chunk (./saved-blocks-entry.ts), which loads beside the editor, not before it. The
// inspector's "Save as block" button is worded in ./dialogs.ts.
import type { Catalogue } from '../catalog';

export const savedBlocks = {
  'dialogs.savedBlocks.close': 'Close',
  'dialogs.savedBlocks.name': 'Block name',
  'dialogs.savedBlocks.sharedWithTeam': 'Shared with my team',
  'dialogs.savedBlocks.hint': 'Saved blocks are listed under Saved in the palette, in every template.',
  'dialogs.savedBlocks.cancel': 'Cancel',
  'dialogs.savedBlocks.save': 'Save block',
  'dialogs.savedBlocks.heading': 'Saved blocks',
  'dialogs.savedBlocks.search': 'Search saved blocks',
  'dialogs.savedBlocks.loading': 'Loading saved blocks…',
  'dialogs.savedBlocks.empty': 'Nothing saved yet. Select a block and choose “Save as block”.',
  'dialogs.savedBlocks.noMatch': 'No saved block matches “{query}”.',
  'dialogs.savedBlocks.itemTitle': 'Click to add after the selected block, or drag onto the canvas',
  'dialogs.savedBlocks.preview': 'Preview of {name}',
  'dialogs.savedBlocks.shared': 'Shared',
  'dialogs.savedBlocks.rename': 'Rename {name}',
  'dialogs.savedBlocks.renameTitle': 'Rename',
  'dialogs.savedBlocks.newName': 'New name for {name}',
  'dialogs.savedBlocks.delete': 'Delete {name}',
  'dialogs.savedBlocks.deleteTitle': 'Delete',
  'dialogs.savedBlocks.deleteQuestion': 'Delete {name}?',
  'dialogs.savedBlocks.deleteConfirm': 'Delete “{name}”? Templates that use it keep their copy.',
} as const satisfies Catalogue;
