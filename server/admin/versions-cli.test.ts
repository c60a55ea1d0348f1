// The operator's version commands against the suite's Redis, checked through the real HTTP API.
// They run through the CLI's own `main` with its own streams and environment: the entry point and
// its exit codes as a real subprocess are cli.test.ts's cases.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, type StartedApi, startApi } from '../test/harness';
import { type Call, client } from '../test/http';
import { runCli } from './cli-process';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;

const cli = (args: string[]) => runCli(redisUrl, args);

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
});
afterAll(async () => {
  await api?.close();
});

describe('operator CLI: list-versions and restore-version', () => {
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
