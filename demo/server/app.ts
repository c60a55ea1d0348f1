// Pinecrest CRM's backend: a tiny Koa app that integrates Email Builder exactly as a customer
// would. The secret keys stay here; the browser only ever gets a short-lived session token for
// the user who is signed in, minted with `POST /v1/sessions`.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import Router from '@koa/router';
import Koa, { type Context } from 'koa';
import bodyParser from 'koa-bodyparser';
import { loadCatalogue, searchCatalogue } from './catalogue';
import type { DemoAiConfig } from './config';
import { describeTogether, mintSession, mintTogetherSession, sendSession } from './together';
import { answerWritingHelp, writingHelpLabel } from './writing-help';

export interface DemoWorkspaceConfig {
  /** The secret key (`eb_live_…`): never sent to the browser. */
  apiKey: string;
  label: string;
  plan: string;
}

export interface DemoHostOptions {
  /** The Email Builder API as the browser reaches it (script tag, element base URL). */
  apiUrl: string;
  /** The API as this server reaches it (defaults to `apiUrl`). */
  internalApiUrl?: string;
  workspaces: Record<WorkspaceId, DemoWorkspaceConfig>;
  /** The built page (`dist/demo`). */
  staticDir: string;
  /** README screenshots shown on the landing section (`docs/screenshots`). */
  screenshotsDir: string;
  /** Where the key owner's dashboard lives, when there is one. */
  dashboardUrl?: string | null;
  /** The model behind the editor's writing help (demo/server/config.ts); null or absent: the stand-in. */
  ai?: DemoAiConfig | null;
}

export type WorkspaceId = 'pro' | 'free';

/** `access` is the Email Builder role the host asks for: a manager edits the team's shared templates. */
export const DEMO_PEOPLE = [
  { id: 'alice', name: 'Alice Moreno', role: 'Marketing lead', access: 'member' },
  { id: 'bob', name: 'Bob Okafor', role: 'Account executive', access: 'member' },
  { id: 'maya', name: 'Maya Lindqvist', role: 'Brand manager', access: 'manager' },
] as const;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

const SCRIPT_MARKER = '<!-- email-builder:script -->';

export function createDemoApp(options: DemoHostOptions): Koa {
  const app = new Koa();
  // Cookies are signed so a visitor cannot claim to be another user by editing them.
  app.keys = [randomBytes(32).toString('hex')];
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const internalApiUrl = (options.internalApiUrl ?? apiUrl).replace(/\/+$/, '');
  const router = new Router();
  const catalogue = loadCatalogue(apiUrl);
  const ai = options.ai ?? null;

  const signedIn = (ctx: Context) => {
    const userId = ctx.cookies.get('pc_user', { signed: true });
    const person = DEMO_PEOPLE.find((p) => p.id === userId) ?? DEMO_PEOPLE[0];
    const ws = ctx.cookies.get('pc_workspace', { signed: true });
    const workspace: WorkspaceId = ws === 'free' ? 'free' : 'pro';
    return { person, workspace };
  };

  // The landing section quotes the element's real size: measured once from the file the API serves.
  let elementKb: Promise<number | null> | null = null;
  const measureElement = () => {
    elementKb ??= fetch(`${internalApiUrl}/element/email-builder.js`)
      .then(async (r) =>
        r.ok ? Math.round(gzipSync(Buffer.from(await r.arrayBuffer()), { level: 9 }).length / 102.4) / 10 : null,
      )
      .catch(() => null)
      .then((kb) => {
        if (kb === null) elementKb = null;
        return kb;
      });
    return elementKb;
  };

  const me = (ctx: Context) => {
    const { person, workspace } = signedIn(ctx);
    return {
      user: person,
      workspace: {
        id: workspace,
        label: options.workspaces[workspace].label,
        plan: options.workspaces[workspace].plan,
      },
      users: DEMO_PEOPLE,
      workspaces: (Object.keys(options.workspaces) as WorkspaceId[]).map((id) => ({
        id,
        label: options.workspaces[id].label,
        plan: options.workspaces[id].plan,
      })),
      apiUrl,
      dashboardUrl: options.dashboardUrl ?? null,
      writingHelp: writingHelpLabel(ai),
    };
  };

  router.get('/healthz', (ctx) => {
    ctx.body = { ok: true };
  });

  router.get('/api/me', async (ctx) => {
    ctx.body = { ...me(ctx), elementGzipKb: await measureElement() };
  });

  // The demo's "sign in": a real app would check a password; here the switcher picks the user.
  router.post('/api/sign-in', (ctx) => {
    const body = (ctx.request.body ?? {}) as { userId?: unknown; workspace?: unknown };
    const person = DEMO_PEOPLE.find((p) => p.id === body.userId);
    const workspace = body.workspace === undefined ? signedIn(ctx).workspace : body.workspace;
    if (!person || (workspace !== 'pro' && workspace !== 'free')) {
      ctx.status = 400;
      ctx.body = { error: 'unknown user or workspace' };
      return;
    }
    const cookie = { signed: true, httpOnly: true, sameSite: 'lax' as const, overwrite: true };
    ctx.cookies.set('pc_user', person.id, cookie);
    ctx.cookies.set('pc_workspace', workspace, cookie);
    ctx.body = { ...me(ctx), user: person, workspace: { id: workspace, ...pick(options.workspaces[workspace]) } };
  });

  // The one route a customer adds: a session token for the signed-in user, with the role this
  // host gives them (managers may edit the team's shared templates).
  router.post('/api/email-builder/session', async (ctx) => {
    const { person, workspace } = signedIn(ctx);
    const claims = { userId: person.id, role: person.access, name: person.name };
    const minted = await mintSession(internalApiUrl, options.workspaces[workspace].apiKey, claims);
    sendSession(ctx, minted, { userId: person.id, role: person.access });
  });

  // "Edit together": two managers in one shared template, side by side (together.ts says why two tokens).
  router.get('/api/together', (ctx) => describeTogether(ctx, internalApiUrl, options.workspaces.pro.apiKey));
  router.post('/api/together/session', (ctx) =>
    mintTogetherSession(ctx, internalApiUrl, options.workspaces.pro.apiKey),
  );

  // The editor's `products` data source: Pinecrest's catalogue, searched by title.
  router.get('/api/products', (ctx) => {
    const query = typeof ctx.query.q === 'string' ? ctx.query.q : '';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = searchCatalogue(catalogue, query);
  });

  // The editor's `assistant`: the configured model (its key stays here) or the labelled stand-in.
  router.post('/api/writing-help', (ctx) => answerWritingHelp(ctx, ai));

  router.get('/', async (ctx) => {
    const page = await readFile(resolve(options.staticDir, 'index.html'), 'utf8').catch(() => null);
    if (page === null) {
      ctx.status = 503;
      ctx.body = 'The demo page is not built yet: run `npm start` (or EB_TARGET=demo npx vite build).';
      return;
    }
    const script = `<script type="module" src="${escapeAttr(apiUrl)}/element/email-builder.js"></script>`;
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = page.replace(SCRIPT_MARKER, script);
  });

  router.get('/assets/:file', async (ctx) =>
    serve(ctx, resolve(options.staticDir, 'assets'), ctx.params.file, 'public, max-age=31536000, immutable'),
  );
  router.get('/screenshots/:file', async (ctx) => serve(ctx, options.screenshotsDir, ctx.params.file, 'no-cache'));
  router.get('/favicon.svg', async (ctx) => serve(ctx, options.staticDir, 'favicon.svg', 'public, max-age=3600'));

  app.use(async function securityHeaders(ctx, next) {
    await next();
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'same-origin');
  });
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '64kb' }));
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}

function pick(w: DemoWorkspaceConfig) {
  return { label: w.label, plan: w.plan };
}

async function serve(ctx: Context, root: string, name: string | undefined, cacheControl: string): Promise<void> {
  if (!name || !/^[\w.-]+$/.test(name) || name.startsWith('.')) return;
  const base = resolve(root);
  const full = resolve(base, name);
  if (!full.startsWith(base + sep)) return;
  const body = await readFile(full).catch(() => null);
  if (!body) return;
  ctx.type = TYPES[extname(full)] ?? 'application/octet-stream';
  ctx.set('Cache-Control', cacheControl);
  ctx.body = body;
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
