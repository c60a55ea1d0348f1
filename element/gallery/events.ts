// What the gallery asks of the element that holds it (`eb-gallery-open`; the card menu's
// `eb-gallery-action` is in ./permissions.ts): internal events, never seen by the host.
import type { LibraryItem, TemplateListItem } from '../api/types';
import type { ImportOpenDetail } from './import/import-dialog';

export type GalleryOpenDetail =
  | { kind: 'template'; item: TemplateListItem }
  | { kind: 'library'; item: LibraryItem }
  | { kind: 'new' }
  | ({ kind: 'import' } & ImportOpenDetail)
  | { kind: 'restore-draft' }
  | { kind: 'discard-draft' };
