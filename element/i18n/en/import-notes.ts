// English for what an import reports (core/import/notes.ts: one code per warning or refusal, the
// English written once there). Registered by the Import dialog's chunk (./import-notes-entry.ts).
import {
  IMPORT_REFUSALS,
  IMPORT_WARNINGS,
  type ImportRefusalCode,
  type ImportWarningCode,
} from '../../../core/import/notes';

type ImportNotes = { readonly [K in ImportWarningCode as `dialogs.import.note.${K}`]: string } & {
  readonly [K in ImportRefusalCode as `dialogs.import.refusal.${K}`]: string;
};

export const importNotes = Object.fromEntries([
  ...Object.entries(IMPORT_WARNINGS).map(([code, text]) => [`dialogs.import.note.${code}`, text]),
  ...Object.entries(IMPORT_REFUSALS).map(([code, text]) => [`dialogs.import.refusal.${code}`, text]),
]) as ImportNotes;
