// import-account refuses comments and custom block types that the API itself would refuse, or
// that do not hang together in the file (a reply before its thread, a comment on a template the
// file does not hold), and leaves nothing behind when it does.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedisHandle, startPrivateRedis } from '../../scripts/redis';
import { createRedis, type RedisClient, waitForRedis } from '../redis/client';
import { createStore, type Store } from '../store';
import { runCli } from './cli-process';

const work = mkdtempSync(join(tmpdir(), 'eb-export-extras-'));
let source: RedisHandle;
let target: RedisHandle;
let redis: RedisClient;
let check: RedisClient;
let store: Store;
let exported: Record<string, unknown> & {
  comments: Array<{ fields: Record<string, string> }>;
  blockTypes: Array<{ fields: Record<string, string> }>;
};
let accountId: string;

beforeAll(async () => {
  [source, target] = await Promise.all([startPrivateRedis(), startPrivateRedis()]);
  redis = createRedis({ url: source.url, name: 'export-extras-seed', commandTimeoutMs: 5000 });
  check = createRedis({ url: target.url, name: 'export-extras-check', commandTimeoutMs: 5000 });
  await Promise.all([waitForRedis(redis, 10_000), waitForRedis(check, 10_000)]);
  store = createStore(redis);
  ({ accountId } = await store.createAccount({ plan: 'pro' }));
  const template = await store.templates.create(accountId, {
    name: 'One',
    userId: null,
    blockTreeJson: '{"blocks":[]}',
    metadata: {},
    tags: [],
  });
  if (template.outcome !== 'ok') throw new Error(template.outcome);
  const templateId = template.record.id;
  const first = await store.comments.create(accountId, {
    templateId,
    blockId: null,
    parentId: null,
    text: 'First',
    mentions: [],
    userId: null,
    name: null,
  });
  if (first.outcome !== 'ok') throw new Error(first.outcome);
  const reply = {
    templateId,
    blockId: null,
    parentId: first.record.id,
    text: 'Reply',
    mentions: ['u1'],
    userId: 'u2',
    name: 'Uma',
  };
  expect((await store.comments.create(accountId, reply)).outcome).toBe('ok');
  const definition = {
    label: 'Card',
    fields: [{ name: 'title', type: 'text', label: 'Title' }],
    template: '<p>{{title}}</p>',
  };
  expect((await store.blockTypes.put(accountId, 'card', JSON.stringify(definition), 50)).outcome).toBe('ok');
  const file = join(work, 'good.json');
  const r = await runCli(source.url, ['export-account', '--account', accountId], { stdout: file });
  expect(r.code, r.stderr).toBe(0);
  exported = JSON.parse(readFileSync(file, 'utf8'));
});

afterAll(async () => {
  redis?.disconnect();
  check?.disconnect();
  await Promise.all([source?.stop(), target?.stop()]);
  rmSync(work, { recursive: true, force: true });
});

/** Imports the export changed by `edit`; the import must fail with `problem` and leave no key behind. */
async function refused(name: string, edit: (doc: typeof exported) => void, problem: RegExp): Promise<void> {
  const doc = structuredClone(exported);
  edit(doc);
  const file = join(work, `${name}.json`);
  writeFileSync(file, JSON.stringify(doc));
  const r = await runCli(target.url, ['import-account'], { stdin: file });
  expect(r.code, r.stdout).toBe(1);
  expect(r.stderr).toMatch(problem);
  expect(await check.keys(`{${accountId}}*`)).toEqual([]);
}

describe('import-account: comments and custom block types', { timeout: 120_000 }, () => {
  it('exports a thread first comment before its reply, with the block type as stored', () => {
    expect(exported.comments.map((c) => [c.fields.text, c.fields.parentId === ''])).toEqual([
      ['First', true],
      ['Reply', false],
    ]);
    expect(exported.blockTypes).toHaveLength(1);
    expect(JSON.parse(exported.blockTypes[0]!.fields.definition as string)).toMatchObject({
      label: 'Card',
      template: '<p>{{title}}</p>',
    });
  });

  it('refuses a reply whose thread is not before it in the file', async () => {
    await refused('reply-first', (doc) => doc.comments.reverse(), /comments\[0\]: parentId .* is not a thread/);
  });

  it('refuses a comment on a template the file does not hold', async () => {
    await refused('no-template', (doc) => (doc.templates = []), /comments\[0\]: template .* is not in the file/);
  });

  it('refuses comment text the API refuses (control characters, too long) and unknown fields', async () => {
    await refused(
      'control',
      (doc) => (doc.comments[0]!.fields.text = 'bad\u0007bell'),
      /comments\[0\]: .*control characters/,
    );
    await refused('long', (doc) => (doc.comments[0]!.fields.text = 'x'.repeat(2001)), /comments\[0\]: .*text/);
    await refused('extra', (doc) => (doc.comments[1]!.fields.html = '<b>x</b>'), /comments\[1\]: unknown field "html"/);
  });

  it('refuses a block type with a script in its template or a built-in name', async () => {
    await refused(
      'script',
      (doc) => {
        const stored = JSON.parse(doc.blockTypes[0]!.fields.definition as string);
        doc.blockTypes[0]!.fields.definition = JSON.stringify({
          ...stored,
          template: '<p>{{title}}</p><script>alert(1)</script>',
        });
      },
      /blockTypes\[0\]: definition\.template/,
    );
    await refused(
      'builtin',
      (doc) => (doc.blockTypes[0]!.fields.name = 'button'),
      /blockTypes\[0\]: name is a built-in block type/,
    );
  });

  it('imports the untouched file: both comments, the thread, the mention and the type', async () => {
    const file = join(work, 'good.json');
    const r = await runCli(target.url, ['import-account'], { stdin: file });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).counts).toMatchObject({ comments: 2, blockTypes: 1 });
    const moved = createStore(check);
    expect((await moved.blockTypes.all(accountId)).map((t) => t.name)).toEqual(['card']);
  });
});
