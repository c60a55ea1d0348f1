// The typed server client against the real API (run here in Chromium; the same code runs in
// Node): typed calls work. That the types match the API's document is checked in Node
// (server/routes/openapi/client-types.test.ts).
import { describe, expect, it } from 'vitest';
import { env, uniqueUser } from '../test/helpers';
import { createServerClient } from './server-client';

describe('typed server client', () => {
  it('mints a session, creates, lists and reads templates with typed bodies and replies', async () => {
    const eb = createServerClient({ baseUrl: `${env().apiUrl}/`, secretKey: env().accounts.agency.apiKey });
    const userId = uniqueUser('typed');
    const session = await eb.POST('/v1/sessions', { body: { userId } });
    expect(session.response.status).toBe(201);
    expect(session.data?.expiresIn).toBe(7200);

    const created = await eb.POST('/v1/templates', { body: { name: 'Typed client', userId, tags: ['typed'] } });
    expect(created.response.status).toBe(201);
    const id = created.data?._id ?? '';
    expect(id).toMatch(/^tpl_/);

    const list = await eb.GET('/v1/templates', { params: { query: { userId } } });
    expect(list.data?.map((t) => t._id)).toContain(id);
    const one = await eb.GET('/v1/templates/{id}', { params: { path: { id } } });
    expect(one.data?.name).toBe('Typed client');
  });

  it('returns the API error shape on failure', async () => {
    const eb = createServerClient({
      baseUrl: env().apiUrl,
      secretKey: 'eb_live_000000000000000000000000000000000000aaaaaa',
    });
    const r = await eb.GET('/v1/templates');
    expect(r.response.status).toBe(401);
    expect(r.error).toEqual({ error: expect.any(String), code: expect.any(String) });
  });
});
