// export-account / import-account as an operator runs them: CLI subprocesses against two private
// Redis servers. Export from the first, import into the empty second, export again: the documents
// are identical, and keys, templates, images and dashboard logins work against the second.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisHandle, startPrivateRedis } from '../../scripts/redis';
import { createRedis, waitForRedis } from '../redis/client';
import { createStore } from '../store';
import { type StartedApi, startApi } from '../test/harness';
import { type Call, client } from '../test/http';
import { runCli } from './cli-process';

const ROOT = new URL('../..', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'eb-export-'));
let source: RedisHandle;
let target: RedisHandle;
let sourceApi: StartedApi;

const cli = runCli;

beforeAll(async () => {
  [source, target] = await Promise.all([startPrivateRedis(), startPrivateRedis()]);
  sourceApi = await startApi({ redisUrl: source.url });
});

afterAll(async () => {
  await sourceApi?.close();
  await Promise.all([source?.stop(), target?.stop()]);
  rmSync(work, { recursive: true, force: true });
});

describe('export-account / import-account', { timeout: 180_000 }, () => {
  it('round-trips an account: identical second export; keys, revocations, origins, templates, images and logins work after import', async () => {
    const call: Call = client(sourceApi.url);
    const store = sourceApi.running.deps.store;
    const email = `owner-${Date.now()}@example.com`;
    const account = await store.createAccount({ plan: 'pro', name: 'Moving Co', email, password: 'owner-password' });
    const second = await store.apiKeys.create(account.accountId);
    const login = await call('POST', '/v1/dashboard/login', { body: { email, password: 'owner-password' } });
    expect(login.status).toBe(200);
    expect(
      (
        await call('PATCH', `/v1/keys/${account.keyId}/origins`, {
          token: login.body.token,
          body: { origins: ['https://app.example.com'] },
        })
      ).status,
    ).toBe(200);
    const revoked = await store.apiKeys.create(account.accountId);
    expect(
      (await call('POST', `/v1/dashboard/keys/${revoked.keyId}/revoke`, { token: login.body.token })).status,
    ).toBeLessThan(300);

    const shared = await call('POST', '/v1/templates', {
      token: account.apiKey,
      body: { name: 'Shared ✓ émoji 🎉', metadata: { campaign: 'spring', n: 3 }, tags: ['a', 'b'] },
    });
    expect(shared.status).toBe(201);
    const session = await call('POST', '/v1/sessions', { token: account.apiKey, body: { userId: 'user-1' } });
    const own = await call('POST', '/v1/templates', {
      token: session.body.sessionToken,
      body: { name: 'Mine' },
      headers: { Origin: 'https://app.example.com' },
    });
    expect(own.status).toBe(201);
    const savedBlock = await call('POST', '/v1/blocks', {
      token: session.body.sessionToken,
      body: { name: 'Footer', block: { id: 'b1', type: 'text', props: { html: '<p>Thanks for reading</p>' } } },
      headers: { Origin: 'https://app.example.com' },
    });
    expect(savedBlock.status, JSON.stringify(savedBlock.body)).toBe(201);
    expect(
      (
        await call('PUT', `/v1/templates/${shared.body._id}`, {
          token: account.apiKey,
          body: { name: 'Shared, renamed' },
        })
      ).status,
    ).toBe(200);
    // Its approval (docs/api.md §15) travels: the status, its index and the transitions on the version.
    for (const body of [{ status: 'in_review', note: 'Please check' }, { status: 'approved' }]) {
      const moved = await call('POST', `/v1/templates/${shared.body._id}/status`, { token: account.apiKey, body });
      expect(moved.status, moved.text).toBe(200);
    }
    // The note also became a comment; comments travel with their template (a reply with a mention,
    // and a user's comment on their own template), and so do the account's custom block types.
    const comments = await call('GET', `/v1/templates/${shared.body._id}/comments`, { token: account.apiKey });
    expect((comments.body as Array<{ text: string }>).map((c) => c.text)).toEqual(['Please check']);
    const reply = await call('POST', `/v1/templates/${shared.body._id}/comments`, {
      token: account.apiKey,
      body: {
        text: 'Checked — a longer reply, so this comment is no longer a compact hash in Redis at all.',
        parentId: comments.body[0]._id,
        mentions: ['user-1'],
      },
    });
    expect(reply.status, reply.text).toBe(201);
    const onOwn = await call('POST', `/v1/templates/${own.body._id}/comments`, {
      token: session.body.sessionToken,
      body: { text: 'Note to self', blockId: 'hero' },
      headers: { Origin: 'https://app.example.com' },
    });
    expect(onOwn.status, onOwn.text).toBe(201);
    const blockType = await call('PUT', '/v1/block-types/product', {
      token: account.apiKey,
      body: {
        label: 'Product',
        icon: '🛍️',
        fields: [{ name: 'title', type: 'text', label: 'Title', default: 'A product' }],
        template: '<p>{{title}}</p>',
      },
    });
    expect(blockType.status, blockType.text).toBe(201);
    expect(
      (await call('POST', '/v1/render', { token: account.apiKey, body: { templateId: shared.body._id } })).status,
    ).toBe(200);
    const png = readFileSync(join(ROOT, 'core/assets/starters/summit-logo.png'));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const image = await fetch(`${sourceApi.url}/v1/images`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${account.apiKey}` },
      body: form,
    });
    expect(image.status).toBe(201);
    const imageId = ((await image.json()) as { id: string }).id;
    const listBefore = await call('GET', '/v1/templates', { token: account.apiKey });

    const first = join(work, 'first.json');
    const exported = await cli(source.url, ['export-account', '--account', account.accountId], { stdout: first });
    expect(exported.code, exported.stderr).toBe(0);
    const text = readFileSync(first, 'utf8');
    const doc = JSON.parse(text);
    expect(doc.accountId).toBe(account.accountId);
    expect(doc.keys).toHaveLength(3);
    expect(doc.dashboardUsers).toHaveLength(1);
    expect(doc.templates).toHaveLength(2);
    expect(doc.images).toHaveLength(1);
    expect(doc.blocks).toHaveLength(1);
    expect(doc.comments.map((c: { fields: { text: string } }) => c.fields.text).sort()).toEqual([
      'Checked — a longer reply, so this comment is no longer a compact hash in Redis at all.',
      'Note to self',
      'Please check',
    ]);
    expect(doc.blockTypes.map((t: { fields: { name: string } }) => t.fields.name)).toEqual(['product']);
    // Templates travel with their history (docs/api.md §13): the shared one was created then renamed.
    const sharedItem = doc.templates.find((t: { fields: { id: string } }) => t.fields.id === shared.body._id);
    expect(
      sharedItem.versions.map((v: { score: number; fields: { name: string } }) => [v.score, v.fields.name]),
    ).toEqual([
      [1, 'Shared ✓ émoji 🎉'],
      [2, 'Shared, renamed'],
    ]);
    // Never a secret: the key secrets, the password and the dashboard token appear nowhere.
    for (const secret of [account.apiKey, second.apiKey, revoked.apiKey, 'owner-password', login.body.token])
      expect(text).not.toContain(secret);
    expect(doc.dashboardUsers[0].fields.password).toMatch(/^scrypt/);

    const imported = await cli(target.url, ['import-account'], { stdin: first });
    expect(imported.code, imported.stderr).toBe(0);
    expect(JSON.parse(imported.stdout)).toEqual({
      accountId: account.accountId,
      counts: {
        keys: 3,
        dashboardUsers: 1,
        templates: 2,
        versions: 3,
        images: 1,
        blocks: 1,
        comments: 3,
        blockTypes: 1,
      },
    });

    const again = join(work, 'again.json');
    expect((await cli(target.url, ['export-account', '--account', account.accountId], { stdout: again })).code).toBe(0);
    expect(readFileSync(again, 'utf8')).toBe(text);

    // A second import of the same account is refused, and changes nothing.
    const twice = await cli(target.url, ['import-account'], { stdin: first });
    expect(twice.code).toBe(1);
    expect(twice.stderr).toMatch(/already exists/);

    const targetApi = await startApi({ redisUrl: target.url });
    try {
      const moved = client(targetApi.url);
      const list = await moved('GET', '/v1/templates', { token: second.apiKey });
      expect(list.status).toBe(200);
      expect(list.body).toEqual(listBefore.body);
      expect((await moved('GET', '/v1/templates', { token: revoked.apiKey })).status).toBe(401);
      const movedLogin = await moved('POST', '/v1/dashboard/login', { body: { email, password: 'owner-password' } });
      expect(movedLogin.status).toBe(200);
      const keys = await moved('GET', '/v1/dashboard/keys', { token: movedLogin.body.token });
      const withOrigins = keys.body.find((k: { id: string }) => k.id === account.keyId);
      expect(withOrigins.origins).toEqual(['https://app.example.com']);
      // Origins still enforced for session tokens; the user's template is still theirs.
      const movedSession = await moved('POST', '/v1/sessions', { token: account.apiKey, body: { userId: 'user-1' } });
      expect((await moved('GET', '/v1/templates', { token: movedSession.body.sessionToken })).status).toBe(403);
      const mine = await moved('GET', `/v1/templates/${own.body._id}`, {
        token: movedSession.body.sessionToken,
        headers: { Origin: 'https://app.example.com' },
      });
      expect(mine.status).toBe(200);
      expect(mine.body.userId).toBe('user-1');
      const movedBlock = await moved('GET', `/v1/blocks/${savedBlock.body._id}`, {
        token: movedSession.body.sessionToken,
        headers: { Origin: 'https://app.example.com' },
      });
      expect(movedBlock.status).toBe(200);
      expect(movedBlock.body.name).toBe('Footer');
      const bytes = Buffer.from(await (await fetch(`${targetApi.url}/v1/images/${imageId}`)).arrayBuffer());
      expect(bytes.equals(png)).toBe(true);
      // Comments, their threads and mentions, and the block types answer as they did before.
      for (const path of [
        `/v1/templates/${shared.body._id}/comments`,
        `/v1/templates/${own.body._id}/comments`,
        '/v1/comments?mentions=user-1&status=open',
        '/v1/block-types',
      ]) {
        const before = await call('GET', path, { token: account.apiKey });
        expect(before.status, path).toBe(200);
        expect((await moved('GET', path, { token: account.apiKey })).body, path).toEqual(before.body);
      }
      expect(
        (await moved('GET', '/v1/comments?mentions=user-1&status=open', { token: account.apiKey })).body,
      ).toHaveLength(1);
      const validate = await moved('GET', '/v1/keys/validate', { token: account.apiKey });
      expect(validate.body.usage).toEqual(
        (await call('GET', '/v1/keys/validate', { token: account.apiKey })).body.usage,
      );
      // The history moved too: listed, readable, restorable, and the next save continues the numbering.
      const history = await moved('GET', `/v1/templates/${shared.body._id}/versions`, { token: account.apiKey });
      expect(history.body.map((v: { version: number; name: string }) => [v.version, v.name])).toEqual([
        [2, 'Shared, renamed'],
        [1, 'Shared ✓ émoji 🎉'],
      ]);
      expect(history.body[0].statusChanges.map((c: { to: string; note?: string }) => [c.to, c.note])).toEqual([
        ['in_review', 'Please check'],
        ['approved', undefined],
      ]);
      const approved = await moved('GET', '/v1/templates?status=approved', { token: account.apiKey });
      expect(approved.body.map((t: { _id: string; status: string }) => [t._id, t.status])).toEqual([
        [shared.body._id, 'approved'],
      ]);
      const restored = await moved('POST', `/v1/templates/${shared.body._id}/versions/1/restore`, {
        token: account.apiKey,
      });
      expect(restored.status).toBe(200);
      expect(restored.body.name).toBe('Shared ✓ émoji 🎉');
      const after = await moved('GET', `/v1/templates/${shared.body._id}/versions`, { token: account.apiKey });
      expect(after.body.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    } finally {
      await targetApi.close();
    }
  });

  it('streams 10,000 templates with a heap far smaller than the document', async () => {
    // Its own connection with a patient command timeout: 10,000 writes of 8 KB on a busy machine.
    const redis = createRedis({ url: source.url, commandTimeoutMs: 20_000, name: 'export-test-seed' });
    await waitForRedis(redis, 10_000);
    const store = createStore(redis);
    const { accountId } = await store.createAccount({ plan: 'agency' });
    // ~8 KB per template and as much again for its first version: the whole document (~160 MB) could
    // not fit in the 40 MB heap given below.
    const filler = 'x'.repeat(8000);
    const blockTreeJson = JSON.stringify({ version: 1, canvas: {}, metadata: { filler }, blocks: [] });
    for (let i = 0; i < 10_000; i += 100) {
      await Promise.all(
        Array.from({ length: 100 }, (_, j) =>
          store.templates.create(accountId, { name: `t${i + j}`, userId: null, blockTreeJson, metadata: {}, tags: [] }),
        ),
      );
    }
    redis.disconnect();
    const file = join(work, 'big.json');
    const exported = await cli(source.url, ['export-account', '--account', accountId], { stdout: file }, [
      '--max-old-space-size=40',
    ]);
    expect(exported.code, exported.stderr).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(text.length).toBeGreaterThan(160_000_000);
    const doc = JSON.parse(text);
    expect(doc.templates).toHaveLength(10_000);
    expect(new Set(doc.templates.map((t: { fields: { id: string } }) => t.fields.id)).size).toBe(10_000);
    // Each with its history (one version each), read alongside in the same bounded batches.
    expect(
      doc.templates.every(
        (t: { versions: Array<{ score: number }> }) => t.versions.length === 1 && t.versions[0]?.score === 1,
      ),
    ).toBe(true);
  });

  it('refuses a template whose kept versions are malformed, and changes nothing', async () => {
    const redis = createRedis({ url: source.url, name: 'export-test-versions', commandTimeoutMs: 5000 });
    await waitForRedis(redis, 10_000);
    const store = createStore(redis);
    const { accountId } = await store.createAccount({ plan: 'pro' });
    await store.templates.create(accountId, {
      name: 'One',
      userId: null,
      blockTreeJson: '{"blocks":[]}',
      metadata: {},
      tags: [],
    });
    redis.disconnect();
    const file = join(work, 'versions.json');
    expect((await cli(source.url, ['export-account', '--account', accountId], { stdout: file })).code).toBe(0);
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    expect(doc.templates[0].versions).toHaveLength(1);
    doc.templates[0].versions[0].score = 0;
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, JSON.stringify(doc));
    const r = await cli(target.url, ['import-account'], { stdin: file });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/templates\[0\] has a malformed version/);
    const check = createRedis({ url: target.url, name: 'export-test-versions-check', commandTimeoutMs: 5000 });
    await waitForRedis(check, 10_000);
    try {
      expect(await createStore(check).accounts.get(accountId)).toBeNull();
    } finally {
      check.disconnect();
    }
  });

  it('refuses a document that is not an export', async () => {
    const file = join(work, 'junk.json');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(file, JSON.stringify({ hello: 'world' }));
    const r = await cli(target.url, ['import-account'], { stdin: file });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/not an account export/);
  });
});
