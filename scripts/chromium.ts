// Where the tests find a browser. Playwright cannot download its own here, so we use Debian's:
// its headless shell first (`chromium-headless-shell`: the same Blink and V8 as the desktop
// browser, without the desktop browser's own processes and compositing around them; the element
// suites spend about a third less CPU in it), the desktop `chromium` when only that is there.
// CHROMIUM_PATH overrides both, and CHROMIUM_PATH=playwright uses Playwright's own download.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-dev-shm-usage',
];

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const DESKTOP = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/** The Debian packages `ensureChromium` installs: the shell (which brings chromium-common and its fonts) and DejaVu. */
const PACKAGES = ['chromium-headless-shell', 'fonts-dejavu-core'];

/** Path to give Playwright's `executablePath`, or undefined for Playwright's bundled browser. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const configured = env.CHROMIUM_PATH;
  if (configured === 'playwright') return undefined;
  if (configured) return configured;
  return [HEADLESS_SHELL, ...DESKTOP].find((candidate) => existsSync(candidate)) ?? HEADLESS_SHELL;
}

export function launchOptions(env: NodeJS.ProcessEnv = process.env) {
  const executablePath = chromiumPath(env);
  return { headless: true, args: CHROMIUM_ARGS, ...(executablePath && { executablePath }) };
}

/**
 * Installs Debian's headless shell when it is missing and we may (root, apt); keeps a desktop
 * chromium that is already there if it cannot; otherwise explains what is missing.
 */
export function ensureChromium(log: (line: string) => void = console.log): void {
  const configured = process.env.CHROMIUM_PATH;
  if (configured === 'playwright' || (configured && existsSync(configured)) || existsSync(HEADLESS_SHELL)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!configured && isRoot && existsSync('/usr/bin/apt-get')) {
    log(`▸ Chromium's headless shell is missing: installing Debian packages ${PACKAGES.join(', ')} (a few minutes)…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    spawnSync('apt-get', ['install', '-y', '-qq', ...PACKAGES], { stdio: 'inherit', env });
    if (existsSync(HEADLESS_SHELL)) return;
  }
  const desktop = configured ? undefined : DESKTOP.find((candidate) => existsSync(candidate));
  if (desktop) {
    log(`▸ Using ${desktop} (\`apt-get install chromium-headless-shell\` runs the browser suites with less CPU).`);
    return;
  }
  throw new Error(
    `No browser at ${configured ?? HEADLESS_SHELL}. Install Debian's headless shell (\`apt-get install ${PACKAGES.join(' ')}\`), ` +
      'or set CHROMIUM_PATH to a Chromium binary, or CHROMIUM_PATH=playwright after `npx playwright install chromium`.',
  );
}
