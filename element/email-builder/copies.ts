// Copies of the open document (Save as my copy) and restores of a kept version: each starts with
// a click in the editor, so their code travels in the transfers chunk (chunks.ts), not in the entry.

import type { Template } from '../api/types';
import { isTemplateLimit, templateLimitNotice } from '../gallery/limit';
import { noticeFor } from '../state/notices';
import type { DocumentHost } from './document-host';

/**
 * Restores a kept version (docs/api.md §10): the server saves it as a new version, then the
 * editor takes it as one undoable step. Waits for a save in flight so the two never cross.
 * A failure is reported (notice, eb-error) and rethrown for the History panel to show.
 */
export async function restoreVersion(
  host: DocumentHost,
  saving: () => Promise<Template | null> | null,
  /** Forgets the local draft (passed in: importing the draft module here would pull the entry apart). */
  clearDraft: () => void,
  version: number,
): Promise<Template | null> {
  const { store } = host;
  const id = store.templateId;
  if (!id || store.readOnly) return null;
  await saving();
  try {
    const template = await host.requireClient().restoreVersion(id, version);
    store.restore({ doc: template.blockTree, name: template.name, updatedAt: template.updatedAt });
    clearDraft();
    if (host.notice && host.notice.kind !== 'info') host.setNotice(null);
    host.showToast({ key: 'toast.restoredVersion', params: { version } });
    host.emit('eb-save', { template });
    return template;
  } catch (error) {
    host.setNotice(noticeFor(error));
    host.emitError(error);
    throw error;
  }
}

export async function saveCopy(host: DocumentHost): Promise<Template | null> {
  const client = host.requireClient();
  const doc = host.store.doc;
  const name = host.i18n.t('doc.copyName', { name: host.store.name }).slice(0, 200);
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
    host.showToast({ key: 'toast.savedCopy', params: { name: template.name } });
    host.emit('eb-save', { template });
    return template;
  } catch (error) {
    host.setNotice(isTemplateLimit(error) ? templateLimitNotice(host) : noticeFor(error));
    host.emitError(error);
    return null;
  }
}
