// What every locale's catalogue (locales/<locale>.ts) is made of: its translation of each area of
// the English messages (en/<area>.ts, translated in locales/<locale>/<area>.ts). The areas are
// named once here, so a locale that leaves one out fails the type check. Types only: the locale
// chunks share no code and each stays one request.
import type { Catalogue } from '../catalog';

type Area =
  | 'gallery'
  | 'editor'
  | 'dialogs'
  | 'testSend'
  | 'importNotes'
  | 'assistant'
  | 'collab'
  | 'comments'
  | 'review'
  | 'customBlocks';

export type LocaleAreas = Readonly<Record<Area, Catalogue>>;
