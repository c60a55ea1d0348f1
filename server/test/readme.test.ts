// The READMEs link to the sources of truth instead of copying them, and what they do state is
// checked against the code: the configuration table against the variables `config.ts` reads, the
// API contract's endpoint table against the routes the OpenAPI document is generated from.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../routes/index';
import { buildOpenApiDocument } from '../routes/openapi/document';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

/** The rows of the first Markdown table after `heading`. */
function tableAfter(markdown: string, heading: string): string[][] {
  const start = markdown.indexOf(`\n${heading}\n`);
  expect(start, `${heading} is missing`).toBeGreaterThanOrEqual(0);
  const lines = markdown.slice(start + heading.length + 2).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(line.split(' | ').map((cell) => cell.replace(/^\|?\s*|\s*\|?$/g, '')));
  }
  return rows;
}

/** Every `NAME` in backticks in a cell. */
const namesIn = (cell: string) => [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1] as string);

describe('configuration table (README.md)', () => {
  it('lists exactly the variables server/config.ts reads', () => {
    const source = read('server/config.ts');
    const readByConfig = new Set(
      [...source.matchAll(/\b(?:text|int|bool|onOff|secret|hostPorts)\(\s*'([A-Z][A-Z0-9_]+)'/g)].map(
        (m) => m[1] as string,
      ),
    );
    const table = tableAfter(read('README.md'), '## Configuration');
    const documented = new Set(table.flatMap((row) => namesIn(row[0] ?? '')));
    // NODE_ENV is not configuration of ours: the table's secrets row says what production requires.
    readByConfig.delete('NODE_ENV');
    expect([...readByConfig].filter((name) => !documented.has(name)).sort()).toEqual([]);
    expect([...documented].filter((name) => !readByConfig.has(name)).sort()).toEqual([]);
  });

  it('server/README.md links to it instead of keeping a second copy', () => {
    const server = read('server/README.md');
    expect(server).toContain('](../README.md#configuration)');
    expect(server).not.toMatch(/^\| `PORT`/m);
  });
});

describe('endpoint table (docs/api.md)', () => {
  const doc = buildOpenApiDocument(API_ROUTES, { publicUrl: 'http://localhost', operatorName: 'x' }) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const table = tableAfter(read('docs/api.md'), '## Endpoints at a glance');
  const listed = new Set(
    table.flatMap((row) => {
      const methods = (row[0] ?? '').split(',').map((m) => m.trim().toLowerCase());
      const paths = [...(row[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);
      return methods.flatMap((method) => paths.map((path) => `${method} ${path}`));
    }),
  );

  it('names every operation of the OpenAPI document', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.filter((op) => !listed.has(op)).sort()).toEqual([]);
  });

  it('server/README.md links to it and to the OpenAPI document instead of copying the routes', () => {
    const server = read('server/README.md');
    expect(server).toContain('](../docs/api.md#endpoints-at-a-glance)');
    expect(server).toContain('`GET /v1/openapi.json`');
    expect(server).not.toMatch(/^\| (GET|POST|PUT|PATCH|DELETE)\b/m);
  });
});
