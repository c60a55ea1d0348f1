import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type StartedApi, startApi } from '../../test/harness';
import { type Call, client } from '../../test/http';
import { importLibrary, loadStarters } from './import';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
});
afterAll(async () => {
  await api?.close();
});

describe('GET /v1/templates/library', () => {
  it('needs no credentials and answers an array of library items', async () => {
    const r = await call('GET', '/v1/templates/library');
    expect(r.status).toBe(200);
    expect(Array.isArray(r.body)).toBe(true);
    for (const item of r.body) {
      expect(Object.keys(item).sort()).toEqual(['_id', 'blockTree', 'name', 'tags', 'thumbnail']);
      expect(item._id).toMatch(/^seed-\d+$/);
      expect(Object.keys(item.blockTree)).toEqual(expect.arrayContaining(['canvas', 'metadata', 'blocks']));
    }
  });

  it('imports validated items idempotently, resolving asset: thumbnails, in seed order', async () => {
    const store = api.running.deps.store;
    const base = `${api.url}/assets`;
    const sources = [
      { id: 'seed-902', name: 'Second', tags: ['b'], thumbnail: 'asset:starters/x.png', document: { blocks: [] } },
      {
        id: 'seed-901',
        name: 'First',
        tags: ['a'],
        document: { blocks: [{ id: 'h', type: 'heading', props: { text: 'Hi' } }] },
      },
      { id: 'seed-903', name: 'Broken', document: { blocks: [{ id: 'h', type: 'nope' }] } },
      { id: 'not-a-seed', name: 'Bad id', document: { blocks: [] } },
    ];
    const first = await importLibrary(store, sources, base);
    expect(first.imported).toEqual(['seed-902', 'seed-901']);
    expect(first.rejected.map((r) => r.id)).toEqual(['seed-903', 'not-a-seed']);
    await importLibrary(store, sources, base);
    const r = await call('GET', '/v1/templates/library');
    const ours = r.body.filter((i: { _id: string }) => ['seed-901', 'seed-902'].includes(i._id));
    expect(ours.map((i: { _id: string }) => i._id)).toEqual(['seed-901', 'seed-902']);
    expect(ours[1].thumbnail).toBe(`${base}/starters/x.png`);
    expect(ours[0].thumbnail).toBeNull();
    expect(r.body.filter((i: { _id: string }) => i._id === 'seed-901')).toHaveLength(1);
    await store.library.remove('seed-901');
    await store.library.remove('seed-902');
  });

  it('imports every starter from core/starters at start-up, with absolute asset URLs', async () => {
    const starters = loadStarters(`${api.url}/assets`);
    expect(starters.length).toBeGreaterThan(0);
    const r = await call('GET', '/v1/templates/library');
    const ids = r.body.map((i: { _id: string }) => i._id);
    for (const s of starters) expect(ids).toContain(s.id);
    expect(r.text).not.toContain('"asset:');
    const first = r.body.find((i: { _id: string }) => i._id === 'seed-1');
    expect(first.name).toBe('Welcome');
    expect(first.thumbnail).toBeNull();
  });

  it('start-up import is idempotent (a second instance does not duplicate items)', async () => {
    const before = (await call('GET', '/v1/templates/library')).body.length;
    const second = await startApi({ redisUrl });
    try {
      expect((await call('GET', '/v1/templates/library')).body.length).toBe(before);
    } finally {
      await second.close();
    }
  });
});

describe('library recovery', () => {
  it('re-imports the starters when Redis lost them', async () => {
    await api.running.deps.store.redis.del('{library}:items');
    const r = await call('GET', '/v1/templates/library');
    expect(r.status).toBe(200);
    expect(r.body.map((i: { _id: string }) => i._id)).toContain('seed-1');
  });
});
