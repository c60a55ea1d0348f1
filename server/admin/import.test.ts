// import-account does not trust its file (issue 25, finding 4): the CLI as operators run it,
// against a private Redis that already holds another tenant. Every record is checked with the
// API's own rules, derived values are recomputed, existing ids are never overwritten, a refused
// import leaves nothing behind, and a file several times larger than the heap restores.
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisHandle, startPrivateRedis } from '../../scripts/redis';
import { randomBase62 } from '../auth/base62';
import { hashPassword } from '../auth/password';
import { sha256Hex } from '../auth/secret-key';
import { type StartedApi, scanKeys, startApi } from '../test/harness';
import { runCli } from './cli-process';

const ROOT = new URL('../..', import.meta.url).pathname;
const PNG = readFileSync(join(ROOT, 'core/assets/starters/summit-logo.png'));
const work = mkdtempSync(join(tmpdir(), 'eb-import-'));
let redis: RedisHandle;
let api: StartedApi;
let victimImage: string;
let victimKeyHash: string;
const victimEmail = `victim-${Date.now()}@example.com`;

beforeAll(async () => {
  redis = await startPrivateRedis();
  api = await startApi({ redisUrl: redis.url });
  const victim = await api.running.deps.store.createAccount({
    plan: 'pro',
    name: 'Victim',
    email: victimEmail,
    password: 'victim-password',
  });
  victimKeyHash = sha256Hex(victim.apiKey);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'logo.png');
  const upload = await fetch(`${api.url}/v1/images`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${victim.apiKey}` },
    body: form,
  });
  expect(upload.status).toBe(201);
  victimImage = ((await upload.json()) as { id: string }).id;
});
afterAll(async () => {
  await api?.close();
  await redis?.stop();
  rmSync(work, { recursive: true, force: true });
});

const now = String(Date.now() - 60_000);
const tree = JSON.stringify({ version: 1, canvas: {}, metadata: {}, blocks: [] });

function template(id: string, overrides: Record<string, string> = {}) {
  const fields = {
    blockTree: tree,
    createdAt: now,
    id,
    metaIndex: '{}',
    metadata: '{}',
    name: 'Newsletter',
    size: '900',
    tags: '[]',
    thumbnail: '',
    updatedAt: now,
    userId: '',
    version: '1',
    ...overrides,
  };
  const version = { blockTree: tree, name: fields.name, savedBy: '', size: '700', updatedAt: now, version: '1' };
  return { score: Number(now), fields, versions: [{ score: 1, fields: version }] };
}

function image(id: string, data: Buffer, type = 'image/png') {
  return {
    score: Number(now),
    fields: {
      createdAt: now,
      data: { base64: data.toString('base64') },
      height: '',
      id,
      name: 'x.png',
      size: String(data.length),
      storage: 'redis',
      type,
      userId: '',
      width: '',
    },
  };
}

/** A hand-made export: one account, with whatever records a test puts in it. */
function exportDoc(
  parts: {
    account?: Record<string, string>;
    usage?: Record<string, string>;
    keys?: (accountId: string) => unknown[];
    dashboardUsers?: (accountId: string) => unknown[];
    templates?: unknown[];
    images?: unknown[];
  } = {},
) {
  const accountId = `acct_${randomBase62(16)}`;
  const account = {
    createdAt: now,
    id: accountId,
    'limit:renders': '10000',
    'limit:rpm': '300',
    'limit:storageMb': '1000',
    'limit:templates': '1000000000',
    name: 'Importer',
    plan: 'pro',
    ...parts.account,
  };
  return {
    format: 'email-builder-account',
    version: 1,
    accountId,
    account,
    usage: parts.usage ?? {},
    keys: parts.keys?.(accountId) ?? [],
    dashboardUsers: parts.dashboardUsers?.(accountId) ?? [],
    templates: parts.templates ?? [],
    images: parts.images ?? [],
    blocks: [],
  };
}

async function importDoc(doc: unknown) {
  const file = join(work, `doc-${randomBase62(8)}.json`);
  writeFileSync(file, JSON.stringify(doc));
  return runCli(redis.url, ['import-account'], { stdin: file });
}

async function expectNothingOf(accountId: string) {
  expect(await scanKeys(api.running.deps.store.redis, `{${accountId}}*`)).toEqual([]);
  expect(await api.running.deps.store.redis.sismember('accounts', accountId)).toBe(0);
}

describe('import-account refuses what the API would refuse', { timeout: 120_000 }, () => {
  it("never takes over another account's public image id; the victim's URL still serves its PNG", async () => {
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const doc = exportDoc({ templates: [template(`tpl_${randomBase62(20)}`)], images: [image(victimImage, PNG)] });
    const r = await importDoc(doc);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`image id ${victimImage} is already in use here`));
    await expectNothingOf(doc.accountId);
    // Not even with HTML under the same id: the file's bytes are never stored.
    expect((await importDoc(exportDoc({ images: [image(victimImage, html, 'text/html')] }))).code).toBe(1);
    const served = await fetch(`${api.url}/v1/images/${victimImage}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("never takes over another account's key or dashboard e-mail, nor accepts an id twice", async () => {
    const key = (accountId: string, hash: string) => ({
      score: Number(now),
      fields: {
        accountId,
        createdAt: now,
        generation: '1',
        hash,
        id: `key_${randomBase62(16)}`,
        lastFour: 'abcd',
        origins: '',
        prefix: 'eb_live_',
        status: 'active',
      },
    });
    const password = await hashPassword('importer-password');
    const user = (accountId: string, email: string) => ({
      fields: { accountId, createdAt: now, email, id: `duser_${randomBase62(16)}`, password },
    });
    const cases: Array<[Parameters<typeof exportDoc>[0], RegExp]> = [
      [{ keys: (a) => [key(a, victimKeyHash)] }, /keys\[0\]: the secret of key key_\w+ is already in use here/],
      [
        { dashboardUsers: (a) => [user(a, victimEmail.toUpperCase())] },
        /dashboardUsers\[0\]: dashboard e-mail .* is already in use here/,
      ],
      [
        { dashboardUsers: (a) => [user(a, 'same@example.com'), user(a, 'Same@Example.com')] },
        /dashboardUsers\[1\]: dashboard e-mail same@example.com appears twice/,
      ],
      [
        { images: [image(`img_${'a'.repeat(24)}`, PNG), image(`img_${'a'.repeat(24)}`, PNG)] },
        /images\[1\]: id img_a+ appears twice/,
      ],
    ];
    for (const [parts, message] of cases) {
      const doc = exportDoc(parts);
      const r = await importDoc(doc);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(message);
      await expectNothingOf(doc.accountId);
    }
    const login = await fetch(`${api.url}/v1/dashboard/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: victimEmail, password: 'victim-password' }),
    });
    expect(login.status).toBe(200);
  });

  it('re-sniffs image types from the bytes: HTML is refused, a mislabelled PNG is stored as image/png', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const refused = exportDoc({ images: [image(`img_${randomBase62(24)}`, html, 'image/png')] });
    const r = await importDoc(refused);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/images\[0\]: data is not a PNG, JPEG, GIF or WebP image/);
    await expectNothingOf(refused.accountId);

    const id = `img_${randomBase62(24)}`;
    const ok = await importDoc(exportDoc({ images: [image(id, PNG, 'text/html')] }));
    expect(ok.code, ok.stderr).toBe(0);
    const served = await fetch(`${api.url}/v1/images/${id}`);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('plans are known plans with their own limits; enterprise overrides are capped', async () => {
    const huge = exportDoc({
      account: { plan: 'enterprise', 'override:rpm': '1000000000', 'limit:rpm': '1000000000' },
    });
    const r = await importDoc(huge);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/override:rpm must be an integer from 1 to 100000/);
    await expectNothingOf(huge.accountId);
    expect((await importDoc(exportDoc({ account: { plan: 'platinum' } }))).stderr).toMatch(
      /plan "platinum" is not a known plan/,
    );

    // Limits in the file are ignored: a pro account gets pro's limits.
    const inflated = exportDoc({
      account: { 'limit:rpm': '1000000000', 'limit:renders': '1000000000', 'limit:storageMb': '1000000000' },
    });
    expect((await importDoc(inflated)).code).toBe(0);
    const account = await api.running.deps.store.accounts.get(inflated.accountId);
    expect(account?.limits).toEqual({
      rpm: 300,
      templates: 1_000_000_000,
      renders: 10_000,
      storageMb: 1_000,
      coEditors: 5,
    });
  });

  it('usage is recomputed from the records, not taken from the file; negative render counts are refused', async () => {
    const negative = exportDoc({ usage: { 'renders:2026-11': '-3' } });
    expect((await importDoc(negative)).stderr).toMatch(/renders:2026-11 must be an integer from 0/);
    await expectNothingOf(negative.accountId);

    const id = `tpl_${randomBase62(20)}`;
    const doc = exportDoc({ usage: { storageBytes: '-50000000' }, templates: [template(id)] });
    const r = await importDoc(doc);
    expect(r.code, r.stderr).toBe(0);
    const usage = await api.running.deps.store.accounts.usage(doc.accountId);
    const redisClient = api.running.deps.store.redis;
    const [size, versionSize] = await Promise.all([
      redisClient.hget(`{${doc.accountId}}:tpl:${id}`, 'size'),
      redisClient.hget(`{${doc.accountId}}:tpl:${id}:v:1`, 'size'),
    ]);
    // The file claimed 900 and 700 bytes: both are measured instead.
    expect(Number(size)).toBeGreaterThan(1000);
    expect(Number(versionSize)).not.toBe(700);
    expect(usage.storageBytes).toBe(Number(size) + Number(versionSize));
    expect(usage.templates).toBe(1);
  });

  it('user ids and names follow the §9 string rules: lone surrogates, bidi and invisible marks are refused', async () => {
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ userId: 'victim\ud800' }, /userId must be well-formed Unicode/],
      [{ userId: 'victim\u200e' }, /userId must not contain control characters/],
      [{ name: 'Invoice\u202efdp.exe' }, /name must not contain control characters/],
      [{ blockTree: JSON.stringify({ version: 1, blocks: 'x' }) }, /blockTree\.blocks/],
      [{ shadow: 'x' }, /unknown field "shadow"/],
    ];
    for (const [overrides, message] of cases) {
      const doc = exportDoc({ templates: [template(`tpl_${randomBase62(20)}`, overrides)] });
      const r = await importDoc(doc);
      expect(r.code, JSON.stringify(overrides)).toBe(1);
      expect(r.stderr).toMatch(message);
      await expectNothingOf(doc.accountId);
    }
    const bidiAccount = exportDoc({ account: { name: 'Acme\u2066Corp' } });
    expect((await importDoc(bidiAccount)).stderr).toMatch(
      /account: name must be at most 200 characters without control/,
    );
  });

  it('restores a file three times larger than its heap, reading it as a stream', async () => {
    // ~150 MB of templates (each ~45 KB of text blocks, plus a version) through a 48 MB heap (the
    // CLI itself takes ~11 MB of it): the old import read the whole file into one string and
    // could not.
    const html = `<p>${'hello world '.repeat(1200)}</p>`;
    const blockTree = JSON.stringify({
      version: 1,
      canvas: {},
      metadata: {},
      blocks: [1, 2, 3].map((i) => ({ id: `b${i}`, type: 'text', props: { html } })),
    });
    const doc = exportDoc();
    const file = join(work, 'large.json');
    const out = createWriteStream(file);
    const head = JSON.stringify({
      ...doc,
      templates: undefined,
      images: undefined,
      blocks: undefined,
      keys: undefined,
      dashboardUsers: undefined,
    });
    out.write(`${head.slice(0, -1)},\n"templates":[`);
    const count = 1750;
    for (let i = 0; i < count; i++) {
      const item = template(`tpl_big${String(i).padStart(6, '0')}`, { blockTree });
      item.versions[0]!.fields.blockTree = blockTree;
      if (!out.write(`${i === 0 ? '' : ','}\n${JSON.stringify(item)}`)) await once(out, 'drain');
    }
    out.end('\n]}\n');
    await once(out, 'finish');
    const bytes = readFileSync(file).length;
    expect(bytes).toBeGreaterThan(3 * 48 * 1024 * 1024);

    const r = await runCli(redis.url, ['import-account'], { stdin: file }, ['--max-old-space-size=48']);
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).counts).toMatchObject({ templates: count, versions: count });
    expect((await api.running.deps.store.accounts.usage(doc.accountId)).templates).toBe(count);
  });
});
