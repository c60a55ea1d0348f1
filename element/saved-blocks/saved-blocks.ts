// The saved-blocks chunk: the palette's Saved section and the "Save as block" dialog.
export { EbSaveBlockDialog } from './save-dialog';
export { EbSavedBlocks } from './saved-list';
