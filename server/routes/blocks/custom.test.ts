// Saved blocks of a custom type (docs/api.md §11, §16) over real HTTP and Redis: a custom block
// saved as a block comes back exactly as saved, is inserted again into a template as any block is
// (a copy with its own id), and that template renders with the account's type, like the template
// the block came from; once the type is deleted both render the block's last HTML. Bad custom
// blocks are refused with nothing stored.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, type StartedApi, startApi, type TestAccount } from '../../test/harness';
import { type Call, client } from '../../test/http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;
let pro: TestAccount;
let session: string;

const PRODUCT = {
  label: 'Product',
  fields: [
    { name: 'title', type: 'text', label: 'Title', default: 'A product' },
    { name: 'picks', type: 'item', label: 'Picks', source: 'products' },
  ],
  template:
    '<h2 style="margin:0">{{title}}</h2>{{#each picks}}<p><a href="{{url}}">{{title}}</a> {{price}}</p>{{/each}}',
};

const card = (id = 'p1') => ({
  id,
  type: 'custom',
  props: {
    blockType: 'product',
    values: {
      title: 'Autumn picks',
      picks: [{ id: 'i1', title: 'Desk lamp', url: 'https://shop.test/lamp', fields: { price: '€49' } }],
    },
    html: '<h2 style="margin:0">Autumn picks</h2><p><a href="https://shop.test/lamp">Desk lamp</a> €49</p>',
  },
  style: { padding: [8, 24, 8, 24] },
});

/** The custom block's own table in a render (the layout around it differs between documents only by the block id). */
async function renderedBlocks(blockTree: unknown): Promise<string> {
  const r = await call('POST', '/v1/render', { token: session, body: { blockTree } });
  expect(r.status, r.text).toBe(200);
  const html = r.body.html as string;
  return html.slice(html.indexOf('<table role="presentation" width="100%"', html.indexOf('max-width:')));
}

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
  pro = await createAccount(redisUrl, { plan: 'pro' });
  session = (await call('POST', '/v1/sessions', { token: pro.apiKey, body: { userId: 'maker' } })).body
    .sessionToken as string;
  const put = await call('PUT', '/v1/block-types/product', { token: pro.apiKey, body: PRODUCT });
  expect(put.status, put.text).toBe(201);
});
afterAll(async () => {
  await api?.close();
});

describe('saved blocks of a custom type', () => {
  it('saved, read back, inserted into another template as a copy: it renders with the type, as in the template it came from', async () => {
    const original = { canvas: {}, metadata: { subject: 'S' }, blocks: [card()] };
    const from = await call('POST', '/v1/templates', { token: session, body: { name: 'Source', blockTree: original } });
    expect(from.status, from.text).toBe(201);

    const saved = await call('POST', '/v1/blocks', { token: session, body: { name: 'Autumn card', block: card() } });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.body.block).toEqual(card());
    const got = await call('GET', `/v1/blocks/${saved.body._id}`, { token: session });
    expect(got.status).toBe(200);
    expect(got.body.block).toEqual(card());
    const listed = await call('GET', '/v1/blocks', { token: session });
    expect(listed.body.map((b: { name: string }) => b.name)).toContain('Autumn card');

    // Inserted again, as the editor does: the saved block with an id of its own, next to another block.
    const copy = { ...got.body.block, id: 'p2' };
    const heading = { id: 'h1', type: 'heading', props: { text: 'Hello' } };
    const into = await call('POST', '/v1/templates', {
      token: session,
      body: { name: 'Target', blockTree: { canvas: {}, metadata: { subject: 'S' }, blocks: [heading, copy] } },
    });
    expect(into.status, into.text).toBe(201);
    const stored = await call('GET', `/v1/templates/${into.body._id}`, { token: session });
    expect(stored.body.blockTree.blocks[1]).toEqual(copy);

    const rendered = await call('POST', '/v1/render', { token: session, body: { templateId: into.body._id } });
    expect(rendered.status, rendered.text).toBe(200);
    expect(rendered.body.html).toContain('<h2 style="margin:0">Autumn picks</h2>');
    expect(rendered.body.html).toContain('<a href="https://shop.test/lamp">Desk lamp</a> €49');
    // The block's markup is the same in both templates.
    const blockOf = (html: string) => html.slice(html.indexOf('<h2 style="margin:0">'), html.indexOf('€49') + 4);
    const source = await call('POST', '/v1/render', { token: session, body: { templateId: from.body._id } });
    expect(blockOf(rendered.body.html)).toBe(blockOf(source.body.html));
    expect(blockOf(rendered.body.html)).toContain('Desk lamp');
    expect(await renderedBlocks({ ...original, blocks: [copy] })).toBe(await renderedBlocks(original));
  });

  it('the type changed after saving: the saved block renders with the new template; deleted: with its last HTML', async () => {
    const saved = await call('POST', '/v1/blocks', { token: session, body: { name: 'Kept card', block: card('k1') } });
    expect(saved.status, saved.text).toBe(201);
    const doc = { canvas: {}, metadata: {}, blocks: [saved.body.block] };
    await call('PUT', '/v1/block-types/product', {
      token: pro.apiKey,
      body: { ...PRODUCT, template: '<p>New look: {{title}}</p>' },
    });
    expect(await renderedBlocks(doc)).toContain('<p>New look: Autumn picks</p>');

    const removed = await call('DELETE', '/v1/block-types/product', { token: pro.apiKey });
    expect(removed.status, removed.text).toBe(200);
    const got = await call('GET', `/v1/blocks/${saved.body._id}`, { token: session });
    expect(got.body.block).toEqual(card('k1'));
    const html = await renderedBlocks({ ...doc, blocks: [got.body.block] });
    expect(html).toContain('<a href="https://shop.test/lamp">Desk lamp</a> €49');
    expect(html).not.toContain('New look');
    await call('PUT', '/v1/block-types/product', { token: pro.apiKey, body: PRODUCT });
  });

  it('a bad custom block is refused with its path and nothing is stored', async () => {
    const before = (await call('GET', '/v1/blocks', { token: session })).body.length as number;
    const bad = [
      [{ ...card(), props: { ...card().props, blockType: 'Not A Name' } }, 'block.props.blockType'],
      [
        {
          ...card(),
          props: { ...card().props, values: { picks: Array.from({ length: 51 }, () => ({ title: 'x' })) } },
        },
        'block.props.values.picks',
      ],
    ] as const;
    for (const [block, path] of bad) {
      const r = await call('POST', '/v1/blocks', { token: session, body: { name: 'Bad', block } });
      expect(r.status, r.text).toBe(400);
      expect(JSON.stringify(r.body)).toContain(path);
    }
    expect((await call('GET', '/v1/blocks', { token: session })).body.length).toBe(before);
  });
});
