import type { Block, Canvas } from '../document/schema';
import type { ImportWarning } from './notes';

/** What a format's mapper hands back before the document is assembled and checked. */
export interface Mapped {
  canvas: Canvas;
  metadata: Record<string, string>;
  blocks: Block[];
}

export const IMPORT_FORMATS = ['html', 'mjml', 'unlayer', 'beefree'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export interface ImportReport {
  /** Content blocks (columns' children counted, the columns themselves not). */
  blocks: number;
  nativeBlocks: number;
  /** Blocks that hold sanitized html: what had no native block. */
  htmlBlocks: number;
  warnings: ImportWarning[];
}
