import { sanitizeTextHtml } from '../render/sanitize';
import type { Issue } from '../schema/schema';
import { checkDocumentLimits } from './limits';
import { DOCUMENT_VERSION, documentSchema, type Block, type EmailDocument } from './schema';

export type DocumentResult = { ok: true; value: EmailDocument } | { ok: false; issues: Issue[] };

/** Collects every block id with its path, without recursion (columns are one level deep). */
function duplicateIdIssues(doc: EmailDocument, path: string): Issue[] {
  const seen = new Map<string, string>();
  const issues: Issue[] = [];
  const visit = (block: Block, at: string) => {
    const first = seen.get(block.id);
    if (first) issues.push({ path: `${at}.id`, message: `duplicates the id of ${first}` });
    else seen.set(block.id, at);
  };
  for (const [i, block] of doc.blocks.entries()) {
    const at = `${path}.blocks[${i}]`;
    visit(block, at);
    if (block.type !== 'columns') continue;
    for (const [c, column] of block.props.columns.entries()) {
      for (const [j, child] of column.blocks.entries()) visit(child, `${at}.props.columns[${c}].blocks[${j}]`);
    }
  }
  return issues;
}

/** Stores text blocks' HTML in its sanitised, canonical form (the renderer sanitises again). */
function normalizeTextBlocks(doc: EmailDocument): void {
  const clean = (block: Block) => {
    if (block.type === 'text') block.props.html = sanitizeTextHtml(block.props.html);
  };
  for (const block of doc.blocks) {
    clean(block);
    if (block.type !== 'columns') continue;
    for (const column of block.props.columns) for (const child of column.blocks) clean(child);
  }
}

/**
 * Validates an untrusted blockTree. Never throws: limits first (iteratively), then the schema,
 * then cross-block rules; text blocks come back with sanitised HTML. Errors carry JSON paths such as `blockTree.blocks[2].props.href`.
 */
export function validateDocument(input: unknown, path = 'blockTree'): DocumentResult {
  const limit = checkDocumentLimits(input, path);
  if (limit) return { ok: false, issues: [limit] };
  const parsed = documentSchema.parse(input, path);
  if (!parsed.ok) return parsed;
  const duplicates = duplicateIdIssues(parsed.value, path);
  if (duplicates.length > 0) return { ok: false, issues: duplicates };
  normalizeTextBlocks(parsed.value);
  return parsed;
}

export function emptyDocument(): EmailDocument {
  const parsed = documentSchema.parse({ version: DOCUMENT_VERSION, blocks: [] });
  if (!parsed.ok) throw new Error('default document is invalid');
  return parsed.value;
}
