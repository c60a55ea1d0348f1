// The element and its React wrapper as an integrator gets them: `npm pack` tarballs
// (scripts/packages.ts) installed from files into a React 19 + Vite app and a Vue 3 + Vite app,
// built with each app's own Vite (no resolve.dedupe), served, and used in Chromium against the
// running API: open a template, edit it, save it. vue-tsc checks the Vue app with the package's
// type shim (its Probe.vue expects two type errors). The apps' registry packages stay installed
// in .cache/packages-test between runs; only the tarballs are reinstalled.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { type Browser, expect, type Page } from 'playwright/test';
import { afterAll, beforeAll, describe, test } from 'vitest';
import { ROOT } from '../demo/build';
import { buildPackages, type Packed } from '../scripts/packages';
import { ARTIFACTS, env, launch, ownDemo, serverCall, stamp } from './helpers';
import { type AppFiles, REACT_APP, REACT_DEPENDENCIES, VUE_APP, VUE_DEPENDENCIES } from './package-apps';

ownDemo();

const CACHE = join(ROOT, '.cache', 'packages-test');
const dist = mkdtempSync(join(tmpdir(), 'eb-packages-'));
let packed: Packed;
let browser: Browser;
const servers: Server[] = [];

beforeAll(async () => {
  packed = await buildPackages(dist);
  browser = await launch();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  for (const server of servers) server.close();
  rmSync(dist, { recursive: true, force: true });
});

function run(cwd: string, command: string, args: string[]): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
    timeout: 240_000,
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Writes the app, installs its packages (the tarballs copied in, so their path stays stable) and builds it. */
function buildApp(name: string, files: AppFiles, dependencies: Record<string, string>, tarballs: string[]): string {
  const dir = join(CACHE, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const local: Record<string, string> = {};
  for (const tarball of tarballs) {
    const file = tarball.includes('react') ? 'react.tgz' : 'element.tgz';
    copyFileSync(tarball, join(dir, file));
    local[file.includes('react') ? '@email-builder/react' : '@email-builder/element'] = `file:./${file}`;
  }
  writeFileSync(
    join(dir, 'package.json'),
    `${JSON.stringify({ name: `${name}-host`, private: true, type: 'module', dependencies: { ...dependencies, ...local } }, null, 2)}\n`,
  );
  // The tarballs keep their version from build to build: npm would keep the old copy (and its lock
  // entry's checksum), so both go before each install; the registry packages stay.
  rmSync(join(dir, 'node_modules/@email-builder'), { recursive: true, force: true });
  rmSync(join(dir, 'package-lock.json'), { force: true });
  run(dir, 'npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']);
  rmSync(join(dir, 'dist'), { recursive: true, force: true });
  run(dir, join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn']);
  return dir;
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** The app's static files, and `/session`: what the customer's backend does (a session token for the signed-in user). */
async function serve(dir: string, userId: string): Promise<string> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/session') {
      const { sessionToken } = await serverCall<{ sessionToken: string }>(
        env().demo.pro.apiKey,
        'POST',
        '/v1/sessions',
        { userId },
      );
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ sessionToken, userId, apiUrl: env().apiUrl }));
      return;
    }
    const file = normalize(join(dir, 'dist', url.pathname === '/' ? 'index.html' : url.pathname));
    if (!file.startsWith(join(dir, 'dist')) || !existsSync(file) || statSync(file).isDirectory()) {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html');
      res.end('<h1>Not found</h1>');
      return;
    }
    res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
    res.end(readFileSync(file));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const logged = (page: Page) => page.locator('#log li');

/** Opens the user's template from the gallery, adds a heading, saves: the same template, updated. */
async function openEditSave(page: Page, url: string, userId: string, shot: string): Promise<void> {
  const name = `Packaged ${stamp()}`;
  const created = await serverCall<{ _id: string }>(env().demo.pro.apiKey, 'POST', '/v1/templates', { name, userId });
  await page.goto(url);
  await expect(logged(page).filter({ hasText: 'ready pro' })).toHaveCount(1, { timeout: 20_000 });
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.locator('iframe[title="Email canvas"]')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Heading', exact: true }).click();
  await expect(logged(page).filter({ hasText: 'dirty true' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(logged(page).filter({ hasText: `saved ${created._id}` })).toHaveCount(1, { timeout: 15_000 });
  await expect(logged(page).filter({ hasText: 'dirty false' })).toHaveCount(1);
  const saved = await serverCall<{ blockTree: { blocks: Array<{ type: string }> } }>(
    env().demo.pro.apiKey,
    'GET',
    `/v1/templates/${created._id}`,
  );
  expect(saved.blockTree.blocks.map((b) => b.type)).toContain('heading');
  await expect(logged(page).filter({ hasText: 'error' })).toHaveCount(0);
  await page.screenshot({ path: shot });
}

describe('the packed element and React wrapper in real apps', () => {
  test('packages: exports, types, and react as a peer dependency', () => {
    const manifest = (tarball: string) =>
      JSON.parse(run(dist, 'tar', ['-xzOf', tarball, 'package/package.json'])) as Record<
        string,
        Record<string, unknown>
      >;
    const element = manifest(packed.element);
    expect(element.exports?.['.']).toEqual({ types: './email-builder.d.ts', default: './email-builder.js' });
    expect(element.exports?.['./vue']).toEqual({ types: './vue.d.ts' });
    const react = manifest(packed.react);
    expect(react.exports?.['.']).toEqual({ types: './index.d.ts', default: './index.js' });
    expect(react.peerDependencies).toMatchObject({ react: '>=18', '@email-builder/element': expect.any(String) });
    expect(react.dependencies).not.toHaveProperty('react');
    const files = run(dist, 'tar', ['-tzf', packed.react]);
    expect(files).toContain('package/index.d.ts');
    expect(run(dist, 'tar', ['-xzOf', packed.react, 'package/index.js'])).not.toMatch(
      /useRef|__SECRET_INTERNALS|react\.transitional/,
    );
  });

  test('React 19 + Vite: tsc types every on… prop; one React, opens, edits and saves; without baseUrl the error says so', async () => {
    const dir = buildApp('react', REACT_APP, REACT_DEPENDENCIES, [packed.element, packed.react]);
    run(dir, join(dir, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.json']);
    const userId = `react-${stamp()}`;
    const url = await serve(dir, userId);
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    try {
      const shot =
        process.env.UPDATE_SCREENSHOTS === '1'
          ? join(ROOT, 'docs/screenshots/react-demo.png')
          : join(ARTIFACTS, 'react-demo.png');
      await openEditSave(page, url, userId, shot).catch(async (error: unknown) => {
        await page.screenshot({ path: join(ARTIFACTS, 'react-demo-failed.png') });
        throw error;
      });
      expect(problems).toEqual([]);

      // The README's old snippet had no baseUrl: the bundled element then calls the app's own server.
      await page.goto(`${url}/?nobase`);
      await expect(logged(page).filter({ hasText: 'error base_url_missing' })).toHaveCount(1, { timeout: 15_000 });
      await expect(
        page.getByText(`The email editor’s server (${url}) did not answer.`, { exact: false }),
      ).toBeVisible();
    } finally {
      await context.close();
    }
  }, 300_000);

  test('Vue 3 + Vite: vue-tsc types the events through the shim; opens, edits and saves', async () => {
    const dir = buildApp('vue', VUE_APP, VUE_DEPENDENCIES, [packed.element]);
    run(dir, join(dir, 'node_modules/.bin/vue-tsc'), ['--noEmit', '-p', 'tsconfig.json']);
    const userId = `vue-${stamp()}`;
    const url = await serve(dir, userId);
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    try {
      await openEditSave(page, url, userId, join(ARTIFACTS, 'vue-demo.png')).catch(async (error: unknown) => {
        await page.screenshot({ path: join(ARTIFACTS, 'vue-demo-failed.png') });
        throw error;
      });
    } finally {
      await context.close();
    }
  }, 300_000);
});
