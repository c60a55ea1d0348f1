// `npm start`: Redis (REDIS_URL when it answers, else a private redis-server keeping its data in
// .data/redis), builds, the API, demo data, and the demo host; prints URLs and logins. Ctrl-C
// stops everything this script started. EB_DATA_DIR and EB_DIST_DIR move `.data` and `dist`
// (the start-up test runs it in temporary directories). Everything binds to 127.0.0.1 unless HOST
// is set: the demo host mints Pro session tokens for whoever asks, so it must not face a network
// by accident.
import { existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { buildTarget, isFresh, ROOT } from '../demo/build';
import { DEMO_USERS, seedDemo } from '../demo/seed';
import { parseDemoConfig } from '../demo/server/config';
import { type RunningDemoHost, startDemoHost } from '../demo/server/host';
import { parseConfig } from '../server/config';
import { createLogger } from '../server/logger';
import { type RunningServer, startServer } from '../server/runtime';
import { type RedisHandle, resolveRedis } from './redis';

// Set by the bootstrap: the total time includes the package install.
const started = Number(process.env.EB_STARTED_AT) || Date.now();
const dataDir = process.env.EB_DATA_DIR ?? join(ROOT, '.data');
const distDir = process.env.EB_DIST_DIR ?? join(ROOT, 'dist');
const cleanups: Array<() => Promise<void>> = [];
const host = process.env.HOST?.trim() || '127.0.0.1';
const loopbackOnly = ['127.0.0.1', '::1', 'localhost'].includes(host);
// One host name in every URL printed and in the API's PUBLIC_URL (the element's base URL and the
// dashboard link): an origin is scheme + host + port, so localhost and 127.0.0.1 are two origins.
const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const dim = (text: string) => (process.stdout.isTTY ? `\x1b[2m${text}\x1b[22m` : text);
const bold = (text: string) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[22m` : text);

// Redis, element, demo page, dashboard, API, seed, demo host.
const PHASES = 7;
let phase = 0;

async function step<T>(label: string, run: () => Promise<T>, done?: (value: T) => string): Promise<T> {
  const t0 = Date.now();
  phase = Math.min(phase + 1, PHASES);
  console.log(`▸ ${label}… ${dim(`[${phase}/${PHASES}]`)}`);
  const value = await run();
  console.log(`  ✓ ${done ? done(value) : label} ${dim(`(${seconds(t0)})`)}`);
  return value;
}

function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

async function choosePort(wanted: number, name: string, variable: string): Promise<number> {
  if (await portFree(wanted, host)) return wanted;
  for (let port = wanted + 1; port < wanted + 50; port++) {
    if (await portFree(port, host)) {
      console.log(`  ! port ${wanted} is busy: the ${name} uses ${port} instead (set ${variable} to choose)`);
      return port;
    }
  }
  throw new Error(`no free port near ${wanted} for the ${name}: set ${variable}`);
}

async function build(target: string, outDir: string, entry: string): Promise<string> {
  if (process.env.EB_FORCE_BUILD !== '1' && isFresh(target, outDir, entry)) return 'up to date';
  // Warnings and errors only: Vite's chunk listing is for `npm run build`, not a newcomer's first run.
  await buildTarget(target, outDir, (line) => console.log(`    ${line}`), 'warn');
  return 'built';
}

async function dashboardTargetExists(): Promise<boolean> {
  const config = (await import('../vite.config')) as { TARGETS?: Record<string, unknown> };
  return Boolean(config.TARGETS && 'dashboard' in config.TARGETS);
}

async function stopAll(code: number): Promise<never> {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  process.exit(code);
}

async function main(): Promise<void> {
  // A half-configured writing model stops the start before anything runs.
  const demoConfig = parseDemoConfig(process.env);
  console.log(bold('Email Builder — starting the API and the demo\n'));
  const redis = await step<RedisHandle>(
    'Redis',
    () => {
      mkdirSync(join(dataDir, 'redis'), { recursive: true });
      return resolveRedis(process.env.REDIS_URL, { persist: join(dataDir, 'redis') });
    },
    (r) =>
      r.pid
        ? `private redis-server on ${r.url} (data in ${join(dataDir, 'redis').replace(`${ROOT}/`, '')})`
        : `using REDIS_URL ${r.url.replace(/\/\/[^@]*@/, '//***@')}`,
  );
  cleanups.push(() => redis.stop());

  await step(
    'Building the element',
    () => build('element', join(distDir, 'element'), 'email-builder.js'),
    (r) => `element ${r}`,
  );
  await step(
    'Building the demo page',
    () => build('demo', join(distDir, 'demo'), 'index.html'),
    (r) => `demo page ${r}`,
  );
  if (await dashboardTargetExists()) {
    await step(
      'Building the dashboard',
      () => build('dashboard', join(distDir, 'dashboard'), 'index.html'),
      (r) => `dashboard ${r}`,
    );
  } else phase++;

  const apiPort = await choosePort(Number(process.env.PORT ?? 8787), 'API', 'PORT');
  const demoPort = await choosePort(Number(process.env.DEMO_PORT ?? 5173), 'demo host', 'DEMO_PORT');
  const config = parseConfig({
    PUBLIC_URL: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${apiPort}`,
    ...process.env,
    PORT: String(apiPort),
    HOST: host,
    REDIS_URL: redis.url,
    ELEMENT_DIR: process.env.ELEMENT_DIR ?? join(distDir, 'element'),
    DASHBOARD_DIR: process.env.DASHBOARD_DIR ?? join(distDir, 'dashboard'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const api = await step<RunningServer>(
    'Starting the API',
    () => startServer(config, { logger: createLogger(config.logLevel) }),
    () => `API on ${config.publicUrl}`,
  );
  cleanups.push(() => api.close());

  const state = await step(
    'Seeding the demo data',
    () =>
      seedDemo({
        store: api.deps.store,
        apiUrl: `http://127.0.0.1:${apiPort}`,
        stateFile: join(dataDir, 'demo.json'),
        log: (line) => console.log(dim(`    ${line}`)),
      }),
    () => 'demo accounts, users and templates ready',
  );

  const dashboardUrl = await probe(`http://127.0.0.1:${apiPort}/dashboard/`).then((ok) =>
    ok ? `${config.publicUrl}/dashboard/` : null,
  );
  const demo = await step<RunningDemoHost>(
    'Starting the demo host',
    () =>
      startDemoHost({
        port: demoPort,
        host: process.env.DEMO_HOST ?? host,
        apiUrl: config.publicUrl,
        internalApiUrl: `http://127.0.0.1:${apiPort}`,
        workspaces: {
          pro: { apiKey: state.pro.apiKey, label: 'Pinecrest CRM', plan: 'pro' },
          free: { apiKey: state.free.apiKey, label: 'Pinecrest Starter', plan: 'free' },
        },
        staticDir: join(distDir, 'demo'),
        screenshotsDir: join(ROOT, 'docs/screenshots'),
        dashboardUrl,
        ai: demoConfig.ai,
      }),
    (d) => `demo host on ${d.url}`,
  );
  cleanups.push(() => demo.close());

  const rows: Array<[string, string]> = [
    ['Demo site', `${demo.url}`],
    ['API', `${config.publicUrl}  ${dim('(/healthz, /element/email-builder.js, /v1/…)')}`],
    ...(dashboardUrl ? ([['Dashboard', dashboardUrl]] as Array<[string, string]>) : []),
    ['Redis', `${redis.url}${redis.pid ? dim('  (private; stops with this command)') : ''}`],
    ['', ''],
    ['Demo users', `${DEMO_USERS.join(', ')} — switch in the demo's top bar (Pinecrest CRM, Pro plan)`],
    ['Free account', 'Pinecrest Starter — pick it in the Workspace menu (3-template limit, upgrade message)'],
    ['Dashboard user', `${state.dashboard.email} / ${state.dashboard.password}`],
    ['', dim(`(password generated on the first start, kept in ${join(dataDir, 'demo.json').replace(`${ROOT}/`, '')})`)],
    [
      'Writing help',
      demoConfig.ai
        ? `${demoConfig.ai.model} at ${demoConfig.ai.baseUrl} ${dim('(DEMO_AI_*; the key stays on the demo host)')}`
        : `a rule-based sample, not an AI model ${dim('(set DEMO_AI_BASE_URL, DEMO_AI_MODEL, DEMO_AI_API_KEY for a real one)')}`,
    ],
    [
      'Secret keys',
      `${join(dataDir, 'demo.json').replace(`${ROOT}/`, '')} ${dim('(kept on the server side; never sent to the browser)')}`,
    ],
  ];
  console.log(
    `\n${bold(`✔ Email Builder is running`)} ${dim(`(ready in ${seconds(started)}${process.env.EB_STARTED_AT ? ', install included' : ''})`)}\n`,
  );
  for (const [label, value] of rows) console.log(label || value ? `  ${label.padEnd(15)} ${value}` : '');
  console.log(
    loopbackOnly
      ? `\n  Listening on ${host} only: set HOST=0.0.0.0 to reach the demo from other machines.`
      : `\n  ${bold('Warning')}: listening on ${host}. Anyone who can reach the demo host can mint Pro session tokens; keep it on a trusted network.`,
  );
  console.log(`\n${dim('Press Ctrl-C to stop everything.')}`);
  if (!existsSync(join(ROOT, 'docs/screenshots/editor.png'))) {
    console.log(dim('(The landing screenshots appear after `UPDATE_SCREENSHOTS=1 npx vitest run --project e2e`.)'));
  }
}

async function probe(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual' });
    return response.status === 200;
  } catch {
    return false;
  }
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`\n▸ ${signal}: stopping everything npm start started…`);
    void stopAll(0);
  });
}

main().catch(async (error: unknown) => {
  console.error(`\n✖ npm start failed: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
});
