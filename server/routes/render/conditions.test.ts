// Display conditions over HTTP (docs/api.md §16): templates keep a block's condition, refuse a bad
// one naming its field, and POST /v1/render writes it in the syntax the request names.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let acct: TestAccount;

const docWith = (condition: unknown) => ({
  version: 1,
  blocks: [
    { id: 'vip', type: 'heading', props: { text: 'Members only' }, condition },
    { id: 'all', type: 'text', props: { html: '<p>For everyone</p>' } },
  ],
});
const plan = { tag: 'plan', op: 'equals', value: "pro's" };

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
  acct = await createAccount(redisUrl, { plan: 'pro' });
});
afterAll(async () => {
  await api?.close();
});

describe('display conditions', () => {
  it('a template keeps its blocks’ conditions through create, update and get', async () => {
    const created = await call('POST', '/v1/templates', {
      token: acct.apiKey,
      body: { name: 'VIP', blockTree: docWith(plan) },
    });
    expect(created.status).toBe(201);
    expect(created.body.blockTree.blocks[0].condition).toEqual(plan);
    const set = { tag: 'first_name', op: 'is_set' };
    const updated = await call('PUT', `/v1/templates/${created.body._id}`, {
      token: acct.apiKey,
      body: { blockTree: docWith(set) },
    });
    expect(updated.status).toBe(200);
    const read = await call('GET', `/v1/templates/${created.body._id}`, { token: acct.apiKey });
    expect(read.body.blockTree.blocks[0].condition).toEqual(set);
  });

  it('create, update and render refuse a bad condition with 400 naming the field', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ tag: 'plan', op: 'equals' }, /^blockTree\.blocks\[0\]\.condition\.value is required/],
      [{ tag: 'plan', op: 'is_set', value: 'x' }, /^blockTree\.blocks\[0\]\.condition\.value is not an allowed field/],
      [{ tag: 'plan', op: 'like', value: 'x' }, /^blockTree\.blocks\[0\]\.condition\.op must be one of/],
      [{ tag: '{{plan}}', op: 'is_set' }, /^blockTree\.blocks\[0\]\.condition\.tag must be a merge tag name/],
      [{ tag: 'plan', op: 'contains', value: 'x"}}' }, /^blockTree\.blocks\[0\]\.condition\.value must not contain/],
      [
        { tag: 'plan', op: 'equals', value: 'x'.repeat(501) },
        /^blockTree\.blocks\[0\]\.condition\.value must be at most 500/,
      ],
    ];
    const existing = await call('POST', '/v1/templates', {
      token: acct.apiKey,
      body: { name: 'Plain', blockTree: docWith(undefined) },
    });
    for (const [condition, message] of cases) {
      const blockTree = docWith(condition);
      for (const r of [
        await call('POST', '/v1/templates', { token: acct.apiKey, body: { name: 'Bad', blockTree } }),
        await call('PUT', `/v1/templates/${existing.body._id}`, { token: acct.apiKey, body: { blockTree } }),
        await call('POST', '/v1/render', { token: acct.apiKey, body: { blockTree } }),
      ]) {
        expect(r.status).toBe(400);
        expect(r.body.code).toBe('invalid_input');
        expect(r.body.error).toMatch(message);
      }
    }
    expect(
      (await call('GET', '/v1/templates', { token: acct.apiKey })).body.map((t: { name: string }) => t.name).sort(),
    ).toEqual(['Plain', 'VIP']);
  });

  it('POST /v1/render writes conditions in the syntax asked for, Handlebars by default, in HTML and text', async () => {
    const expected: Record<string, string> = {
      handlebars: '{{#if (eq plan "pro\'s")}}',
      liquid: '{% if plan == "pro\'s" %}',
      mailchimp: "*|IF:PLAN=pro's|*",
      ampscript: '%%[IF AttributeValue("plan") == "pro\'s" THEN]%%',
    };
    const byDefault = await call('POST', '/v1/render', { token: acct.apiKey, body: { blockTree: docWith(plan) } });
    expect(byDefault.status).toBe(200);
    expect(byDefault.body.text).toBe(`${expected.handlebars}\nMembers only\n{{/if}}\n\nFor everyone\n`);
    for (const [syntax, open] of Object.entries(expected)) {
      const r = await call('POST', '/v1/render', { token: acct.apiKey, body: { blockTree: docWith(plan), syntax } });
      expect(r.status).toBe(200);
      expect(r.body.html).toMatch(
        new RegExp(`${open.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}<table[^>]*>.*Members only.*?</table>`),
      );
      expect(r.body.text.startsWith(`${open}\nMembers only\n`)).toBe(true);
    }
  });

  it('POST /v1/render refuses an unknown syntax with 400 naming it', async () => {
    for (const syntax of ['jinja', '{{ }}', 1, null]) {
      const r = await call('POST', '/v1/render', { token: acct.apiKey, body: { blockTree: docWith(plan), syntax } });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('invalid_input');
      expect(r.body.error).toMatch(/^syntax must be one of "handlebars", "liquid", "mailchimp", "ampscript"/);
    }
  });
});
