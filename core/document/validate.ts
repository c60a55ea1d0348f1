import { sanitizeTextHtmlStrict } from '../render/sanitize';
import { blockHtmlTooDeep } from '../render/sanitize-html';
import type { Issue } from '../schema/schema';
import { checkDocumentLimits, HTML_LIMITS } from './limits';
import { type Block, DOCUMENT_VERSION, documentSchema, type EmailDocument } from './schema';

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

/**
 * Markup that nests deeper than `HTML_LIMITS.maxDepth` is refused with its field's path. Text
 * blocks' HTML is stored in its sanitised, canonical form; html blocks are stored as the author
 * wrote them (it is their source) after the same sanitiser has read them, and are sanitised on
 * every render. Both sanitisers are linear and stop at the first tag past the cap.
 */
function checkMarkup(doc: EmailDocument, path: string): Issue[] {
  const issues: Issue[] = [];
  const tooDeep = `is nested too deeply (more than ${HTML_LIMITS.maxDepth} elements open at once)`;
  const check = (block: Block, at: string) => {
    if (block.type === 'text') {
      const clean = sanitizeTextHtmlStrict(block.props.html);
      if (clean === null) issues.push({ path: `${at}.props.html`, message: tooDeep });
      else block.props.html = clean;
    } else if ((block.type === 'html' || block.type === 'custom') && blockHtmlTooDeep(block.props.html)) {
      issues.push({ path: `${at}.props.html`, message: tooDeep });
    }
  };
  for (const [i, block] of doc.blocks.entries()) {
    const at = `${path}.blocks[${i}]`;
    check(block, at);
    if (block.type !== 'columns') continue;
    for (const [c, column] of block.props.columns.entries()) {
      for (const [j, child] of column.blocks.entries()) check(child, `${at}.props.columns[${c}].blocks[${j}]`);
    }
  }
  return issues;
}

/**
 * Validates an untrusted blockTree. Never throws: limits first (iteratively), then the schema,
 * then cross-block rules and the blocks' markup; text blocks come back with sanitised HTML. Errors carry JSON paths such as `blockTree.blocks[2].props.href`.
 */
export function validateDocument(input: unknown, path = 'blockTree'): DocumentResult {
  const limit = checkDocumentLimits(input, path);
  if (limit) return { ok: false, issues: [limit] };
  const parsed = documentSchema.parse(input, path);
  if (!parsed.ok) return parsed;
  const duplicates = duplicateIdIssues(parsed.value, path);
  if (duplicates.length > 0) return { ok: false, issues: duplicates };
  const markup = checkMarkup(parsed.value, path);
  if (markup.length > 0) return { ok: false, issues: markup };
  return parsed;
}

export function emptyDocument(): EmailDocument {
  const parsed = documentSchema.parse({ version: DOCUMENT_VERSION, blocks: [] });
  if (!parsed.ok) throw new Error('default document is invalid');
  return parsed.value;
}
