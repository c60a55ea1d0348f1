// The saved-blocks chunk: the palette's Saved section and the "Save as block" dialog.
import '../i18n/en/saved-blocks-entry';
export { EbSaveBlockDialog } from './save-dialog';
export { EbSavedBlocks } from './saved-list';
