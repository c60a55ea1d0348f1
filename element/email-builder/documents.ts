// Document I/O for <email-builder>: opening templates (user, shared, library, drafts), the save
// queue (one save at a time, the next waits for the previous), copies, export, preview, image
// uploads, and the local draft that mirrors unsaved work.
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import type { ExportResult, LibraryItem, Template, TemplateListItem } from '../api/types';
import { cachedTemplate } from '../gallery/template-cache';
import type { EbPreview, PreviewExportDetail } from '../preview/preview';
import type { SessionInfo } from '../shared/context';
import { clearDraft, type Draft, readDraft, writeDraft } from '../state/draft';
import { blankDocument } from '../state/empty';
import { errorMessage, type Notice, notice, noticeFor } from '../state/notices';
import type { EditorStore, StoreChange } from '../state/store';
import { isTemplateLimit, templateLimitNotice } from '../gallery/limit';
import { draftCheckChunk, previewChunk } from './chunks';
import type { EmitFn } from './events';

/** What the controller needs from its element. */
export interface DocumentHost {
  readonly store: EditorStore;
  readonly userId: string;
  readonly session: SessionInfo | null;
  readonly editing: boolean;
  readonly renderRoot: HTMLElement | DocumentFragment;
  requireClient(): ApiClient;
  /** Shows the editor with this notice (loading its code first when needed). */
  enterEditor(notice: Notice | null): void;
  setNotice(notice: Notice | null): void;
  readonly notice: Notice | null;
  showToast(message: string, action?: { label: string; run: () => void }): void;
  emit: EmitFn;
  emitError(error: unknown): void;
}

export class DocumentController {
  #host: DocumentHost;
  #saving: Promise<Template | null> | null = null;
  #draftTimer = 0;
  /** What the last eb-dirty-change said. */
  #dirty = false;

  constructor(host: DocumentHost) {
    this.#host = host;
    host.store.addEventListener('change', this.#onStoreChange);
  }

  // ---- Opening ----------------------------------------------------------------------------------

  async fetchForOpen(id: string): Promise<() => void> {
    const client = this.#host.requireClient();
    if (id.startsWith('seed-')) {
      const item = (await client.library()).find((t) => t._id === id);
      if (!item) throw new ApiError({ status: 404, code: 'not_found', message: 'That library template does not exist.' });
      return () => this.openLibrary(item);
    }
    const template = await client.getTemplate(id);
    const draft = await readDraft(this.#host.userId);
    return () => this.openTemplate(template, draft);
  }

  /** A template picked in the gallery: its thumbnail may have fetched it already (same version). */
  async fetchListed(item: TemplateListItem): Promise<() => void> {
    const template = await cachedTemplate(this.#host.requireClient(), item);
    const draft = await readDraft(this.#host.userId);
    return () => this.openTemplate(template, draft);
  }

  /** A document the host holds, opened as a new unsaved template once it passes the API's own document check. */
  async loadDocument(input: unknown, name: string): Promise<void> {
    const { validateDocument } = await draftCheckChunk.load();
    const checked = validateDocument(input, 'document');
    if (!checked.ok) {
      const first = checked.issues[0];
      const error = new ApiError({
        status: 0,
        code: 'invalid_document',
        message: `That is not an email document this editor can open${first ? `: ${first.path} ${first.message}` : ''}.`,
      });
      this.#host.emitError(error);
      throw error;
    }
    this.#host.store.load({ doc: checked.value, name, templateId: null, source: 'new', dirty: true });
    this.#host.enterEditor(null);
  }

  newTemplate(): void {
    this.#host.store.load({ doc: blankDocument(), name: 'Untitled template', templateId: null, source: 'new' });
    this.#host.enterEditor(null);
  }

  /** A manager's token writes shared templates (docs/api.md §12); a member's opens them read-only. */
  get #sharedEditable(): boolean {
    return this.#host.session?.role === 'manager';
  }

  /** Opens a fetched template; the user's draft of it (unsaved changes from this device) wins. */
  openTemplate(template: Template, draft: Draft | null): void {
    const { store } = this.#host;
    const source = template.userId === undefined ? 'shared' : 'user';
    const sharedEditable = this.#sharedEditable;
    const writable = source === 'user' || sharedEditable;
    if (writable && draft && draft.templateId === template._id) {
      store.load({
        doc: draft.doc,
        name: draft.name,
        templateId: template._id,
        source,
        sharedEditable,
        updatedAt: template.updatedAt,
        dirty: true,
      });
      this.#host.enterEditor(notice('changes_recovered', { label: 'Discard changes', run: () => this.#discardRecovered(template) }));
      return;
    }
    store.load({
      doc: template.blockTree,
      name: template.name,
      templateId: template._id,
      source,
      sharedEditable,
      updatedAt: template.updatedAt,
    });
    this.#host.enterEditor(null);
  }

  openLibrary(item: LibraryItem): void {
    this.#host.store.load({ doc: structuredClone(item.blockTree), name: item.name, templateId: null, source: 'library', dirty: true });
    const label = this.#host.session?.libraryLabel ?? 'the library';
    this.#host.enterEditor({
      code: 'library_copy',
      kind: 'info',
      message: `A copy of “${item.name}” from ${label}. Save it to keep it in My Templates.`,
    });
  }

  async restoreDraft(): Promise<void> {
    const draft = await readDraft(this.#host.userId);
    if (!draft) return;
    this.#host.store.load({
      doc: draft.doc,
      name: draft.name,
      templateId: draft.templateId,
      source: draft.source,
      sharedEditable: this.#sharedEditable,
      updatedAt: draft.baseUpdatedAt,
      dirty: true,
    });
    this.#host.enterEditor(notice('draft_restored'));
  }

  #discardRecovered(template: Template): void {
    clearDraft(this.#host.userId);
    this.#host.store.load({
      doc: template.blockTree,
      name: template.name,
      templateId: template._id,
      source: template.userId === undefined ? 'shared' : 'user',
      sharedEditable: this.#sharedEditable,
      updatedAt: template.updatedAt,
    });
    this.#host.setNotice(null);
  }

  // ---- Saving -----------------------------------------------------------------------------------

  /** Saves after any save in flight: creates the first time, updates after. */
  save(): Promise<Template | null> {
    const run = async (): Promise<Template | null> => {
      if (this.#saving) await this.#saving;
      return this.#saveNow();
    };
    const pending = run();
    this.#saving = pending.finally(() => {
      if (this.#saving === pending) this.#saving = null;
    }) as Promise<Template | null>;
    return pending;
  }

  async #saveNow(): Promise<Template | null> {
    const host = this.#host;
    const client = host.requireClient();
    const store = host.store;
    if (store.readOnly) return this.saveCopy();
    const doc = store.doc;
    const name = store.name.trim() || 'Untitled template';
    const id = store.templateId;
    store.setSaveState('saving');
    try {
      const template = id
        ? await client.updateTemplate(id, { name, blockTree: doc })
        : await client.createTemplate({ name, blockTree: doc });
      // A name saved trimmed still counts as saved; edits made while saving stay unsaved.
      const savedName = store.name.trim() === name ? store.name : name;
      // A shared template a manager saved stays shared; anything else saved is now the user's own.
      const source = store.source === 'shared' ? 'shared' : 'user';
      store.markSaved({ doc, name: savedName, templateId: template._id, updatedAt: template.updatedAt, source });
      if (!store.dirty) clearDraft(host.userId);
      // "Save it to keep it" is answered by this save, as are the warnings.
      if (host.notice && (host.notice.kind !== 'info' || host.notice.code === 'library_copy')) host.setNotice(null);
      host.emit('eb-save', { template });
      return template;
    } catch (error) {
      store.setSaveState('error', error instanceof ApiError && error.status === 0 ? 'offline' : errorMessage(error));
      host.setNotice(isTemplateLimit(error) ? templateLimitNotice(host) : noticeFor(error));
      this.flushDraft();
      host.emitError(error);
      return null;
    }
  }

  /**
   * Restores a kept version (docs/api.md §10): the server saves it as a new version, then the
   * editor takes it as one undoable step. Waits for a save in flight so the two never cross.
   * A failure is reported (notice, eb-error) and rethrown for the History panel to show.
   */
  async restoreVersion(version: number): Promise<Template | null> {
    const host = this.#host;
    const { store } = host;
    const id = store.templateId;
    if (!id || store.readOnly) return null;
    if (this.#saving) await this.#saving;
    try {
      const template = await host.requireClient().restoreVersion(id, version);
      store.restore({ doc: template.blockTree, name: template.name, updatedAt: template.updatedAt });
      clearDraft(host.userId);
      if (host.notice && host.notice.kind !== 'info') host.setNotice(null);
      host.showToast(`Restored version ${version}. Undo brings back what you had.`);
      host.emit('eb-save', { template });
      return template;
    } catch (error) {
      host.setNotice(noticeFor(error));
      host.emitError(error);
      throw error;
    }
  }

  async saveCopy(): Promise<Template | null> {
    const host = this.#host;
    const client = host.requireClient();
    const doc = host.store.doc;
    const name = `${host.store.name} (copy)`.slice(0, 200);
    try {
      const template = await client.createTemplate({ name, blockTree: doc });
      host.store.load({
        doc: template.blockTree,
        name: template.name,
        templateId: template._id,
        source: 'user',
        updatedAt: template.updatedAt,
      });
      host.setNotice(null);
      host.showToast(`Saved “${template.name}” to My Templates.`);
      host.emit('eb-save', { template });
      return template;
    } catch (error) {
      host.setNotice(isTemplateLimit(error) ? templateLimitNotice(host) : noticeFor(error));
      host.emitError(error);
      return null;
    }
  }

  // ---- Drafts -----------------------------------------------------------------------------------

  #onStoreChange = (event: Event): void => {
    const { prev, next, loaded } = (event as CustomEvent<StoreChange>).detail;
    const dirty = this.#host.store.dirty;
    if (dirty !== this.#dirty) {
      this.#dirty = dirty;
      this.#host.emit('eb-dirty-change', { dirty });
    }
    if (prev === next) return;
    // Opening a document is not an edit: hosts count eb-change as "the user changed something".
    if (!loaded) this.#host.emit('eb-change', { document: next });
    clearTimeout(this.#draftTimer);
    this.#draftTimer = window.setTimeout(() => this.flushDraft(), 300);
  };

  /** Mirrors unsaved work of the open document to this device. */
  flushDraft(userId = this.#host.userId): void {
    clearTimeout(this.#draftTimer);
    const { store, editing } = this.#host;
    if (!editing || store.readOnly || !store.dirty) return;
    writeDraft(userId, {
      templateId: store.templateId,
      name: store.name,
      source: store.source,
      doc: store.doc,
      baseUpdatedAt: store.updatedAt,
      savedAt: Date.now(),
    });
  }

  // ---- Export, preview, upload ------------------------------------------------------------------

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
      const result = await client.render(host.store.doc, { checks: true, mergeTags: mergeTags.slice(0, 500) });
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
      const filename = `${slug(host.store.name) || 'email'}.html`;
      download(host.renderRoot, filename, result.html);
      host.showToast(`Downloaded ${filename}`, { label: 'Copy HTML', run: () => this.#copy(result.html) });
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
      const options = { assetBaseUrl: host.session?.assetBaseUrl ?? '/assets' };
      await dialog?.show({
        html: renderHtml(doc, options),
        text: renderText(doc, options),
        tags: host.store.mergeTags,
        canExport: host.session?.features.exportHtml ?? false,
        filename: slug(host.store.name) || 'email',
      });
    } catch (error) {
      host.setNotice(noticeFor(error));
      host.emitError(error);
    }
  }

  /** Download or copy from the preview: the export's HTML or plain text, never sample data. */
  previewExport({ kind, action, content, filename }: PreviewExportDetail): void {
    const what = kind === 'html' ? 'HTML' : 'Plain text';
    if (action === 'copy') {
      this.#copy(content, what);
      return;
    }
    const name = `${filename}.${kind === 'html' ? 'html' : 'txt'}`;
    download(this.#host.renderRoot, name, content, kind === 'html' ? 'text/html' : 'text/plain');
    this.#host.showToast(`Downloaded ${name}`);
  }

  async #copy(text: string, what = 'HTML'): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this.#host.showToast(`${what} copied to the clipboard.`);
    } catch {
      this.#host.showToast('Copying was blocked by the browser. Use Download instead.');
    }
  }

  async upload(id: string, file: File): Promise<void> {
    const host = this.#host;
    if (!host.session?.features.imageUpload) return host.setNotice(notice('upload_not_in_plan'));
    if (!/^image\/(png|jpeg|gif|webp)$/.test(file.type)) return host.setNotice(notice('upload_type_refused'));
    const client = host.requireClient();
    host.showToast(`Uploading ${file.name}…`);
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
      host.showToast('Image uploaded.');
    } catch (error) {
      host.showToast('');
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
