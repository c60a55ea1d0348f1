// Document I/O for <email-builder>: opening templates (user, shared, library, drafts), the save
// queue (one save at a time, the next waits for the previous), copies, export, preview, image
// uploads, and the local draft that mirrors unsaved work.
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import type { LibraryItem, RenderResult, Template, TemplateListItem } from '../api/types';
import { cachedTemplate } from '../gallery/template-cache';
import type { EbPreview } from '../preview/preview';
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

  /** Opens a fetched template; the user's draft of it (unsaved changes from this device) wins. */
  openTemplate(template: Template, draft: Draft | null): void {
    const { store } = this.#host;
    const source = template.userId === undefined ? 'shared' : 'user';
    if (source === 'user' && draft && draft.templateId === template._id) {
      store.load({ doc: draft.doc, name: draft.name, templateId: template._id, source, updatedAt: template.updatedAt, dirty: true });
      this.#host.enterEditor(notice('changes_recovered', { label: 'Discard changes', run: () => this.#discardRecovered(template) }));
      return;
    }
    store.load({ doc: template.blockTree, name: template.name, templateId: template._id, source, updatedAt: template.updatedAt });
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
      source: 'user',
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
      store.markSaved({ doc, name: savedName, templateId: template._id, updatedAt: template.updatedAt, source: 'user' });
      if (!store.dirty) clearDraft(host.userId);
      if (host.notice && host.notice.kind !== 'info') host.setNotice(null);
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
    const { prev, next } = (event as CustomEvent<StoreChange>).detail;
    if (prev === next) return;
    this.#host.emit('eb-change', { document: next });
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

  /** Renders through the API (`POST /v1/render`); the plan must include `exportHtml`. */
  async exportHtml(): Promise<RenderResult> {
    const host = this.#host;
    const client = host.requireClient();
    try {
      if (!host.session?.features.exportHtml)
        throw new ApiError({
          status: 402,
          code: 'feature_not_in_plan',
          message: 'Upgrade required: exporting HTML is not included in your plan.',
        });
      return await client.render(host.store.doc);
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

  async preview(): Promise<void> {
    const host = this.#host;
    try {
      const { renderHtml } = await previewChunk.load();
      const dialog = host.renderRoot.querySelector<EbPreview>('eb-preview');
      await dialog?.show(renderHtml(host.store.doc, { assetBaseUrl: host.session?.assetBaseUrl ?? '/assets' }));
    } catch (error) {
      host.setNotice(noticeFor(error));
      host.emitError(error);
    }
  }

  async #copy(text: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      this.#host.showToast('HTML copied to the clipboard.');
    } catch {
      this.#host.showToast('Copying was blocked by the browser. Use the downloaded file instead.');
    }
  }

  async upload(id: string, file: File): Promise<void> {
    const host = this.#host;
    if (!host.session?.features.imageUpload) return host.setNotice(notice('upload_not_in_plan'));
    if (!/^image\/(png|jpeg|gif|webp)$/.test(file.type)) return host.setNotice(notice('upload_type_refused'));
    const client = host.requireClient();
    host.showToast(`Uploading ${file.name}…`);
    try {
      const image = await client.uploadImage(file, file.name);
      host.store.update(id, (block) =>
        block.type === 'image'
          ? { ...block, props: { ...block.props, src: image.url, alt: block.props.alt || file.name.replace(/\.[a-z]+$/i, '') } }
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

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

function download(root: ParentNode, filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/html' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  root.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
