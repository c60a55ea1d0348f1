// Builds. `vite build` builds the embeddable element: the entry dist/element/email-builder.js
// (the one URL integrators load: element, API client, gallery) plus content-hashed chunks beside
// it (editor, renderer, preview) that the entry imports on demand with relative URLs.
// More targets go into TARGETS; pick one with EB_TARGET=<name> (`dashboard` → dist/dashboard/,
// served by the API at /dashboard). EB_OUT_DIR overrides the output directory (tests).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChunkingContext } from 'rolldown';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { minifyLitTemplates } from './element/lit-minify.ts';
import { elementManifest } from './element/manifest.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The element's typed surface, shipped beside the module: custom-elements.json (from the source's
 * JSDoc) and email-builder.d.ts (+ types/) for integrators who bundle or type-check against it.
 * EB_TYPES=0 skips the declarations (test and benchmark builds; they take seconds).
 */
export function elementSurface(outDir: string): Plugin {
  return {
    name: 'eb-element-surface',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'custom-elements.json',
        source: `${JSON.stringify(elementManifest(root), null, 2)}\n`,
      });
    },
    closeBundle() {
      if (process.env.EB_TYPES === '0') return;
      const tsc = spawnSync(
        join(root, 'node_modules', '.bin', 'tsc'),
        ['-p', join(root, 'element', 'tsconfig.types.json'), '--outDir', join(outDir, 'types')],
        {
          encoding: 'utf8',
        },
      );
      if (tsc.status !== 0) throw new Error(`declarations for the element failed:\n${tsc.stdout}${tsc.stderr}`);
      writeFileSync(join(outDir, 'email-builder.d.ts'), "export * from './types/element/index';\n");
    },
  };
}

/**
 * Everything the renderer needs that the entry does not, as one `render` chunk, and everything else
 * the editor imports statically as the `editor` chunk (a fresh namer per build). Left to itself the
 * splitter cuts that code into a chunk per set of importers (schema, condition, samples, the
 * English of the editor, merge-tag scans…); each small file then compresses on its own and opening
 * the editor downloaded about 2.5 KB gzip more for the same code. Shared code stays in the entry.
 */
function renderGroup(): (id: string, ctx: ChunkingContext) => string | null {
  let group: Set<string> | undefined;
  let editor: Set<string> | undefined;
  const reach = (from: string, ctx: ChunkingContext): Set<string> => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length) {
      const next = stack.pop() as string;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
    }
    return seen;
  };
  return (id, ctx) => {
    if (!group) {
      const entry = reach(`${root}element/index.ts`, ctx);
      group = new Set([...reach(`${root}core/render/index.ts`, ctx)].filter((m) => !entry.has(m)));
      const render = group;
      editor = new Set(
        [...reach(`${root}element/editor/editor.ts`, ctx)].filter((m) => !entry.has(m) && !render.has(m)),
      );
    }
    return group.has(id) ? 'render' : editor?.has(id) ? 'editor' : null;
  };
}

/**
 * Rolldown's timing warnings ("callbacks ran for 12.8s") measure the machine, not the code: on a
 * busy one they fill a newcomer's `npm start` with noise. Build speed is the benchmarks' job.
 */
const CHECKS = { bundlerTimings: false };

export const TARGETS: Record<string, () => UserConfig> = {
  element: () => {
    const outDir = process.env.EB_OUT_DIR ?? `${root}dist/element`;
    // The bench's profiles (BENCH_PROFILE): readable names, and hidden maps beside the files (no comment in them).
    const profiled = Boolean(process.env.EB_SOURCEMAP);
    return {
      plugins: [minifyLitTemplates(), elementSurface(outDir)],
      build: {
        outDir,
        emptyOutDir: true,
        target: 'es2022',
        minify: !profiled,
        sourcemap: profiled ? 'hidden' : false,
        reportCompressedSize: false,
        lib: { entry: `${root}element/index.ts`, formats: ['es'], fileName: () => 'email-builder.js' },
        // Lib mode keeps whitespace in ES output for downstream tree-shaking; this file is final.
        // allow-extension: code the entry and the chunks share stays in the entry (one request before the gallery).
        rolldownOptions: {
          checks: CHECKS,
          preserveEntrySignatures: 'allow-extension',
          output: {
            minify: !profiled,
            comments: false,
            chunkFileNames: '[name]-[hash].js',
            // Only the modules named, not their dependencies (those may be the entry's).
            codeSplitting: { groups: [{ name: renderGroup(), includeDependenciesRecursively: false }] },
            // V8's explicit compile hint (Chromium 136+; a comment elsewhere): nearly every function of
            // the entry runs before the first card, so ask V8 to compile them all up front instead of
            // one by one when each is first called (element/README: its measured effect is within noise).
            postBanner: (chunk) => (chunk.isEntry ? '//# allFunctionsCalledOnLoad' : ''),
          },
        },
      },
    };
  },
  // The demo host's page (demo/index.html); its Koa backend serves dist/demo.
  demo: () => ({
    root: `${root}demo`,
    base: '/',
    publicDir: `${root}demo/public`,
    build: {
      outDir: process.env.EB_OUT_DIR ?? `${root}dist/demo`,
      emptyOutDir: true,
      target: 'es2022',
      reportCompressedSize: false,
      rolldownOptions: { checks: CHECKS },
    },
  }),
  // The operator dashboard: an app (index.html + hashed assets) the API serves at /dashboard.
  dashboard: () => ({
    root: `${root}dashboard`,
    base: '/dashboard/',
    publicDir: `${root}dashboard/public`,
    plugins: [minifyLitTemplates()],
    build: {
      outDir: process.env.EB_OUT_DIR ?? `${root}dist/dashboard`,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      // The dashboard's library renders thumbnails, so the renderer is in its main chunk by design;
      // the element's lazy import of it (email-builder/chunks.ts) cannot split it here, and says so.
      rolldownOptions: { checks: { ...CHECKS, ineffectiveDynamicImport: false } },
    },
  }),
};

export default defineConfig(() => {
  const name = process.env.EB_TARGET ?? 'element';
  const target = TARGETS[name];
  if (!target) throw new Error(`Unknown EB_TARGET "${name}" (known: ${Object.keys(TARGETS).join(', ')})`);
  return target();
});
