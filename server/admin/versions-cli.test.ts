// The operator's version commands as operators run them: a real `tsx server/admin/cli.ts`
// subprocess against the suite's Redis, checked through the real HTTP API.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, redisEnv, type StartedApi, startApi } from '../test/harness';
import { type Call, client } from '../test/http';

const redisUrl = inject('redisUrl');
const ROOT = new URL('../..', import.meta.url).pathname;
const TSX = join(ROOT, 'node_modules/.bin/tsx');
let api: StartedApi;
let call: Call;

function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const env: Record<string, string | undefined> = { ...process.env, LOG_LEVEL: 'silent', ...redisEnv(redisUrl) };
    for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k];
    const child = spawn(TSX, ['server/admin/cli.ts', ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
});
afterAll(async () => {
  await api?.close();
});

describe('operator CLI: list-versions and restore-version', () => {
  // Five CLI processes, about a second each, more on a busy machine.
  it('lists versions newest first and restores one as a new version, visible through the API', async () => {
    const acct = await createAccount(redisUrl, { plan: 'pro' });
    const doc = (text: string) => ({ version: 1, blocks: [{ id: 'h', type: 'heading', props: { text } }] });
    const t = (
      await call('POST', '/v1/templates', { token: acct.apiKey, body: { name: 'Launch', blockTree: doc('one') } })
    ).body;
    await call('PUT', `/v1/templates/${t._id}`, {
      token: acct.apiKey,
      body: { name: 'Launch v2', blockTree: doc('two') },
    });

    const listed = await cli(['list-versions', '--account', acct.accountId, '--template', t._id]);
    expect(listed.code, listed.stderr).toBe(0);
    const list = JSON.parse(listed.stdout);
    expect(list.templateId).toBe(t._id);
    expect(list.versions.map((v: { version: number; name: string }) => [v.version, v.name])).toEqual([
      [2, 'Launch v2'],
      [1, 'Launch'],
    ]);
    expect(list.versions[1]).toMatchObject({ savedBy: null, updatedAt: t.createdAt });

    const restored = await cli(['restore-version', '--account', acct.accountId, '--template', t._id, '--version', '1']);
    expect(restored.code, restored.stderr).toBe(0);
    expect(JSON.parse(restored.stdout)).toMatchObject({
      templateId: t._id,
      restoredFrom: 1,
      version: 3,
      name: 'Launch',
    });
    const now = (await call('GET', `/v1/templates/${t._id}`, { token: acct.apiKey })).body;
    expect(now.name).toBe('Launch');
    expect(now.blockTree.blocks[0].props.text).toBe('one');
    expect((await call('GET', `/v1/templates/${t._id}/versions`, { token: acct.apiKey })).body).toHaveLength(3);

    const missingVersion = await cli([
      'restore-version',
      '--account',
      acct.accountId,
      '--template',
      t._id,
      '--version',
      '9',
    ]);
    expect(missingVersion.code).toBe(1);
    expect(missingVersion.stderr).toMatch(/has no version 9/);
    const badVersion = await cli([
      'restore-version',
      '--account',
      acct.accountId,
      '--template',
      t._id,
      '--version',
      'x',
    ]);
    expect(badVersion.code).toBe(2);
    const missingTemplate = await cli(['list-versions', '--account', acct.accountId, '--template', 'tpl_missing']);
    expect(missingTemplate.code).toBe(1);
    expect(missingTemplate.stderr).toMatch(/does not exist/);
  }, 120_000);
});
