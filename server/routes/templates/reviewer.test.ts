// The reviewer role (docs/api.md §15): reads what a member reads, writes nothing. Every route that
// writes is called with a reviewer token and must answer 403 read_only with nothing changed.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';
import { API_ROUTES } from '..';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let a: TestAccount;

async function session(userId: string, role?: string): Promise<string> {
  const r = await call('POST', '/v1/sessions', { token: a.apiKey, body: { userId, ...(role && { role }) } });
  expect(r.status, r.text).toBe(201);
  return r.body.sessionToken as string;
}

const doc = (text: string) => ({ blocks: [{ id: 'h', type: 'heading', props: { text } }] });

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
  a = await createAccount(redisUrl, { plan: 'agency' });
});
afterAll(async () => {
  await api?.close();
});

/** Every route that writes, as the API lists them: the reviewer must be refused on each. */
const WRITES = [
  'DELETE /v1/blocks/:id',
  'DELETE /v1/images/:id',
  'DELETE /v1/templates/:id',
  'POST /v1/blocks',
  'POST /v1/images',
  'POST /v1/import',
  'POST /v1/templates',
  'POST /v1/templates/:id/test-send',
  'POST /v1/templates/:id/versions/:version/restore',
  'PUT /v1/blocks/:id',
  'PUT /v1/templates/:id',
];

describe('role: reviewer', () => {
  it('is minted by POST /v1/sessions and reported by /v1/keys/validate', async () => {
    const reviewer = await session('rita', 'reviewer');
    const validate = await call('GET', '/v1/keys/validate', { token: reviewer });
    expect(validate.body).toMatchObject({ userId: 'rita', role: 'reviewer' });
  });

  it("reads its own and the shared templates, not another user's (404)", async () => {
    const own = await call('POST', '/v1/templates', {
      token: a.apiKey,
      body: { name: 'Rita own', userId: 'rita', blockTree: doc('r') },
    });
    const shared = await call('POST', '/v1/templates', {
      token: a.apiKey,
      body: { name: 'Shared', blockTree: doc('s') },
    });
    const other = await call('POST', '/v1/templates', { token: a.apiKey, body: { name: 'Bob', userId: 'bob' } });
    const reviewer = await session('rita', 'reviewer');
    expect((await call('GET', `/v1/templates/${own.body._id}`, { token: reviewer })).body.name).toBe('Rita own');
    expect((await call('GET', `/v1/templates/${shared.body._id}`, { token: reviewer })).body.name).toBe('Shared');
    expect((await call('GET', `/v1/templates/${other.body._id}`, { token: reviewer })).status).toBe(404);
    const list = await call('GET', '/v1/templates', { token: reviewer });
    const ids = (list.body as Array<{ _id: string }>).map((t) => t._id);
    expect(ids).toEqual(expect.arrayContaining([own.body._id, shared.body._id]));
    expect(ids).not.toContain(other.body._id);
    expect((await call('GET', `/v1/templates/${own.body._id}/versions`, { token: reviewer })).status).toBe(200);
    const render = await call('POST', '/v1/render', { token: reviewer, body: { templateId: shared.body._id } });
    expect(render.status, render.text).toBe(200);
    expect(render.body.html).toContain('s');
  });

  it('every route that writes answers 403 read_only and changes nothing', async () => {
    const writes = API_ROUTES.filter((r) => r.auth === 'api' && r.method !== 'GET' && !r.reviewerMayCall)
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    expect(writes).toEqual(WRITES);
    const open = API_ROUTES.filter((r) => r.auth === 'api' && r.method !== 'GET' && r.reviewerMayCall).map(
      (r) => `${r.method} ${r.path}`,
    );
    expect(open.sort()).toEqual([
      'DELETE /v1/templates/:id/comments/:cid',
      'PATCH /v1/templates/:id/comments/:cid',
      'POST /v1/render',
      'POST /v1/templates/:id/comments',
      'POST /v1/templates/:id/status',
    ]);

    // Objects the reviewer can see: its own and shared ones.
    const own = await call('POST', '/v1/templates', {
      token: a.apiKey,
      body: { name: 'Mine', userId: 'rita', blockTree: doc('v1') },
    });
    const block = await call('POST', '/v1/blocks', {
      token: a.apiKey,
      body: { name: 'Saved', userId: 'rita', block: { id: 'b', type: 'divider', props: {} } },
    });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'dot.png');
    const image = await fetch(`${api.url}/v1/images`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${a.apiKey}` },
      body: form,
    });
    expect(image.status).toBe(201);
    const { id: imageId, url: imageUrl } = (await image.json()) as { id: string; url: string };
    const ids: Record<string, string> = { id: own.body._id, version: '1' };
    const bodies: Record<string, unknown> = {
      'POST /v1/templates': { name: 'New' },
      'PUT /v1/templates/:id': { name: 'Changed', blockTree: doc('changed') },
      'POST /v1/blocks': { name: 'n', block: { id: 'x', type: 'divider', props: {} } },
      'PUT /v1/blocks/:id': { name: 'renamed' },
      'POST /v1/import': { format: 'html', source: '<p>x</p>' },
      'POST /v1/templates/:id/test-send': { to: 'rita@example.com' },
    };
    const reviewer = await session('rita', 'reviewer');
    const before = await call('GET', '/v1/templates', { token: a.apiKey });
    for (const route of WRITES) {
      const [method, path] = route.split(' ') as [string, string];
      const objectIds: Record<string, string> = {
        ...ids,
        ...(path.startsWith('/v1/blocks') && { id: block.body._id }),
        ...(path.startsWith('/v1/images') && { id: imageId }),
      };
      const url = path.replace(/:(\w+)/g, (_, name: string) => objectIds[name] ?? '');
      const r = await call(method, url, {
        token: reviewer,
        body: bodies[route] ?? (method === 'POST' ? {} : undefined),
      });
      expect(r.status, `${route}: ${r.text}`).toBe(403);
      expect(r.body.code, route).toBe('read_only');
    }
    // Nothing changed: same templates, the template, its versions, the saved block and the image.
    expect((await call('GET', '/v1/templates', { token: a.apiKey })).body).toEqual(before.body);
    const template = await call('GET', `/v1/templates/${own.body._id}`, { token: a.apiKey });
    expect(template.body).toEqual(own.body);
    expect((await call('GET', `/v1/templates/${own.body._id}/versions`, { token: a.apiKey })).body).toHaveLength(1);
    expect((await call('GET', `/v1/blocks/${block.body._id}`, { token: a.apiKey })).body).toEqual(block.body);
    expect((await fetch(imageUrl)).status).toBe(200);
    const images = await call('GET', '/v1/images', { token: a.apiKey });
    expect((images.body as Array<{ id: string }>).map((i) => i.id)).toContain(imageId);
  });

  it('a member and a manager of the same user still write (the refusal is the role, not the user)', async () => {
    const member = await session('rita');
    const own = await call('POST', '/v1/templates', { token: member, body: { name: 'By member' } });
    expect(own.status).toBe(201);
    const manager = await session('rita', 'manager');
    expect((await call('PUT', `/v1/templates/${own.body._id}`, { token: manager, body: { name: 'x' } })).status).toBe(
      200,
    );
  });

  it('comments on a shared template, edits and deletes its own comment, resolves the thread', async () => {
    const shared = await call('POST', '/v1/templates', {
      token: a.apiKey,
      body: { name: 'For review', blockTree: doc('x') },
    });
    const reviewer = await session('rita', 'reviewer');
    const path = `/v1/templates/${shared.body._id}/comments`;
    const posted = await call('POST', path, { token: reviewer, body: { text: 'Logo too small', blockId: 'h' } });
    expect(posted.status, posted.text).toBe(201);
    expect(posted.body).toMatchObject({ userId: 'rita', text: 'Logo too small', blockId: 'h' });
    const edited = await call('PATCH', `${path}/${posted.body._id}`, {
      token: reviewer,
      body: { text: 'Logo much too small', resolved: true },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ text: 'Logo much too small', resolved: true });
    expect((await call('DELETE', `${path}/${posted.body._id}`, { token: reviewer })).status).toBe(200);
    expect((await call('GET', path, { token: a.apiKey })).body).toEqual([]);
  });
});
