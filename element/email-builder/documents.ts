// Document I/O for <email-builder>: opening templates (user, shared, library, drafts), the save
// queue (one save at a time, the next waits for the previous), copies, version restores, and the
// local draft that mirrors unsaved work. Export, preview and uploads are in transfers.ts.
import type { ImportResult } from '../../core/import/index';
import { ApiError } from '../api/errors';
import type { LibraryItem, Template, TemplateListItem } from '../api/types';
import { isTemplateLimit, templateLimitNotice } from '../gallery/limit';
import { cachedTemplate } from '../gallery/template-cache';
import { clearDraft, type Draft, readDraft, writeDraft } from '../state/draft';
import { draftCheckChunk } from '../state/draft-check-chunk';
import { blankDocument } from '../state/empty';
import { errorText, notice, noticeFor } from '../state/notices';
import type { StoreChange } from '../state/store';
import { transfersChunk } from './chunks';
import type { DocumentHost } from './document-host';

export type { DocumentHost } from './document-host';

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
      if (!item)
        throw new ApiError({ status: 404, code: 'not_found', message: 'That library template does not exist.' });
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
    this.#host.store.load({ doc: blankDocument(), name: this.#untitled, templateId: null, source: 'new' });
    this.#host.enterEditor(null);
  }

  get #untitled(): string {
    return this.#host.i18n.t('doc.untitled');
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
        status: template.status,
        dirty: true,
      });
      this.#host.enterEditor(
        notice('changes_recovered', {
          label: { key: 'notice.discardChanges' },
          run: () => this.#discardRecovered(template),
        }),
      );
      return;
    }
    this.#loadSaved(template);
    this.#host.enterEditor(null);
  }

  /** The template as the server holds it: shared ones editable for a manager. */
  #loadSaved(template: Template): void {
    this.#host.store.load({
      doc: template.blockTree,
      name: template.name,
      templateId: template._id,
      source: template.userId === undefined ? 'shared' : 'user',
      sharedEditable: this.#sharedEditable,
      updatedAt: template.updatedAt,
      status: template.status,
    });
  }

  openLibrary(item: LibraryItem): void {
    this.#host.store.load({
      doc: structuredClone(item.blockTree),
      name: item.name,
      templateId: null,
      source: 'library',
      dirty: true,
    });
    const library = this.#host.session?.libraryLabel || this.#host.i18n.t('gallery.library');
    this.#host.enterEditor({
      code: 'library_copy',
      kind: 'info',
      text: { key: 'notice.libraryCopy', params: { name: item.name, library } },
    });
  }

  /** An imported email: a new unsaved template, with what the import reported above the canvas. */
  openImported(result: ImportResult, name: string): void {
    this.#host.store.load({ doc: result.blockTree, name, templateId: null, source: 'new', dirty: true });
    const { nativeBlocks: native, htmlBlocks: html, warnings } = result.report;
    // In the user's language; the Import dialog that handed this over registered the notes' English.
    const notes = warnings.map((w) => this.#host.i18n.t(`dialogs.import.note.${w.code}`, w.values)).join('; ');
    const params = { name, native, html, notes: notes && `${notes}.` };
    this.#host.enterEditor({
      code: 'imported',
      kind: warnings.length > 0 ? 'warning' : 'info',
      text: { key: warnings.length > 0 ? 'notice.importedNotes' : 'notice.imported', params },
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
    this.#loadSaved(template);
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
    // Reviewers and the host's `readonly` write nothing, not even a copy.
    if (store.viewOnly) return null;
    if (store.readOnly) return this.saveCopy();
    if (host.live?.savesItself) return host.live.save();
    const doc = store.doc;
    const name = store.name.trim() || this.#untitled;
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
      const previous = store.status;
      store.markSaved({
        doc,
        name: savedName,
        templateId: template._id,
        updatedAt: template.updatedAt,
        source,
        status: template.status,
      });
      // An edit of an approved template returned it to draft on the server (docs/api.md §15).
      if (previous && template.status && template.status !== previous)
        host.emit('eb-status-change', { templateId: template._id, status: template.status, previous });
      if (!store.dirty) clearDraft(host.userId);
      // "Save it to keep it" is answered by this save, as are the warnings.
      if (host.notice && (host.notice.kind !== 'info' || host.notice.code === 'library_copy')) host.setNotice(null);
      host.emit('eb-save', { template });
      return template;
    } catch (error) {
      const offline = error instanceof ApiError && error.status === 0;
      store.setSaveState('error', offline ? host.i18n.t('doc.notSavedOffline') : errorText(error, host.i18n));
      host.setNotice(isTemplateLimit(error) ? templateLimitNotice(host) : noticeFor(error));
      this.flushDraft();
      host.emitError(error);
      return null;
    }
  }

  /** Restores a kept version (./copies.ts, in the transfers chunk: it starts with a click in the editor). */
  async restoreVersion(version: number): Promise<Template | null> {
    const copies = await this.#copies();
    return copies.restoreVersion(
      this.#host,
      () => this.#saving,
      () => clearDraft(this.#host.userId),
      version,
    );
  }

  /** Saves the open document as the user's own new template (./copies.ts). */
  async saveCopy(): Promise<Template | null> {
    const copies = await this.#copies().catch(() => null);
    return copies ? copies.saveCopy(this.#host) : null;
  }

  /** Copies' code; a chunk that cannot be downloaded is reported like any failure, and rethrown. */
  async #copies(): Promise<typeof import('./transfers')> {
    try {
      return await transfersChunk.load();
    } catch (error) {
      this.#host.setNotice(noticeFor(error));
      this.#host.emitError(error);
      throw error;
    }
  }

  // ---- Drafts -----------------------------------------------------------------------------------

  #onStoreChange = (event: Event): void => {
    const { prev, next, loaded, remote } = (event as CustomEvent<StoreChange>).detail;
    const dirty = this.#host.store.dirty;
    if (dirty !== this.#dirty) {
      this.#dirty = dirty;
      this.#host.emit('eb-dirty-change', { dirty });
      // Live, the server has stored everything once nothing is unsaved: this device's draft is stale.
      if (!dirty && this.#host.live) clearDraft(this.#host.userId);
    }
    if (prev === next) return;
    // Opening a document, or someone else's live change, is not an edit: hosts count eb-change as "the user changed something".
    if (!loaded && !remote) this.#host.emit('eb-change', { document: next });
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
}
