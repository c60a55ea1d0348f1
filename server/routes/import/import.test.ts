// POST /v1/import over real HTTP: each format, the report, the 400s that name the problem, 401
// without credentials, 413 beyond 2 MB (by the importer and by the body reader), nothing stored.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createSessionToken, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let acct: TestAccount;

const EMAIL =
  '<html><body bgcolor="#eeeeee"><table width="600" bgcolor="#ffffff"><tr><td><h1>Spring sale</h1><p>Hello <a href="https://a.test/x">friend</a></p>' +
  '<table><tr><td bgcolor="#ff6600"><a href="https://a.test/buy" style="color:#ffffff;padding:10px;display:inline-block">Buy</a></td></tr></table>' +
  '<form><input name="q">Search</form><script>alert(1)</script></td></tr></table></body></html>';

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
  acct = await createAccount(redisUrl, { plan: 'free' });
});
afterAll(async () => {
  await api?.close();
});

describe('POST /v1/import', () => {
  it('imports HTML into a blockTree with a report, and stores nothing', async () => {
    const before = await call('GET', '/v1/templates', { token: acct.apiKey });
    const r = await call('POST', '/v1/import', { token: acct.apiKey, body: { format: 'html', source: EMAIL } });
    expect(r.status).toBe(200);
    expect(r.body.blockTree.canvas).toMatchObject({ backdropColor: '#eeeeee', width: 600 });
    expect(r.body.blockTree.blocks.map((b: { type: string }) => b.type)).toEqual(['heading', 'text', 'button', 'html']);
    expect(r.body.report).toMatchObject({ blocks: 4, nativeBlocks: 3, htmlBlocks: 1 });
    expect(r.body.report.warnings.map((w: { message: string }) => w.message).join(' ')).toMatch(/<form>/);
    expect(JSON.stringify(r.body.blockTree)).not.toMatch(/<script|<form|<input/);
    const after = await call('GET', '/v1/templates', { token: acct.apiKey });
    expect(after.body).toEqual(before.body);
  });

  it('takes a session token, MJML text and JSON designs as objects or text', async () => {
    const session = await createSessionToken(api.url, acct.apiKey, 'u1');
    const mjml = await call('POST', '/v1/import', {
      token: session,
      body: {
        format: 'mjml',
        source: '<mjml><mj-body><mj-section><mj-column><mj-text>Hi</mj-text></mj-column></mj-section></mj-body></mjml>',
      },
    });
    expect(mjml.status).toBe(200);
    expect(mjml.body.blockTree.blocks.some((b: { type: string }) => b.type === 'text')).toBe(true);
    const design = {
      body: {
        rows: [{ cells: [1], columns: [{ contents: [{ type: 'text', values: { text: '<p>Hello</p>' } }] }] }],
        values: {},
      },
    };
    const unlayer = await call('POST', '/v1/import', {
      token: acct.apiKey,
      body: { format: 'unlayer', source: design },
    });
    expect(unlayer.status).toBe(200);
    const beefree = await call('POST', '/v1/import', {
      token: acct.apiKey,
      body: { format: 'beefree', source: JSON.stringify({ page: { rows: [] } }) },
    });
    expect(beefree.status).toBe(200);
    expect(beefree.body.report.warnings).toContainEqual({
      code: 'no_content',
      message: 'no content was found in the source',
      values: {},
    });
  });

  it('answers 400 naming the problem: unknown format, wrong structure, text for a JSON format, wrong shape', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ format: 'docx', source: 'x' }, /format must be one of html, mjml, unlayer, beefree/],
      [{ format: 'unlayer', source: { page: { rows: [] } } }, /not an Unlayer design/],
      [{ format: 'beefree', source: '<html></html>' }, /not JSON/],
      [{ format: 'mjml', source: '<p>no mjml</p>' }, /not MJML/],
      [{ format: 'html', source: ['a'] }, /source must be the email as text, or a JSON design object/],
      [{ format: 'html' }, /source/],
      [{ format: 'html', source: `<div>${'<div>'.repeat(10_000)}` }, /nested too deeply/],
    ];
    for (const [body, message] of cases) {
      const r = await call('POST', '/v1/import', { token: acct.apiKey, body });
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.body).toEqual({ error: expect.stringMatching(message), code: 'invalid_input' });
    }
  });

  it('answers 401 without credentials', async () => {
    const r = await call('POST', '/v1/import', { body: { format: 'html', source: EMAIL } });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe('unauthorized');
  });

  it('answers 413 for a source over 2 MB, and for a body the reader refuses', async () => {
    const justOver = await call('POST', '/v1/import', {
      token: acct.apiKey,
      body: { format: 'html', source: `<p>${'a'.repeat(2 * 1024 * 1024)}</p>` },
    });
    expect(justOver.status).toBe(413);
    expect(justOver.body).toEqual({ error: 'source exceeds 2 MB', code: 'source_too_large' });
    const huge = await call('POST', '/v1/import', {
      token: acct.apiKey,
      body: { format: 'html', source: 'a'.repeat(4 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('source_too_large');
    // 1.5 MB is over the other routes' 1 MB but a fine import.
    const big = `<p>${'word '.repeat(300_000)}</p>`;
    const ok = await call('POST', '/v1/import', { token: acct.apiKey, body: { format: 'html', source: big } });
    expect(ok.status).toBe(200);
  });
});
