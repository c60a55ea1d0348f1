// Delete (with a 10-second Undo), duplicate and rename of templates, for the gallery's card menu
// and for the host's `deleteTemplate()` / `duplicateTemplate()` calls. An Undo recreates the
// template as a new one with the same name, content, metadata and tags; its version history is
// gone with the original (docs/api.md §2). The plan's template limit (402) shows its way out:
// delete a template, or upgrade (`eb-upgrade-requested`). Part of the card-actions chunk: the
// gallery's first paint never loads it.
import type { ApiClient } from '../api/client';
import type { Template, TemplateListItem } from '../api/types';
import type { I18n } from '../i18n/i18n';
import type { SessionInfo } from '../shared/context';
import type { EmitFn } from '../shared/events';
import { errorPhrase, type KeyedNotice, type Phrase } from '../state/notices';
import { isTemplateLimit, templateLimitNotice } from './limit';
import { forgetTemplate, rememberTemplate } from './template-cache';

/** What the lifecycle changes on the gallery on screen (the gallery itself sits above this chunk). */
export interface GalleryView {
  notice: KeyedNotice | null;
  removeTemplate(id: string): void;
  putTemplate(item: TemplateListItem): void;
  refresh(): void;
}

export interface LifecycleHost {
  readonly session: SessionInfo | null;
  /** The element's language (a copy's name is worded in it). */
  readonly i18n: I18n;
  requireClient(): ApiClient;
  /** The gallery on screen, if it is. */
  gallery(): GalleryView | null;
  showToast(text: Phrase | null, action?: { label: Phrase; run: () => void }): void;
  emit: EmitFn;
  emitError(error: unknown): void;
}

export class TemplateLifecycle {
  #host: LifecycleHost;

  constructor(host: LifecycleHost) {
    this.#host = host;
  }

  /** Deletes at once (the template is read first, so Undo can recreate it) and offers Undo for 10 s. */
  async delete(id: string): Promise<void> {
    const host = this.#host;
    const client = host.requireClient();
    try {
      const template = await client.getTemplate(id);
      await client.deleteTemplate(id);
      forgetTemplate(id);
      host.gallery()?.removeTemplate(id);
      host.emit('eb-delete', { id });
      host.showToast(
        { key: 'toast.deleted', params: { name: template.name } },
        { label: { key: 'toast.undo' }, run: () => void this.#undoDelete(template) },
      );
    } catch (error) {
      this.#failed(error);
      throw error;
    }
  }

  async #undoDelete(template: Template): Promise<void> {
    const host = this.#host;
    try {
      const restored = await host.requireClient().createTemplate({
        name: template.name,
        blockTree: template.blockTree,
        metadata: template.metadata,
        tags: template.tags,
        ...(template.userId === undefined && { shared: true }),
      });
      this.#show(restored);
      host.showToast({ key: 'toast.undeleted', params: { name: restored.name } });
    } catch (error) {
      this.#failed(error);
    }
  }

  /** A copy of a template (own or shared) as the user's own: "<name> (copy)". */
  async duplicate(id: string): Promise<Template | null> {
    const host = this.#host;
    try {
      const client = host.requireClient();
      const source = await client.getTemplate(id);
      const copy = await client.createTemplate({
        name: host.i18n.t('doc.copyName', { name: source.name }).slice(0, 200),
        blockTree: source.blockTree,
        metadata: source.metadata,
        tags: source.tags,
      });
      this.#show(copy);
      host.emit('eb-duplicate', { template: copy });
      host.showToast({ key: 'toast.savedCopy', params: { name: copy.name } });
      return copy;
    } catch (error) {
      this.#failed(error);
      return null;
    }
  }

  async rename(id: string, name: string): Promise<Template | null> {
    const host = this.#host;
    try {
      const template = await host.requireClient().updateTemplate(id, { name });
      this.#show(template);
      host.emit('eb-save', { template });
      return template;
    } catch (error) {
      this.#failed(error);
      return null;
    }
  }

  #show(template: Template): void {
    rememberTemplate(template);
    const gallery = this.#host.gallery();
    if (!gallery) return;
    gallery.putTemplate(template);
    gallery.notice = null;
  }

  #failed(error: unknown): void {
    const host = this.#host;
    host.emitError(error);
    const gallery = host.gallery();
    if (isTemplateLimit(error) && gallery) gallery.notice = templateLimitNotice(host);
    else host.showToast(errorPhrase(error));
  }
}
