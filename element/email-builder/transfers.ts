// What leaves or enters the open document for <email-builder>: the HTML export (through the API,
// with its checks), the preview, downloads and copies, and image uploads onto an image block.
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import type { ExportResult } from '../api/types';
import { conditionSyntaxFor, previewConditions } from '../conditions/conditions';
import { previewChunk } from '../preview/chunk';
import type { EbPreview, PreviewExportDetail } from '../preview/preview';
import type { SessionInfo } from '../shared/context';
import { type KeyedNotice, notice, noticeFor, type Phrase } from '../state/notices';
import type { EditorStore } from '../state/store';

// Copies and version restores start with a click in the editor too: they travel in this chunk.
export { restoreVersion, saveCopy } from './copies';

/** What the controller needs from its element. */
export interface TransferHost {
  readonly store: EditorStore;
  readonly session: SessionInfo | null;
  readonly renderRoot: HTMLElement | DocumentFragment;
  requireClient(): ApiClient;
  setNotice(notice: KeyedNotice | null): void;
  showToast(text: Phrase | null, action?: { label: Phrase; run: () => void }): void;
  emitError(error: unknown): void;
}

export class TransferController {
  #host: TransferHost;

  constructor(host: TransferHost) {
    this.#host = host;
  }

  /** Renders and checks through the API (`POST /v1/render` with `checks`); the plan must include `exportHtml`. */
  async exportHtml(): Promise<ExportResult> {
    const host = this.#host;
    const client = host.requireClient();
    try {
      if (!host.session?.features.exportHtml)
        throw new ApiError({
          status: 402,
          code: 'feature_not_in_plan',
          message: 'Upgrade required: exporting HTML is not included in your plan.',
        });
      // The API takes at most 500 tags of at most 100 characters: a longer one could never be typed in.
      const mergeTags = host.store.mergeTags.map((tag) => tag.value).filter((value) => value.length <= 100);
      const result = await client.render(host.store.doc, {
        checks: true,
        mergeTags: mergeTags.slice(0, 500),
        syntax: conditionSyntaxFor(host.store.mergeTagSyntax),
      });
      return { html: result.html, text: result.text, checks: result.checks ?? [] };
    } catch (error) {
      host.emitError(error);
      throw error;
    }
  }

  async downloadExport(): Promise<void> {
    const host = this.#host;
    if (!host.session?.features.exportHtml) return host.setNotice(notice('export_not_in_plan'));
    try {
      const result = await this.exportHtml();
      const file = `${slug(host.store.name) || 'email'}.html`;
      download(host.renderRoot, file, result.html);
      host.showToast(
        { key: 'toast.downloaded', params: { file } },
        { label: { key: 'toast.copyHtml' }, run: () => this.#copy(result.html) },
      );
    } catch (error) {
      host.setNotice(noticeFor(error));
    }
  }

  /** The preview renders with the export's own renderer and options: what it shows is what exports. */
  async preview(): Promise<void> {
    const host = this.#host;
    try {
      const { renderHtml, renderText } = await previewChunk.load();
      const dialog = host.renderRoot.querySelector<EbPreview>('eb-preview');
      const doc = host.store.doc;
      const options = {
        assetBaseUrl: host.session?.assetBaseUrl ?? '/assets',
        syntax: conditionSyntaxFor(host.store.mergeTagSyntax),
      };
      await dialog?.show({
        html: renderHtml(doc, options),
        text: renderText(doc, options),
        tags: host.store.mergeTags,
        canExport: host.session?.features.exportHtml ?? false,
        filename: slug(host.store.name) || 'email',
        conditions: previewConditions(doc, host.store.mergeTags),
        renderShown: (shown) => {
          const decided = { ...options, showBlock: (block: { id: string }) => shown.has(block.id) };
          return { html: renderHtml(doc, decided), text: renderText(doc, decided) };
        },
      });
    } catch (error) {
      host.setNotice(noticeFor(error));
      host.emitError(error);
    }
  }

  /** Download or copy from the preview: the export's HTML or plain text, never sample data. */
  previewExport({ kind, action, content, filename }: PreviewExportDetail): void {
    if (action === 'copy') {
      this.#copy(content, kind === 'html' ? 'toast.htmlCopied' : 'toast.textCopied');
      return;
    }
    const file = `${filename}.${kind === 'html' ? 'html' : 'txt'}`;
    download(this.#host.renderRoot, file, content, kind === 'html' ? 'text/html' : 'text/plain');
    this.#host.showToast({ key: 'toast.downloaded', params: { file } });
  }

  async #copy(text: string, done: Phrase['key'] = 'toast.htmlCopied'): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this.#host.showToast({ key: done });
    } catch {
      this.#host.showToast({ key: 'toast.copyBlocked' });
    }
  }

  async upload(id: string, file: File): Promise<void> {
    const host = this.#host;
    if (!host.session?.features.imageUpload) return host.setNotice(notice('upload_not_in_plan'));
    if (!/^image\/(png|jpeg|gif|webp)$/.test(file.type)) return host.setNotice(notice('upload_type_refused'));
    const client = host.requireClient();
    host.showToast({ key: 'toast.uploading', params: { file: file.name } });
    try {
      const [image, size] = await Promise.all([client.uploadImage(file, file.name), pixelSize(file)]);
      // The recorded size gives the exported image a height (its box stays with images off).
      const naturalSize = size ? { naturalSize: { src: image.url, ...size } } : {};
      host.store.update(id, (block) =>
        block.type === 'image'
          ? {
              ...block,
              props: { ...block.props, src: image.url, alt: altAfterUpload(block.props, file), ...naturalSize },
            }
          : block,
      );
      host.showToast({ key: 'toast.uploaded' });
    } catch (error) {
      host.showToast(null);
      host.setNotice(noticeFor(error));
      host.emitError(error);
    }
  }
}

/** The image's pixel size, decoded by the browser; null when it cannot decode it. */
async function pixelSize(file: Blob): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size.width > 0 && size.height > 0 && size.width <= 65535 && size.height <= 65535 ? size : null;
  } catch {
    return null;
  }
}

/**
 * A first picture (onto the placeholder) starts from its file name; a replaced picture drops the
 * old alt, which described the previous image, so the empty field asks for a new one.
 */
function altAfterUpload(props: { src: string; alt?: string }, file: File): string {
  const replacing = !props.src.endsWith('/placeholder/image.png');
  if (replacing) return '';
  return props.alt || file.name.replace(/\.[a-z]+$/i, '');
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

function download(root: ParentNode, filename: string, text: string, type = 'text/html'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  root.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
