// Builds. `vite build` builds the embeddable element: one self-contained ES module at
// dist/element/email-builder.js (Lit and our core bundled in, nothing external).
// More targets (dashboard, demo) go into TARGETS; pick one with EB_TARGET=<name>.
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export const TARGETS: Record<string, () => UserConfig> = {
  element: () => ({
    build: {
      outDir: process.env.EB_OUT_DIR ?? `${root}dist/element`,
      emptyOutDir: true,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      reportCompressedSize: false,
      lib: { entry: `${root}element/index.ts`, formats: ['es'], fileName: () => 'email-builder.js' },
    },
  }),
};

export default defineConfig(() => {
  const name = process.env.EB_TARGET ?? 'element';
  const target = TARGETS[name];
  if (!target) throw new Error(`Unknown EB_TARGET "${name}" (known: ${Object.keys(TARGETS).join(', ')})`);
  return target();
});
