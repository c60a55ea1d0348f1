// The element's layers (element/README.md, "Layout of this folder"), read from the code's own
// imports: every folder stands in one band, a band imports nothing of a band above it, the base
// folders stand in a fixed order, and neither folders nor files import each other in a loop.
// Type-only and lazy (`import()`) imports count like any other: each is a dependency to reason about.
// The operator dashboard (dashboard/, beside element/) stands above the whole element: it imports
// the element's kit, and nothing of the element imports it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, test } from 'vitest';

const ELEMENT = resolve(import.meta.dirname, '..');
const DASHBOARD = resolve(ELEMENT, '..', 'dashboard');

/** Top band first. A folder (or a file at the element's root) imports only its own band and those below. */
const BANDS: Record<string, string[]> = {
  app: ['index.ts', 'integrations', 'email-builder'],
  parts: [
    'assistant',
    'editor',
    'comments',
    'checks',
    'inspector',
    'canvas',
    'palette',
    'saved-blocks',
    'blocks',
    'gallery',
    'data-sources',
    'preview',
    'review',
    'history',
    'images',
    'test-send',
    'merge-tags',
    'collab',
    'conditions',
    'rich-text',
  ],
  // In this order, top first: each imports only those after it.
  base: ['state', 'shared', 'api', 'i18n'],
};
/** Neither production code nor imported by it: browser-test kit, the build's tools and declaration shims. */
const OUTSIDE = new Set(['test', 'manifest.ts', 'lit-minify.ts', 'analyzer.d.ts', 'analyzer-lit-plugin.d.ts']);

const isTest = (path: string) => /\.test\.ts$/.test(path) || path.split('/').includes('__fixtures__');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

const files = sources(ELEMENT).filter((path) => !isTest(relative(ELEMENT, path)) && !OUTSIDE.has(unitOf(path)));
const known = new Set(files);

/** The folder under element/ a file belongs to (a root file is its own unit). */
function unitOf(path: string): string {
  return relative(ELEMENT, path).split('/')[0] ?? '';
}

const NAMING = new Set(['ImportDeclaration', 'ExportAllDeclaration', 'ExportNamedDeclaration', 'ImportExpression']);

/** Every module a file names: static, re-exported, type-only and lazy (`import()`), from its syntax tree. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const { type, source: from } = node as { type?: string; source?: { value?: unknown } };
    if (type && NAMING.has(type) && typeof from?.value === 'string') found.push(from.value);
    // Arrays too: their values are their items.
    for (const value of Object.values(node)) walk(value);
  };
  walk(parseAst(source, { lang: 'ts' }).body);
  return found;
}

/** Each file's imports of other element files. */
const imports = new Map<string, string[]>(
  files.map((file) => {
    const targets = specifiers(readFileSync(file, 'utf8'))
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => resolve(dirname(file), spec.replace(/\.js$/, '')))
      .map((base) => [base, `${base}.ts`, join(base, 'index.ts')].find((path) => known.has(path)))
      .filter((path): path is string => path !== undefined);
    return [file, targets];
  }),
);

function unitEdges(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const [file, targets] of imports)
    for (const target of targets) {
      const [from, to] = [unitOf(file), unitOf(target)];
      if (from !== to) edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  return edges;
}

/** One loop of the graph, as its path (first node repeated at the end), or null when there is none. */
function findLoop(edges: Map<string, Iterable<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    path.push(node);
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next];
      const loop = state.has(next) ? null : visit(next);
      if (loop) return loop;
    }
    path.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of edges.keys()) {
    const loop = state.has(node) ? null : visit(node);
    if (loop) return loop;
  }
  return null;
}

describe('the element imports downwards only', () => {
  const bandOf = new Map(Object.entries(BANDS).flatMap(([band, units]) => units.map((unit) => [unit, band])));
  const bandRank = Object.keys(BANDS);
  const baseRank = (unit: string) => BANDS.base?.indexOf(unit) ?? -1;

  test('every folder of the element stands in a band (element/README.md)', () => {
    const units = [...new Set(files.map(unitOf))];
    expect(units.filter((unit) => !bandOf.has(unit))).toEqual([]);
    expect([...bandOf.keys()].filter((unit) => !units.includes(unit))).toEqual([]);
  });

  test('no folder imports a band above its own, and the base folders stand in their order', () => {
    const upward: string[] = [];
    for (const [from, targets] of unitEdges())
      for (const to of targets) {
        const [a, b] = [bandRank.indexOf(bandOf.get(from) ?? ''), bandRank.indexOf(bandOf.get(to) ?? '')];
        const base = bandOf.get(from) === 'base' && bandOf.get(to) === 'base';
        if (b < a || (base && baseRank(to) < baseRank(from))) upward.push(`${from} -> ${to}`);
      }
    expect(upward).toEqual([]);
  });

  test('no folders import each other in a loop', () => {
    expect(findLoop(unitEdges())).toBeNull();
  });

  test('no files import each other in a loop', () => {
    const loop = findLoop(imports);
    expect(loop?.map((path) => relative(ELEMENT, path)) ?? null).toBeNull();
  });

  test('nothing under element/ (tests and test kit included) imports the dashboard', () => {
    const intoDashboard = sources(ELEMENT).flatMap((file) =>
      specifiers(readFileSync(file, 'utf8'))
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => resolve(dirname(file), spec))
        .filter((target) => target === DASHBOARD || target.startsWith(`${DASHBOARD}/`))
        .map((target) => `${relative(ELEMENT, file)} -> ${relative(ELEMENT, target)}`),
    );
    expect(intoDashboard).toEqual([]);
  });

  test('the reading finds the imports it checks', () => {
    // Guards the test itself: a scanner or resolver that found nothing would pass everything above.
    const editor = imports.get(join(ELEMENT, 'editor/editor.ts')) ?? [];
    expect(editor.map((path) => relative(ELEMENT, path))).toEqual(
      expect.arrayContaining(['state/live.ts', 'collab/live.ts', 'blocks/drag.ts']),
    );
  });
});
