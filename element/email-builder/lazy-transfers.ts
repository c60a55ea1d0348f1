// The element's side of export, preview and uploads: the same calls as TransferController, whose
// code is a chunk of its own (every one of them starts with a click, none is needed for the
// gallery). A chunk that cannot be downloaded fails the call as any other failure would.
import type { PreviewExportDetail } from '../preview/preview';
import { transfersChunk } from './chunks';
import type { TransferController, TransferHost } from './transfers';

export type Transfers = Pick<TransferController, 'exportHtml' | 'downloadExport' | 'preview' | 'upload'> & {
  previewExport(detail: PreviewExportDetail): void;
};

export function lazyTransfers(host: TransferHost): Transfers {
  let controller: TransferController | null = null;
  const use = async <T>(run: (transfers: TransferController) => T | Promise<T>): Promise<T> => {
    if (!controller) {
      const { TransferController } = await transfersChunk.load();
      controller ??= new TransferController(host);
    }
    return run(controller);
  };
  // Calls the element makes for a click: a chunk that fails to load is reported like any failure.
  const click = (run: (transfers: TransferController) => unknown) => {
    use(run).catch((error: unknown) => host.emitError(error));
  };
  return {
    exportHtml: () => use((t) => t.exportHtml()),
    downloadExport: async () => click((t) => t.downloadExport()),
    preview: async () => click((t) => t.preview()),
    previewExport: (detail) => click((t) => t.previewExport(detail)),
    upload: (id, file) => use((t) => t.upload(id, file)),
  };
}
