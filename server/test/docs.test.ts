// The API contract lives in the repository (docs/api.md) and code cites it by section. These
// checks keep it that way: the sections keep their numbers and titles, every `docs/api.md §N`
// in the code points at a section that exists, every error code the server can send is listed
// in §8, and nothing cites a document that is not in the repository.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const API_DOC = 'docs/api.md';

/** Section numbers and titles are part of the contract: code cites them by number. */
const SECTIONS: ReadonlyArray<[number, string]> = [
  [1, 'Accounts and keys'],
  [2, 'Templates'],
  [3, 'Who may do what'],
  [4, 'Session and dashboard tokens'],
  [5, 'Origins and CORS'],
  [6, 'Plans, usage and rate limits'],
  [7, 'Beyond the spec'],
  [8, 'Errors and outages'],
  [9, 'Revisions'],
  [10, 'Versions'],
  [11, 'Image library and saved blocks'],
  [12, 'Roles in session tokens'],
  [13, 'Operations'],
  [14, 'Co-editing'],
  [15, 'Review and governance'],
  [16, 'Extending the editor'],
];

/** Build output, dependencies, local data and test artifacts: not the repository's own text. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'artifacts', 'coverage']);
const MAX_FILE_BYTES = 4 * 1024 * 1024;

interface RepoFile {
  path: string;
  text: string;
}

/** Every text file of the repository (relative paths with `/`), hidden folders and build output skipped. */
function repoFiles(): RepoFile[] {
  const out: RepoFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if ((entry.name.startsWith('.') && entry.name !== '.github') || SKIPPED_DIRS.has(entry.name)) continue;
        walk(full);
      } else if (entry.isFile() && statSync(full).size <= MAX_FILE_BYTES) {
        const bytes = readFileSync(full);
        if (bytes.includes(0)) continue; // binary (images, fonts)
        out.push({ path: relative(ROOT, full).split(sep).join('/'), text: bytes.toString('utf8') });
      }
    }
  };
  walk(ROOT);
  return out;
}

const files = repoFiles();
const apiDoc = readFileSync(join(ROOT, API_DOC), 'utf8');
const outsideDocs = files.filter((f) => !f.path.startsWith('docs/'));

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/** `{number: title}` of the `## N. Title` headings of docs/api.md. */
function sectionsOf(markdown: string): Map<number, string> {
  const sections = new Map<number, string>();
  for (const match of markdown.matchAll(/^## (\d+)\. (.+)$/gm)) sections.set(Number(match[1]), match[2]!.trim());
  return sections;
}

/** The text of one `## N.` section, up to the next `## ` heading. */
function sectionText(markdown: string, n: number): string {
  const start = markdown.search(new RegExp(`^## ${n}\\. `, 'm'));
  if (start < 0) return '';
  const rest = markdown.slice(start + 3);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Every `docs/api.md §N` (also `§N, §M` lists) as `path:line → §N`. */
function citations(file: RepoFile): Array<{ where: string; section: number }> {
  const found: Array<{ where: string; section: number }> = [];
  for (const match of file.text.matchAll(/docs\/api\.md((?:\s*(?:,|and|&|–|-)?\s*§\s*\d+)+)/g)) {
    for (const n of match[1]!.matchAll(/§\s*(\d+)/g)) {
      found.push({ where: `${file.path}:${lineOf(file.text, match.index ?? 0)}`, section: Number(n[1]) });
    }
  }
  return found;
}

/**
 * Error codes the server can send: `new ApiError(status, 'code', …)`, factory defaults, codes passed
 * to `errors.*(…)`, the `code` of error classes a route turns into an ApiError (`readonly code =
 * 'key_limit_reached'`) and error bodies written by hand outside Koa (`{ error: …, code: 'bad_request' }`).
 */
function serverErrorCodes(): Map<string, string> {
  const codes = new Map<string, string>();
  const server = files.filter(
    (f) => f.path.startsWith('server/') && f.path.endsWith('.ts') && !f.path.endsWith('.test.ts'),
  );
  for (const file of server) {
    const add = (code: string, index: number) => {
      if (!codes.has(code)) codes.set(code, `${file.path}:${lineOf(file.text, index)}`);
    };
    for (const m of file.text.matchAll(/new ApiError\(\s*\d{3}\s*,\s*'([a-z][a-z0-9_]*)'/g)) add(m[1]!, m.index ?? 0);
    for (const m of file.text.matchAll(/\breadonly code = '([a-z][a-z0-9_]*)'/g)) add(m[1]!, m.index ?? 0);
    for (const m of file.text.matchAll(/\{\s*error: [^{}]*\bcode: '([a-z][a-z0-9_]*)'/g)) add(m[1]!, m.index ?? 0);
    if (file.path === 'server/errors.ts') {
      for (const m of file.text.matchAll(/\bcode = '([a-z][a-z0-9_]*)'/g)) add(m[1]!, m.index ?? 0);
    }
    // A call's last argument, when it is a snake_case string literal, is the code.
    const call = /errors\.[a-zA-Z]+\(((?:[^()'"`]|'[^']*'|"[^"]*"|`[^`]*`|\((?:[^()]|\([^()]*\))*\))*)\)/g;
    for (const m of file.text.matchAll(call)) {
      const last = /,\s*'([a-z][a-z0-9_]*)'\s*,?\s*$/.exec(m[1]!);
      if (last) add(last[1]!, m.index ?? 0);
    }
  }
  return codes;
}

describe('docs/api.md, the API contract', () => {
  it('has sections 1–16 with their fixed numbers and titles', () => {
    expect([...sectionsOf(apiDoc)]).toEqual(SECTIONS);
  });

  it('refers only to sections that exist (§N inside the document)', () => {
    const sections = sectionsOf(apiDoc);
    const broken = [...apiDoc.matchAll(/§\s*(\d+)/g)]
      .filter((m) => !sections.has(Number(m[1])))
      .map((m) => `${API_DOC}:${lineOf(apiDoc, m.index ?? 0)} → §${m[1]}`);
    expect(broken).toEqual([]);
  });

  it('every `docs/api.md §N` citation in the repository points to a section that exists', () => {
    const sections = sectionsOf(apiDoc);
    const all = files.flatMap(citations);
    const broken = all.filter((c) => !sections.has(c.section)).map((c) => `${c.where} → §${c.section}`);
    expect(broken).toEqual([]);
  });

  it('the citation check itself catches a section that does not exist', () => {
    const sections = sectionsOf(apiDoc);
    // Built from parts so this file does not itself cite a missing section.
    const missing = Math.max(...SECTIONS.map(([n]) => n)) + 1;
    const sample: RepoFile = { path: 'sample.ts', text: `// limits: ${API_DOC} §6, §${missing}\n` };
    expect(citations(sample).map((c) => [c.section, sections.has(c.section)])).toEqual([
      [6, true],
      [missing, false],
    ]);
  });

  it('§8 lists every error code the server sends', () => {
    const errorsSection = sectionText(apiDoc, 8);
    const codes = serverErrorCodes();
    // The scan must see the codes every route relies on, or it proves nothing.
    for (const known of [
      'invalid_input',
      'unauthorized',
      'origin_not_allowed',
      'rate_limited',
      'shared_template',
      'file_not_found',
      'key_limit_reached',
    ]) {
      expect(codes.has(known), `${known} not found by the scan`).toBe(true);
    }
    const missing = [...codes]
      .filter(([code]) => !errorsSection.includes(`\`${code}\``))
      .map(([code, where]) => `${code} (${where})`);
    expect(missing).toEqual([]);
  });

  // Fails until the old citations are rewritten to `docs/api.md §N` (a mechanical replacement).
  it('nothing outside docs/ cites the old decisions document or the spec outside the repository', () => {
    const outsideRepo = /decisions(?:\.md)?\s*§|decisions\.md|shared\/spec/g;
    const offenders = outsideDocs.flatMap((file) =>
      [...file.text.matchAll(outsideRepo)].map((m) => `${file.path}:${lineOf(file.text, m.index ?? 0)}: ${m[0]}`),
    );
    expect(offenders).toEqual([]);
  });
});
