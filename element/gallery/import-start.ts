// Starting an import from the gallery: the Import card, or a file dropped anywhere on it. The
// dialog and the importer behind it come in their own chunk, fetched here on first use.
import { importChunk } from './import/chunk';
import type { EbImportDialog, ImportOpenDetail } from './import/import-dialog';

/** Opens the Import dialog in `root` (with a dropped file when given); `onOpen` gets what the user chose to open. */
export async function openImport(
  root: Node,
  file: File | undefined,
  onOpen: (detail: ImportOpenDetail) => void,
): Promise<void> {
  await importChunk.load();
  const dialog = document.createElement('eb-import-dialog') as EbImportDialog;
  dialog.addEventListener('eb-import-open', (e) => onOpen((e as CustomEvent<ImportOpenDetail>).detail));
  root.appendChild(dialog);
  await dialog.open(file);
}

/** A file dropped anywhere on `target` starts an import, unless `refused()` says not now. */
export function acceptDroppedFiles(target: HTMLElement, refused: () => boolean, start: (file: File) => void): void {
  target.addEventListener('dragover', (e) => {
    if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
  });
  target.addEventListener('drop', (e) => {
    const file = e.dataTransfer?.files[0];
    if (!file || refused()) return;
    e.preventDefault();
    start(file);
  });
}
