// Importing existing emails (HTML, MJML, Unlayer and Beefree designs) as editable documents.
// Runs in Node and the browser; bounded work: size, nesting and attribute counts are checked
// before any parser or recursive code sees the source, and the result fits the document limits.
import type { LeafBlock } from '../blocks/registry';
import { blockSchemas } from '../blocks/registry';
import type { Block, EmailDocument } from '../document/schema';
import { validateDocument } from '../document/validate';
import { importBeefree } from './beefree';
import { Builder } from './build';
import { importHtml } from './html';
import { checkJson, ImportError, MAX_IMPORT_BYTES, tooLarge, utf8Length } from './limits';
import { importMjml } from './mjml';
import { IMPORT_FORMATS, type ImportFormat, type ImportReport, type Mapped } from './types';
import { importUnlayer } from './unlayer';

export { ImportError, MAX_IMPORT_BYTES } from './limits';
export {
  IMPORT_REFUSALS,
  IMPORT_WARNINGS,
  type ImportRefusalCode,
  type ImportWarning,
  type ImportWarningCode,
} from './notes';
export { IMPORT_FORMATS, type ImportFormat, type ImportReport } from './types';

export interface ImportResult {
  blockTree: EmailDocument;
  report: ImportReport;
}

function isFormat(value: unknown): value is ImportFormat {
  return typeof value === 'string' && (IMPORT_FORMATS as readonly string[]).includes(value);
}

/** A JSON design may arrive as the object or as its text. */
function jsonSource(source: unknown, format: string): unknown {
  if (typeof source === 'string') {
    if (utf8Length(source) > MAX_IMPORT_BYTES) throw tooLarge();
    try {
      return JSON.parse(source);
    } catch {
      throw new ImportError('not_json', { format });
    }
  }
  return source;
}

function textSource(source: unknown, format: string): string {
  if (typeof source !== 'string') throw new ImportError('not_text', { format: format === 'mjml' ? 'MJML' : 'HTML' });
  return source;
}

/** A block that fails its schema (a mapper's slip) is kept as html made from its visible text. */
function checked(block: Block, b: Builder): Block[] {
  if (block.type === 'columns') {
    for (const column of block.props.columns)
      column.blocks = column.blocks.flatMap((leaf) => checked(leaf, b) as LeafBlock[]);
  }
  const schema = blockSchemas[block.type];
  if (!schema || schema.parse(block).ok) return [block];
  b.warn('block_as_html', { type: block.type });
  return b.html(JSON.stringify(block.props).replace(/[{}"[\]]/g, ' '));
}

function report(blocks: Block[], b: Builder): ImportReport {
  let total = 0;
  let html = 0;
  const count = (block: Block) => {
    total++;
    if (block.type === 'html') html++;
  };
  for (const block of blocks) {
    if (block.type !== 'columns') count(block);
    else for (const column of block.props.columns) for (const leaf of column.blocks) count(leaf as Block);
  }
  return { blocks: total, nativeBlocks: total - html, htmlBlocks: html, warnings: b.warnings };
}

/**
 * Maps a source email to a document valid under the block schema, with a report. Throws an
 * ImportError: `too_large` beyond 2 MB, `invalid` for an unknown format or a source that is not
 * of the named format (its message names the problem).
 */
export function importEmail(input: { format: unknown; source: unknown }): ImportResult {
  const { format, source } = input;
  if (!isFormat(format)) throw new ImportError('unknown_format', { formats: IMPORT_FORMATS.join(', ') });
  const b = new Builder();
  let mapped: Mapped;
  if (format === 'html' || format === 'mjml') {
    const text = textSource(source, format);
    mapped = format === 'html' ? importHtml(text, b) : importMjml(text, b);
  } else {
    const json = jsonSource(source, format);
    checkJson(json);
    mapped = format === 'unlayer' ? importUnlayer(json, b) : importBeefree(json, b);
  }
  let blocks = [...mapped.blocks, ...b.overflowBlocks()];
  if (blocks.length === 0) b.warn('no_content');
  let result = validateDocument({ version: 1, canvas: mapped.canvas, metadata: mapped.metadata, blocks });
  if (!result.ok) {
    // Find the block that does not fit (a mapper's slip) and keep it as html, then check again.
    blocks = blocks.flatMap((block) => checked(block, b));
    result = validateDocument({ version: 1, canvas: mapped.canvas, metadata: mapped.metadata, blocks });
  }
  if (!result.ok) {
    // The canvas is the only part not checked block by block: fall back to its defaults.
    const retry = validateDocument({ version: 1, metadata: mapped.metadata, blocks });
    if (!retry.ok)
      throw new ImportError('invalid_document', {
        path: retry.issues[0]?.path ?? '',
        problem: retry.issues[0]?.message ?? '',
      });
    b.warn('canvas_defaults');
    return { blockTree: retry.value, report: report(retry.value.blocks, b) };
  }
  return { blockTree: result.value, report: report(result.value.blocks, b) };
}
