// The packages the element's browser tests load, pre-bundled by Vite before the first test runs.
// Vite otherwise finds a package the first time a page asks for it (a lazy chunk opened late in
// the run, say), bundles it again and reloads every open test page: the test that was running
// dies and times out. A fresh clone has no pre-bundled packages, so that is where it shows.
// browser-deps.test.ts walks the tests' imports and fails when this list misses one.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const BROWSER_DEPS = [
  '@hocuspocus/provider',
  '@lit/context',
  '@lit/react',
  '@lit/task',
  'axe-core',
  'lit',
  'lit/directives/keyed.js',
  'lit/directives/style-map.js',
  'openapi-fetch',
  'parse5',
  'react',
  'react-dom',
  'react-dom/client',
  'yjs',
];

/**
 * The element's pure logic (state store, document operations, drafts, merge tags, i18n
 * catalogues, the dashboard's too): no DOM, no API. `element-unit` runs these files in Node, in seconds, for the quick
 * loop; the browser project leaves them out, and so does the walk below. New pure tests are
 * named `*.unit.test.ts`.
 */
export const ELEMENT_UNIT = [
  'element/**/*.unit.test.ts',
  'dashboard/**/*.unit.test.ts',
  'element/state/store.test.ts',
  'element/state/restore.test.ts',
  'element/i18n/i18n.test.ts',
  'element/i18n/catalogues.test.ts',
  'dashboard/i18n/catalogues.test.ts',
];

const runsInNode = (file: string) => file.endsWith('.unit.test.ts') || ELEMENT_UNIT.includes(file);

/** Provided by vitest itself (not pre-bundled through this list). */
const VITEST = new Set(['vitest', 'vitest/browser']);

// `import … from 'x'`, `import 'x'`, `export … from 'x'`, `import('x')`; `import type` is erased.
const IMPORT =
  /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;

function resolveLocal(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec.replace(/\?.*$/, ''));
  for (const candidate of [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')])
    if (/\.[jt]s$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

/**
 * Every package the files import, following relative imports (dynamic ones too: lazy chunks) from
 * the given entries. Returns the packages and the local files reached, relative to `root`.
 */
export function browserImports(root: string, entries: string[]): { packages: Set<string>; files: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const stack = entries.map((entry) => resolve(root, entry));
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (match[1]) continue;
      const spec = (match[2] ?? match[3]) as string;
      if (!spec.startsWith('.')) {
        if (!VITEST.has(spec)) packages.add(spec);
        continue;
      }
      const local = resolveLocal(file, spec);
      if (local) stack.push(local);
    }
  }
  return { packages, files: new Set([...files].map((file) => relative(root, file))) };
}

/** The browser project's test files (`*.test.ts` under element/ and dashboard/), as paths relative to `root`. */
export function elementTestFiles(root: string): string[] {
  return ['element', 'dashboard'].flatMap((folder) =>
    (readdirSync(join(root, folder), { recursive: true }) as string[])
      // A failed browser test leaves a screenshot folder named after its file (`__screenshots__/x.test.ts/`).
      .filter((file) => file.endsWith('.test.ts') && statSync(join(root, folder, file)).isFile())
      .map((file) => join(folder, file))
      .filter((file) => !runsInNode(file)),
  );
}
