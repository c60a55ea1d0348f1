// `npm run build`: everything the server serves, and the server itself, into dist/ (EB_DIST_DIR
// moves it; the build test uses a temporary directory):
//   element/    the embeddable element with its chunks (vite.config.ts target `element`)
//   dashboard/  the operator dashboard (target `dashboard`)
//   assets/     the images shipped with the API (`GET /assets/*`)
//   server/     main.js (the API) and admin.js (the operator CLI) as plain JavaScript, plus lua/
//
// The server is bundled with esbuild rather than emitted by tsc: the sources import each other
// without file extensions (bundler resolution), which Node's ESM loader cannot resolve, and core/
// is shared with the browser. esbuild resolves them once into two files; npm packages stay
// external, so `npm ci --omit=dev` next to dist/ is all a production host installs.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { buildTarget, ROOT } from '../demo/build';
import { TARGETS } from '../vite.config';

const distDir = process.env.EB_DIST_DIR ?? join(ROOT, 'dist');
const quiet = process.env.EB_BUILD_QUIET === '1';
const log = (line: string) => {
  if (!quiet) console.log(line);
};

/** Every `lua/*.lua` below `dir`: the store loads them with `new URL('./lua/<file>', import.meta.url)`. */
function luaFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (!statSync(path).isDirectory()) continue;
    if (entry === 'lua')
      found.push(
        ...readdirSync(path)
          .filter((f) => f.endsWith('.lua'))
          .map((f) => join(path, f)),
      );
    else found.push(...luaFiles(path));
  }
  return found;
}

export async function buildServer(outDir: string): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: { main: join(ROOT, 'server/main.ts'), admin: join(ROOT, 'server/admin/cli.ts') },
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    banner: { js: '// Built by `npm run build` from server/: edit the TypeScript sources, not this file.' },
  });
  // Bundled, every `./lua/x.lua` URL resolves next to the bundle: one folder, so names must not clash.
  const luaDir = join(outDir, 'lua');
  mkdirSync(luaDir, { recursive: true });
  const seen = new Map<string, string>();
  for (const file of luaFiles(join(ROOT, 'server'))) {
    const name = file.slice(file.lastIndexOf('/') + 1);
    const clash = seen.get(name);
    if (clash) throw new Error(`two Lua scripts named ${name}: ${relative(ROOT, clash)} and ${relative(ROOT, file)}`);
    seen.set(name, file);
    cpSync(file, join(luaDir, name));
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const step = async (label: string, run: () => Promise<void>) => {
    const t0 = Date.now();
    log(`▸ ${label}…`);
    await run();
    log(`  ✓ ${label} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  };
  const vite = (target: string) => () =>
    buildTarget(target, join(distDir, target), quiet ? () => {} : (line) => log(`    ${line}`));
  await step('element', vite('element'));
  if ('dashboard' in TARGETS) await step('dashboard', vite('dashboard'));
  await step('assets', async () => {
    const assets = join(distDir, 'assets');
    rmSync(assets, { recursive: true, force: true });
    if (existsSync(join(ROOT, 'core/assets'))) cpSync(join(ROOT, 'core/assets'), assets, { recursive: true });
  });
  await step('server', () => buildServer(join(distDir, 'server')));
  log(
    `✔ built into ${relative(ROOT, distDir) || '.'} in ${((Date.now() - started) / 1000).toFixed(1)} s — run it with npm run serve`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`✖ build failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
