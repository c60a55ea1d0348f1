// SIGKILL of an API process in the middle of a live session loses no change its editors were told
// was stored: the editor's document reconnects to the other process and everything acknowledged
// is there (docs/api.md §14). Two real `server/main.ts` processes on one Redis (or a Cluster).
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { type ApiProcess, startApiProcess } from '../test/api-process';
import { connectLive, type LiveClient, propOf, setProp } from '../test/collab-client';
import { createAccount, type TestAccount } from '../test/harness';
import { client } from '../test/http';

const redisUrl = inject('redisUrl');
let doomed: ApiProcess;
let survivor: ApiProcess;
let account: TestAccount;
const clients: LiveClient[] = [];

beforeAll(async () => {
  [doomed, survivor] = await Promise.all([startApiProcess(redisUrl), startApiProcess(redisUrl)]);
  account = await createAccount(redisUrl, { plan: 'agency' });
});

afterAll(async () => {
  for (const c of clients) c.close();
  await Promise.all([doomed?.stop(), survivor?.stop()]);
});

it('every acknowledged change survives SIGKILL of the instance that acknowledged it', async () => {
  const created = await client(survivor.url)('POST', '/v1/templates', {
    token: account.apiKey,
    body: { name: 'Kill', blockTree: { blocks: [{ id: 'h1', type: 'heading', props: { text: 'start', level: 1 } }] } },
  });
  const id: string = created.body._id;
  const editor = await connectLive(doomed.url, id, account.apiKey, { reconnect: false });
  const watcher = await connectLive(survivor.url, id, account.apiKey);
  clients.push(editor, watcher);

  for (let i = 1; i <= 30; i++) setProp(editor.doc, 0, 'text', `change ${i}`);
  setProp(editor.doc, 0, 'level', 2);
  await editor.acknowledged();
  doomed.process.kill('SIGKILL');
  await new Promise((resolve) => doomed.process.once('exit', resolve));

  // A newcomer on the survivor reads what was stored; the editor's own document reconnects there.
  const newcomer = await connectLive(survivor.url, id, account.apiKey);
  clients.push(newcomer);
  expect([propOf(newcomer.doc, 0, 'text'), propOf(newcomer.doc, 0, 'level')]).toEqual(['change 30', 2]);
  await expect.poll(() => propOf(watcher.doc, 0, 'text')).toBe('change 30');

  editor.close();
  const back = await connectLive(survivor.url, id, account.apiKey, { doc: editor.doc });
  clients.push(back);
  setProp(back.doc, 0, 'text', 'after the kill');
  await back.acknowledged();
  await expect.poll(() => propOf(newcomer.doc, 0, 'text')).toBe('after the kill');
});
