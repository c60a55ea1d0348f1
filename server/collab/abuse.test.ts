// What the live-editing socket refuses (docs/api.md §14): an origin no key allows, at the upgrade
// or at authentication; a message over 1 MB; more than 60 messages a second. Each closes only the
// offending connection: the other editor keeps editing.

import * as encoding from 'lib0/encoding';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { connectLive, type LiveClient, propOf, setProp } from '../test/collab-client';
import {
  createAccount,
  createSessionToken,
  loginDashboard,
  type StartedApi,
  startApi,
  type TestAccount,
} from '../test/harness';
import { client } from '../test/http';
import { MAX_MESSAGE_BYTES } from './socket';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let account: TestAccount;
let templateId: string;
const clients: LiveClient[] = [];

beforeAll(async () => {
  api = await startApi({ redisUrl });
  const login = { email: `abuse-${crypto.randomUUID()}@example.com`, password: 'a long enough password 1' };
  account = await createAccount(redisUrl, { plan: 'pro', ...login });
  const call = client(api.url);
  const origins = await call('PATCH', `/v1/keys/${account.keyId}/origins`, {
    token: await loginDashboard(api.url, login.email, login.password),
    body: { origins: ['https://app.example.com'] },
  });
  expect(origins.status).toBe(200);
  const created = await call('POST', '/v1/templates', {
    token: account.apiKey,
    body: {
      name: 'Abuse',
      userId: 'u1',
      blockTree: { blocks: [{ id: 'h1', type: 'heading', props: { text: 'Hi', level: 1 } }] },
    },
  });
  templateId = created.body._id;
});

afterAll(async () => {
  for (const c of clients) c.close();
  await api?.close();
});

/** Opens a raw socket to `/v1/collab`; resolves with how the upgrade ended. */
function rawSocket(origin?: string): Promise<{ ws: WebSocket | null; status: number | null }> {
  const ws = new WebSocket(`${api.url.replace('http', 'ws')}/v1/collab`, origin ? { headers: { Origin: origin } } : {});
  return new Promise((resolve) => {
    ws.once('open', () => resolve({ ws, status: null }));
    ws.once('unexpected-response', (_req, res) => resolve({ ws: null, status: res.statusCode ?? 0 }));
  });
}

function closed(ws: WebSocket): Promise<number> {
  return new Promise((resolve) => ws.once('close', (code) => resolve(code)));
}

/** A sync "update" message for `templateId` carrying `size` bytes. */
function updateMessage(size: number): Uint8Array {
  const e = encoding.createEncoder();
  encoding.writeVarString(e, templateId);
  encoding.writeVarUint(e, 0);
  encoding.writeVarUint(e, 2);
  encoding.writeVarUint8Array(e, new Uint8Array(size));
  return encoding.toUint8Array(e);
}

describe('the live-editing socket refuses', () => {
  it('an origin no key could allow at the upgrade, and an origin outside the key allowlist at authentication', async () => {
    expect((await rawSocket('null')).status).toBe(403);
    const token = await createSessionToken(api.url, account.apiKey, 'u1');
    const outside = await connectLive(api.url, templateId, token, { origin: 'https://evil.example', reconnect: false });
    clients.push(outside);
    expect(outside.refused).toBe('origin_not_allowed');
    const allowed = await connectLive(api.url, templateId, token, { origin: 'https://app.example.com' });
    clients.push(allowed);
    expect(allowed.refused).toBeNull();
  });

  it('a message over 1 MB and a flood of messages close that connection; the other editor goes on', async () => {
    const token = await createSessionToken(api.url, account.apiKey, 'u1');
    const editor = await connectLive(api.url, templateId, token, { origin: 'https://app.example.com' });
    clients.push(editor);

    const big = await rawSocket('https://app.example.com');
    const bigClosed = closed(big.ws as WebSocket);
    big.ws?.send(updateMessage(MAX_MESSAGE_BYTES + 1));
    expect(await bigClosed).toBe(1009);

    const flood = await rawSocket('https://app.example.com');
    const floodClosed = closed(flood.ws as WebSocket);
    for (let i = 0; i < 100; i++) flood.ws?.send(updateMessage(1));
    expect(await floodClosed).toBe(1008);

    setProp(editor.doc, 0, 'text', 'Still here');
    await editor.acknowledged();
    const again = await connectLive(api.url, templateId, token, { origin: 'https://app.example.com' });
    clients.push(again);
    expect(propOf(again.doc, 0, 'text')).toBe('Still here');
  });
});
