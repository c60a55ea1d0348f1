// What the user may change in the open document, from where it came from and who they are: the
// base of the store (./store.ts), which sets these fields and announces their changes.
import type { TemplateStatus } from '../api/types';
import type { Access, DocumentSource } from './store-types';

export class StoreAccess extends EventTarget {
  source: DocumentSource = 'new';
  /** A manager's session: shared templates are theirs to edit (set with every `load`). */
  sharedEditable = false;
  /** The open shared template's approval status; null for anything else. */
  status: TemplateStatus | null = null;
  access: Access = { hostReadOnly: false, reviewer: false, manager: false };

  /** Shared templates open read-only for members; a manager edits them. Reviewers and `readonly` see everything read-only. */
  get readOnly(): boolean {
    return this.viewOnly || (this.source === 'shared' && !this.sharedEditable);
  }

  /** Nothing may be written, not even a copy: the host's `readonly`, or a reviewer. */
  get viewOnly(): boolean {
    return this.access.hostReadOnly || this.access.reviewer;
  }

  /** A shared template a manager is editing: changes apply for everyone. */
  get editingShared(): boolean {
    return !this.viewOnly && this.source === 'shared' && this.sharedEditable;
  }
}
