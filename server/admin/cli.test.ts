// The operator CLI against a private Redis (library imports are global, so this suite does not
// share the suite's Redis), checked through the real HTTP API. Most commands run through the CLI's
// own `main` with its own streams and environment (a subprocess costs seconds on a busy machine);
// the cases marked `npm` or `process` run it as operators do, as a real subprocess, so the entry
// point, exit codes and `npm run -s admin --` stay covered.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisHandle, startPrivateRedis } from '../../scripts/redis';
import { type StartedApi, startApi } from '../test/harness';
import { type Call, client } from '../test/http';
import { main } from './cli';

const ROOT = new URL('../..', import.meta.url).pathname;
const TSX = join(ROOT, 'node_modules/.bin/tsx');

let redis: RedisHandle;
let api: StartedApi;
let call: Call;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  json: unknown;
}

interface RunOptions {
  /** Through `npm run -s admin --`, as the README tells operators. */
  npm?: boolean;
  /** As a `tsx server/admin/cli.ts` subprocess. */
  process?: boolean;
  env?: Record<string, string>;
}

function cliEnv(options: RunOptions): NodeJS.ProcessEnv {
  return {
    ...process.env,
    REDIS_URL: redis.url,
    PUBLIC_URL: api.running.deps.config.publicUrl,
    LOG_LEVEL: 'silent',
    ...options.env,
  };
}

function outcome(code: number, stdout: string, stderr: string): Run {
  const lines = stdout.trim().split('\n').filter(Boolean);
  let json: unknown;
  if (lines.length === 1) {
    try {
      json = JSON.parse(lines[0]!);
    } catch {}
  }
  return { code, stdout, stderr, json };
}

function run(args: string[], options: RunOptions = {}): Promise<Run> {
  return options.npm || options.process ? runProcess(args, options) : runInProcess(args, options);
}

async function runInProcess(args: string[], options: RunOptions): Promise<Run> {
  const text = (stream: PassThrough) => {
    let out = '';
    stream.on('data', (d) => {
      out += d;
    });
    return () => out;
  };
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const [out, err] = [text(stdout), text(stderr)];
  const code = await main(args, { env: cliEnv(options), stdin: Readable.from([]), stdout, stderr });
  return outcome(code, out(), err());
}

function runProcess(args: string[], options: RunOptions): Promise<Run> {
  const [cmd, argv] = options.npm
    ? ['npm', ['run', '-s', 'admin', '--', ...args]]
    : [TSX, ['server/admin/cli.ts', ...args]];
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, {
      cwd: ROOT,
      env: cliEnv(options),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve(outcome(code ?? -1, stdout, stderr)));
  });
}

// biome-ignore lint/suspicious/noExplicitAny: CLI output is inspected loosely.
const ok = async (args: string[], options?: Parameters<typeof run>[1]): Promise<any> => {
  const r = await run(args, options);
  expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBe(0);
  expect(r.stdout.trim().split('\n'), 'exactly one line').toHaveLength(1);
  expect(r.json).toBeDefined();
  expect(r.stderr).toBe('');
  return r.json;
};

let seq = 0;
const email = () => `cli-${Date.now()}-${seq++}@example.com`;

beforeAll(async () => {
  redis = await startPrivateRedis();
  api = await startApi({ redisUrl: redis.url });
  call = client(api.url);
});
afterAll(async () => {
  await api?.close();
  await redis?.stop();
});

describe('operator CLI', { timeout: 120_000 }, () => {
  it('--help lists every command; no command or an unknown one is a usage error (exit 2)', async () => {
    const help = await run(['--help'], { npm: true });
    expect(help.code).toBe(0);
    for (const c of [
      'create-account',
      'create-key',
      'revoke-key',
      'set-plan',
      'create-dashboard-user',
      'library import',
      'library list',
      'usage',
    ])
      expect(help.stdout).toContain(c);
    const none = await run([]);
    expect(none.code).toBe(2);
    const unknown = await run(['make-coffee']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown command "make-coffee"/);
    const badOption = await run(['usage', '--acount', 'acct_x']);
    expect(badOption.code).toBe(2);
    expect(badOption.stderr).toMatch(/--account is required|unknown option --acount/);
  });

  it('create-account prints exactly {accountId, keyId, apiKey}; the key works; with e-mail and password the dashboard login works', async () => {
    const mail = email();
    const created = await ok(
      ['create-account', '--name', 'Acme Inc', '--plan', 'agency', '--email', mail, '--password', 'correct-horse'],
      {
        npm: true,
      },
    );
    expect(Object.keys(created)).toEqual(['accountId', 'keyId', 'apiKey']);
    expect(created.accountId).toMatch(/^acct_/);
    expect(created.keyId).toMatch(/^key_/);
    expect(created.apiKey).toMatch(/^eb_live_[0-9A-Za-z]{38}$/);
    const validate = await call('GET', '/v1/keys/validate', { token: created.apiKey });
    expect(validate.status).toBe(200);
    expect(validate.body.plan).toBe('agency');
    const login = await call('POST', '/v1/dashboard/login', { body: { email: mail, password: 'correct-horse' } });
    expect(login.status).toBe(200);
    const keys = await call('GET', '/v1/dashboard/keys', { token: login.body.token });
    expect(keys.body.map((k: { id: string }) => k.id)).toEqual([created.keyId]);

    const plain = await ok(['create-account', '--name', 'No Login', '--plan', 'free']);
    expect(Object.keys(plain)).toEqual(['accountId', 'keyId', 'apiKey']);

    const taken = await run([
      'create-account',
      '--name',
      'Again',
      '--plan',
      'pro',
      '--email',
      mail.toUpperCase(),
      '--password',
      'whatever-password',
    ]);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toMatch(/already exists/);
    expect(taken.stdout).toBe('');
    for (const args of [
      ['create-account', '--name', 'X', '--plan', 'gold'],
      ['create-account', '--plan', 'pro'],
      ['create-account', '--name', 'X', '--plan', 'pro', '--email', 'a@b.co'],
      ['create-account', '--name', 'X', '--plan', 'pro', '--email', 'not-an-email', '--password', 'long-enough'],
      ['create-account', '--name', 'X', '--plan', 'pro', '--email', email(), '--password', 'short'],
    ]) {
      const r = await run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/^error: /);
    }
  });

  it('dashboard passwords: at least 12 characters and not a common password, on every command that sets one', async () => {
    const acct = await ok(['create-account', '--name', 'Passwords', '--plan', 'pro']);
    for (const [password, problem] of [
      ['eleven-char', /--password must be at least 12 characters/],
      ['QWERTY123456', /--password is one of the most common passwords/],
      ['1qaz2wsx3edc', /--password is one of the most common passwords/],
    ] as const) {
      for (const args of [
        ['create-dashboard-user', '--account', acct.accountId, '--email', email(), '--password', password],
        ['create-account', '--name', 'X', '--plan', 'pro', '--email', email(), '--password', password],
      ]) {
        const r = await run(args);
        expect(r.code, `${args[0]} ${password}`).toBe(2);
        expect(r.stderr).toMatch(problem);
      }
    }
    const mail = email();
    await ok(['create-dashboard-user', '--account', acct.accountId, '--email', mail, '--password', 'twelve-chars']);
    expect(
      (await call('POST', '/v1/dashboard/login', { body: { email: mail, password: 'twelve-chars' } })).status,
    ).toBe(200);
  });

  it('create-key adds a working key; revoke-key (by id or by secret) makes it 401 on the next request, other keys unaffected', async () => {
    const acct = await ok(['create-account', '--name', 'Keys', '--plan', 'pro']);
    const second = await ok(['create-key', '--account', acct.accountId]);
    expect(Object.keys(second)).toEqual(['keyId', 'apiKey']);
    expect((await call('GET', '/v1/keys/validate', { token: second.apiKey })).status).toBe(200);
    const session = (await call('POST', '/v1/sessions', { token: second.apiKey, body: { userId: 'u1' } })).body
      .sessionToken;
    expect((await call('GET', '/v1/templates', { token: session })).status).toBe(200);

    const revoked = await ok(['revoke-key', '--key', second.keyId]);
    expect(revoked).toEqual({ keyId: second.keyId, accountId: acct.accountId, status: 'revoked' });
    expect((await call('GET', '/v1/keys/validate', { token: second.apiKey })).status).toBe(401);
    expect((await call('GET', '/v1/templates', { token: session })).status).toBe(401);
    expect((await call('GET', '/v1/keys/validate', { token: acct.apiKey })).status).toBe(200);

    expect(await ok(['revoke-key', '--key', acct.apiKey])).toMatchObject({ keyId: acct.keyId, status: 'revoked' });
    expect((await call('GET', '/v1/keys/validate', { token: acct.apiKey })).status).toBe(401);

    const test = await ok(['create-key', '--account', acct.accountId, '--test', 'true']);
    expect(test.apiKey).toMatch(/^eb_test_/);

    const missing = await run(['revoke-key', '--key', 'key_doesnotexist']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/key key_doesnotexist does not exist/);
    const noAccount = await run(['create-key', '--account', 'acct_nope']);
    expect(noAccount.code).toBe(1);
    expect(noAccount.stderr).toMatch(/account acct_nope does not exist/);
  });

  it('set-plan changes the plan; enterprise limits (rpm, renders, storage, co-editors) take effect in the API', async () => {
    const acct = await ok(['create-account', '--name', 'Big Co', '--plan', 'free']);
    const set = await ok([
      'set-plan',
      '--account',
      acct.accountId,
      '--plan',
      'enterprise',
      '--rpm',
      '7',
      '--renders',
      '42',
      '--storage-mb',
      '3',
      '--co-editors',
      '33',
    ]);
    expect(set).toEqual({
      accountId: acct.accountId,
      plan: 'enterprise',
      limits: { rpm: 7, templates: 1_000_000_000, renders: 42, storageMb: 3, coEditors: 33 },
    });
    const validate = await call('GET', '/v1/keys/validate', { token: acct.apiKey });
    expect(validate.body.plan).toBe('enterprise');
    expect(validate.body.limits).toEqual({ renders: 42, storageMb: 3, templates: 1_000_000_000, coEditors: 33 });
    expect(validate.headers.get('x-ratelimit-limit')).toBe('7');
    // back to pro: overrides are dropped
    expect((await ok(['set-plan', '--account', acct.accountId, '--plan', 'pro'])).limits).toEqual({
      rpm: 300,
      templates: 1_000_000_000,
      renders: 10_000,
      storageMb: 1_000,
      coEditors: 5,
    });
    expect((await run(['set-plan', '--account', acct.accountId, '--plan', 'pro', '--co-editors', '9'])).code).toBe(2);
    const notEnterprise = await run(['set-plan', '--account', acct.accountId, '--plan', 'pro', '--rpm', '5']);
    expect(notEnterprise.code).toBe(2);
    expect(notEnterprise.stderr).toMatch(/enterprise plan only/);
    const badNumber = await run(['set-plan', '--account', acct.accountId, '--plan', 'enterprise', '--renders', 'lots']);
    expect(badNumber.code).toBe(2);
    const beyondCap = await run([
      'set-plan',
      '--account',
      acct.accountId,
      '--plan',
      'enterprise',
      '--rpm',
      '1000000000',
    ]);
    expect(beyondCap.code).toBe(2);
    expect(beyondCap.stderr).toMatch(/--rpm must be at most 100000/);
  });

  it('create-dashboard-user adds a login to an existing account', async () => {
    const acct = await ok(['create-account', '--name', 'Team', '--plan', 'pro']);
    const mail = email();
    const user = await ok([
      'create-dashboard-user',
      '--account',
      acct.accountId,
      '--email',
      mail,
      '--password',
      'team-password',
    ]);
    expect(user).toEqual({ accountId: acct.accountId, userId: expect.stringMatching(/^duser_/), email: mail });
    const login = await call('POST', '/v1/dashboard/login', { body: { email: mail, password: 'team-password' } });
    expect(login.status).toBe(200);
    const again = await run([
      'create-dashboard-user',
      '--account',
      acct.accountId,
      '--email',
      mail,
      '--password',
      'team-password',
    ]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists/);
  });

  it('usage reports templates, renders this month and storage', async () => {
    const acct = await ok(['create-account', '--name', 'Usage', '--plan', 'pro']);
    const blockTree = { version: 1, blocks: [{ id: 'h', type: 'heading', props: { text: 'Hi' } }] };
    for (let i = 0; i < 2; i++)
      expect(
        (await call('POST', '/v1/templates', { token: acct.apiKey, body: { name: `T${i}`, blockTree } })).status,
      ).toBe(201);
    expect((await call('POST', '/v1/render', { token: acct.apiKey, body: { blockTree } })).status).toBe(200);
    const usage = await ok(['usage', '--account', acct.accountId]);
    expect(usage).toMatchObject({
      accountId: acct.accountId,
      name: 'Usage',
      plan: 'pro',
      limits: { rpm: 300, renders: 10_000 },
    });
    expect(usage.usage.templates).toBe(2);
    expect(usage.usage.renders).toBe(1);
    expect(usage.usage.month).toBe(new Date().toISOString().slice(0, 7));
    expect(usage.usage.storageBytes).toBeGreaterThan(0);
    const validate = await call('GET', '/v1/keys/validate', { token: acct.apiKey });
    expect(usage.usage.storageMb).toBe(validate.body.usage.storageMb);
    expect((await run(['usage', '--account', 'acct_missing'])).code).toBe(1);
  });

  it('library import (starters, then a folder), idempotent; library list; rejected files are reported and exit 1', async () => {
    const starters = await ok(['library', 'import']);
    expect(starters.imported).toEqual(['seed-1', 'seed-2', 'seed-3', 'seed-4', 'seed-5', 'seed-6', 'seed-7', 'seed-8']);
    const dir = mkdtempSync(join(tmpdir(), 'eb-library-'));
    try {
      const blockTree = {
        version: 1,
        blocks: [{ id: 'img', type: 'image', props: { src: 'asset:starters/acme-logo.png', alt: 'Hero' } }],
      };
      writeFileSync(join(dir, 'seed-100.json'), JSON.stringify({ name: 'Spring sale', tags: ['retail'], blockTree }));
      writeFileSync(
        join(dir, 'other.json'),
        JSON.stringify({ id: 'seed-101', name: 'Other', blockTree, thumbnail: 'asset:x.png' }),
      );
      const good = await ok(['library', 'import', dir]);
      expect(good).toEqual({ imported: ['seed-101', 'seed-100'], rejected: [] });
      expect(await ok(['library', 'import', dir])).toEqual(good);

      const listed = await ok(['library', 'list']);
      expect(listed.map((i: { _id: string }) => i._id)).toEqual([...starters.imported, 'seed-100', 'seed-101']);
      expect(listed.find((i: { _id: string }) => i._id === 'seed-100')).toEqual({
        _id: 'seed-100',
        name: 'Spring sale',
        tags: ['retail'],
      });

      const library = await call('GET', '/v1/templates/library');
      const item = library.body.find((i: { _id: string }) => i._id === 'seed-100');
      expect(item.blockTree.blocks[0].props.src).toBe(
        `${api.running.deps.config.publicUrl}/assets/starters/acme-logo.png`,
      );
      expect(library.body.find((i: { _id: string }) => i._id === 'seed-101').thumbnail).toBe(
        `${api.running.deps.config.publicUrl}/assets/x.png`,
      );

      writeFileSync(join(dir, 'nameless.json'), JSON.stringify({ name: 'No id', blockTree }));
      writeFileSync(
        join(dir, 'seed-102.json'),
        JSON.stringify({ name: 'Bad', blockTree: { blocks: [{ id: 'x', type: 'marquee' }] } }),
      );
      let deep = '{}';
      for (let i = 0; i < 5000; i++) deep = `[${deep}]`;
      writeFileSync(join(dir, 'seed-103.json'), `{"name":"Deep","blockTree":{"blocks":${deep}}}`);
      writeFileSync(join(dir, 'seed-104.json'), '{not json');
      const mixed = await run(['library', 'import', dir]);
      expect(mixed.code).toBe(1);
      expect(mixed.stderr).toMatch(/4 item\(s\) rejected/);
      expect(mixed.stderr).toMatch(/nameless\.json: no id/);
      expect(mixed.stderr).toMatch(/seed-102.*blockTree\.blocks\[0\]\.type/);
      expect(mixed.stderr).toMatch(/seed-103.*nested too deeply/);
      const partial = mixed.json as { imported: string[]; rejected: unknown[] };
      expect(partial.imported).toEqual(['seed-101', 'seed-100']);
      expect(partial.rejected).toHaveLength(4);
      expect((await ok(['library', 'list'])).map((i: { _id: string }) => i._id)).not.toContain('seed-102');

      const nowhere = await run(['library', 'import', join(dir, 'missing')]);
      expect(nowhere.code).toBe(1);
      expect(nowhere.stderr).toMatch(/cannot read directory/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails readably when Redis cannot be reached', async () => {
    // How long it waits is the operator's setting (REDIS_STARTUP_TIMEOUT_MS); what it then says is checked here.
    const env = { REDIS_URL: 'redis://127.0.0.1:1', REDIS_STARTUP_TIMEOUT_MS: '500' };
    const r = await run(['library', 'list'], { process: true, env });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/cannot reach Redis at redis:\/\/127\.0\.0\.1:1/);
    expect(r.stdout).toBe('');
  });
});
