// The optional claims of a session token: a display name (co-editing presence) and the addresses
// test sends may go to (docs/api.md §4, §16).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let acct: TestAccount;

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
  acct = await createAccount(redisUrl, { plan: 'pro' });
});
afterAll(async () => {
  await api?.close();
});

async function mint(body: Record<string, unknown>) {
  return call('POST', '/v1/sessions', { token: acct.apiKey, body: { userId: 'claims-user', ...body } });
}

async function validateWith(body: Record<string, unknown>) {
  const minted = await mint(body);
  expect(minted.status, JSON.stringify(minted.body)).toBe(201);
  const r = await call('GET', '/v1/keys/validate', { token: minted.body.sessionToken });
  expect(r.status).toBe(200);
  return r.body;
}

describe('POST /v1/sessions name', () => {
  it('is carried in the token and reported by validate (trimmed)', async () => {
    expect((await validateWith({ name: '  Ada Lovelace ' })).name).toBe('Ada Lovelace');
    expect((await validateWith({ name: 'ا'.repeat(80) })).name).toBe('ا'.repeat(80));
    expect((await validateWith({ name: '名前 👩🏽‍💻' })).name).toBe('名前 👩🏽‍💻');
  });

  it('is absent from validate when not given, and never reported for a secret key', async () => {
    expect(await validateWith({})).not.toHaveProperty('name');
    const secret = await call('GET', '/v1/keys/validate', { token: acct.apiKey });
    expect(secret.body).not.toHaveProperty('name');
    expect(secret.body).not.toHaveProperty('testRecipients');
  });

  it('refuses names that are empty, too long, not strings, or break the §9 string rules (400 naming the field)', async () => {
    for (const name of [
      '',
      '   ',
      'x'.repeat(81),
      42,
      null,
      'Ada\u0000',
      'Ada\u202eecilA',
      'tab\there',
      'lone \ud800',
    ]) {
      const r = await mint({ name });
      expect(r.status, JSON.stringify(name)).toBe(400);
      expect(r.body.code).toBe('invalid_input');
      expect(r.body.error).toMatch(/^name /);
    }
  });
});

describe('POST /v1/sessions testRecipients', () => {
  it('are carried in the token and reported by validate; one address twice is one recipient', async () => {
    const body = await validateWith({
      testRecipients: [' ada@example.com', 'qa+test@mail.example.co.uk', 'ADA@example.com'],
    });
    expect(body.testRecipients).toEqual(['ada@example.com', 'qa+test@mail.example.co.uk']);
    expect((await validateWith({ testRecipients: [] })).testRecipients).toBeUndefined();
    const five = ['a@example.com', 'b@example.com', 'c@example.com', 'd@example.com', 'e@example.com'];
    expect((await validateWith({ testRecipients: five, name: 'Ada' })).testRecipients).toEqual(five);
  });

  it('refuses more than five, or anything that is not one plain address (400 naming the field)', async () => {
    const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((l) => `${l}@example.com`);
    const bad: unknown[] = [
      six,
      'ada@example.com',
      ['not-an-address'],
      ['ada@example'],
      ['ada@@example.com'],
      ['.ada@example.com'],
      ['ada..l@example.com'],
      ['Ada <ada@example.com>'],
      ['ada@example.com, eve@example.com'],
      ['ada@example.com\r\nBcc: eve@example.com'],
      ['ada @example.com'],
      ['ada@-example.com'],
      [`${'a'.repeat(65)}@example.com`],
      [`ada@${'a'.repeat(250)}.com`],
      [42],
    ];
    for (const testRecipients of bad) {
      const r = await mint({ testRecipients });
      expect(r.status, JSON.stringify(testRecipients)).toBe(400);
      expect(r.body.error).toMatch(/^testRecipients/);
    }
  });
});
