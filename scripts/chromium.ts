// Where the tests find a browser. Playwright cannot download its own here, so we use Debian's
// chromium; CHROMIUM_PATH overrides it, and CHROMIUM_PATH=playwright uses Playwright's own.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-dev-shm-usage',
];

/** Path to give Playwright's `executablePath`, or undefined for Playwright's bundled browser. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = env.CHROMIUM_PATH;
  if (configured === 'playwright') return undefined;
  if (configured) return configured;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']) {
    if (existsSync(candidate)) return candidate;
  }
  return '/usr/bin/chromium';
}

export function launchOptions(env: NodeJS.ProcessEnv = process.env) {
  const executablePath = chromiumPath(env);
  return { headless: true, args: CHROMIUM_ARGS, ...(executablePath && { executablePath }) };
}

/** Installs Debian's chromium when it is missing and we may; otherwise explains what is missing. */
export function ensureChromium(log: (line: string) => void = console.log): void {
  const path = chromiumPath();
  if (path === undefined || existsSync(path)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!process.env.CHROMIUM_PATH && isRoot && existsSync('/usr/bin/apt-get')) {
    log('▸ chromium is missing: installing Debian package chromium (a few minutes)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env });
    if (existsSync(path)) return;
  }
  throw new Error(
    `No browser at ${path}. Install Debian's chromium (\`apt-get install chromium\`), or set CHROMIUM_PATH to a Chromium ` +
      'binary, or CHROMIUM_PATH=playwright after `npx playwright install chromium`.',
  );
}
