import { lazyChunk } from '../../shared/lazy-chunk';
import type { EbImportDialog, ImportOpenDetail } from './import-dialog';

/** The gallery's Import dialog with the importer (core/import and its HTML parser): fetched on the first Import click or file drop. */
export const importChunk = lazyChunk(() => import('./import-dialog'));

/** Opens the Import dialog in `root` (with a dropped file when given); `open` takes what the user imports. Rejects when its chunk cannot be had. */
export async function startImport(
  root: Node,
  file: File | undefined,
  open: (detail: ImportOpenDetail) => void,
): Promise<void> {
  await importChunk.load();
  const dialog = document.createElement('eb-import-dialog') as EbImportDialog;
  dialog.addEventListener('eb-import-open', (e) => open((e as CustomEvent<ImportOpenDetail>).detail));
  root.appendChild(dialog);
  await dialog.open(file);
}
