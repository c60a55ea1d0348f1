// docs/api.md states the lock and approval matrices in prose tables; the OpenAPI document prints
// them from permissions.ts. This holds the docs to the same rows, cell by cell.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { LOCK_MATRIX, type PermissionMatrix, STATUS_MATRIX } from './permissions';

const DOCS = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');

/** The first Markdown table after `heading`, as rows of trimmed cells (the separator row left out). */
function docsTable(heading: string): string[][] {
  const start = DOCS.indexOf(`\n${heading}\n`);
  expect(start, `docs/api.md has "${heading}"`).toBeGreaterThan(-1);
  const lines = DOCS.slice(start).split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[][] = [];
  for (const l of lines.slice(first)) {
    if (!l.startsWith('|')) break;
    const cells = l
      .slice(1, -1)
      .split('|')
      .map((c) => c.trim());
    if (cells.every((c) => /^-+$/.test(c))) continue;
    rows.push(cells);
  }
  return rows;
}

describe('the permission matrices in docs/api.md are the ones the API documents', () => {
  test.each([
    ['locks', LOCK_MATRIX],
    ['approval', STATUS_MATRIX],
  ] as Array<[string, PermissionMatrix]>)('%s', (_, matrix) => {
    expect(docsTable(matrix.docsHeading)).toEqual([[...matrix.columns], ...matrix.rows.map((r) => [...r])]);
  });
});
