// Imported by the Import dialog's chunk: registers the English of the import's notes when it first opens.
import { registerEnglish } from '../catalog';
import { importNotes } from './import-notes';

registerEnglish(importNotes);
