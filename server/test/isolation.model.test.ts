// Isolation as a model test (fast-check): random sequences of list / get / create / update /
// delete of templates (and their versions: list, restore), saved blocks and images by
// 2 accounts × 2 users × {secret key, member session, manager session}, on their own ids, other
// users' and other accounts' ids, deleted ids and ids that never existed. After every step the real
// API's status and body must equal what a small in-memory model of docs/api.md §3, §10–§12 predicts.
// Real HTTP, real Redis; fresh Pro accounts per run (no quota, far below the rate limit).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type StartedApi, startApi } from './harness';
import { type Call, client, type Reply } from './http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;

type Slot = 0 | 1;
type Kind = 'secret' | 'member' | 'manager';
type MetaValue = string | number | boolean | null;

interface Actor {
  acct: Slot;
  user: Slot;
  kind: Kind;
}

interface ModelTemplate {
  id: string;
  acct: Slot;
  owner: string | null;
  name: string;
  metadata: Record<string, MetaValue>;
  tags: string[];
  deleted: boolean;
  /** The name saved as each version (index = version - 1). */
  versions: string[];
}

/** A saved block or an image: the same ownership shape. */
interface ModelObject {
  id: string;
  acct: Slot;
  owner: string | null;
  deleted: boolean;
}

interface Model {
  templates: ModelTemplate[];
  blocks: ModelObject[];
  images: ModelObject[];
}

interface Real {
  keys: [string, string];
  /** sessions[acct][user][0: member, 1: manager] */
  sessions: Array<Array<[string, string]>>;
}

const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const BLOCK = { id: 'h1', type: 'heading', props: { text: 'Saved' } };

const USERS = ['u0', 'u1'] as const;
const BOGUS = 'tpl_doesNotExist0000000';
const NOT_FOUND = { error: 'template not found', code: 'not_found' };

const tokenOf = (real: Real, a: Actor) =>
  a.kind === 'secret' ? real.keys[a.acct] : real.sessions[a.acct]![a.user]![a.kind === 'manager' ? 1 : 0];
const isSession = (a: Actor) => a.kind !== 'secret';
const show = (a: Actor) => `acct${a.acct}/${USERS[a.user]}/${a.kind}`;

/** The object a command aims at: any id the run has seen (any account, deleted too) or a bogus one. */
function targetIn<T>(list: T[], pick: number): T | null {
  const n = list.length;
  if (n === 0 || pick % (n + 1) === n) return null;
  return list[pick % (n + 1)]!;
}
const target = (model: Model, pick: number) => targetIn(model.templates, pick);

/** What `actor` may read (docs/api.md §3): the whole account with a secret key; own + shared with a session. */
function readable<T extends ModelObject>(actor: Actor, t: T | null): t is T {
  if (!t || t.deleted || t.acct !== actor.acct) return false;
  return actor.kind === 'secret' || t.owner === null || t.owner === USERS[actor.user];
}

/** Expected status of update/delete (docs/api.md §3, §12): managers may also write shared objects. */
function writeStatus(actor: Actor, t: ModelObject | null, managersWriteShared = true): 200 | 403 | 404 {
  if (!t || t.deleted || t.acct !== actor.acct) return 404;
  if (actor.kind === 'secret') return 200;
  if (t.owner === null) return actor.kind === 'manager' && managersWriteShared ? 200 : 403;
  return t.owner === USERS[actor.user] ? 200 : 404;
}

/** The owner a create asks for: none, the actor's user or shared; a session asking for another user → 403. */
type OwnerChoice = 'none' | 'first' | 'second' | 'shared';

/** Expected outcome of a create with `choice`: the owner, or the refusal. */
function createOutcome(
  actor: Actor,
  choice: OwnerChoice,
): { owner: string | null; bodyUser?: string; shared?: true } | { status: 403; code: string } {
  if (choice === 'shared') {
    if (actor.kind === 'member') return { status: 403, code: 'shared' };
    return { owner: null, shared: true };
  }
  if (choice === 'none') return { owner: isSession(actor) ? USERS[actor.user] : null };
  if (actor.kind === 'secret') {
    const user = USERS[choice === 'first' ? 0 : 1];
    return { owner: user, bodyUser: user };
  }
  if (choice === 'first') return { owner: USERS[actor.user], bodyUser: USERS[actor.user] };
  return { status: 403, code: 'user_scope' };
}

function createBody(actor: Actor, choice: OwnerChoice): Record<string, unknown> {
  if (choice === 'shared') return { shared: true };
  if (choice === 'none') return {};
  if (actor.kind === 'secret') return { userId: USERS[choice === 'first' ? 0 : 1] };
  return { userId: choice === 'first' ? USERS[actor.user] : 'intruder' };
}

function expectTemplate(body: Record<string, unknown>, t: ModelTemplate, full: boolean) {
  const expected: Record<string, unknown> = {
    _id: t.id,
    name: t.name,
    metadata: t.metadata,
    tags: t.tags,
    thumbnail: null,
  };
  // Shared templates carry their approval status (§15): the model never moves it from draft.
  if (t.owner !== null) expected.userId = t.owner;
  else expected.status = 'draft';
  const keys = ['_id', 'name', 'metadata', 'tags', 'thumbnail', 'updatedAt', t.owner !== null ? 'userId' : 'status'];
  if (full) keys.push('blockTree', 'createdAt');
  expect(Object.keys(body).sort()).toEqual(keys.sort());
  expect(body).toMatchObject(expected);
}

class Create implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly actor: Actor,
    readonly userChoice: OwnerChoice,
    readonly name: string,
    readonly metadata: Record<string, MetaValue>,
    readonly tags: string[],
  ) {}
  check() {
    return true;
  }
  async run(model: Model, real: Real) {
    const { actor } = this;
    const r = await call('POST', '/v1/templates', {
      token: tokenOf(real, actor),
      body: { name: this.name, metadata: this.metadata, tags: this.tags, ...createBody(actor, this.userChoice) },
    });
    const outcome = createOutcome(actor, this.userChoice);
    if ('status' in outcome) {
      expect(r.status, r.text).toBe(403);
      expect(r.body.code).toBe(outcome.code === 'shared' ? 'shared_template' : 'user_scope');
      return;
    }
    expect(r.status, r.text).toBe(201);
    const t: ModelTemplate = {
      id: r.body._id,
      acct: actor.acct,
      owner: outcome.owner,
      name: this.name,
      metadata: this.metadata,
      tags: this.tags,
      deleted: false,
      versions: [this.name],
    };
    expectTemplate(r.body, t, true);
    model.templates.push(t);
  }
  toString() {
    return `create(${show(this.actor)}, ${this.userChoice}, ${JSON.stringify(this.name)})`;
  }
}

class Get implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly actor: Actor,
    readonly pick: number,
  ) {}
  check() {
    return true;
  }
  async run(model: Model, real: Real) {
    const t = target(model, this.pick);
    const r = await call('GET', `/v1/templates/${t?.id ?? BOGUS}`, { token: tokenOf(real, this.actor) });
    if (readable(this.actor, t)) {
      expect(r.status, r.text).toBe(200);
      expectTemplate(r.body, t, true);
    } else {
      expect(r.status, r.text).toBe(404);
      expect(r.body).toEqual(NOT_FOUND);
    }
  }
  toString() {
    return `get(${show(this.actor)}, #${this.pick})`;
  }
}

class Update implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly actor: Actor,
    readonly pick: number,
    readonly name: string,
    readonly metadata: Record<string, MetaValue> | null,
  ) {}
  check() {
    return true;
  }
  async run(model: Model, real: Real) {
    const t = target(model, this.pick);
    const body = { name: this.name, ...(this.metadata !== null && { metadata: this.metadata }) };
    const r = await call('PUT', `/v1/templates/${t?.id ?? BOGUS}`, { token: tokenOf(real, this.actor), body });
    const expected = writeStatus(this.actor, t);
    expect(r.status, r.text).toBe(expected);
    if (expected === 404) expect(r.body).toEqual(NOT_FOUND);
    if (expected === 403) expect(r.body.code).toBe('shared_template');
    if (expected === 200 && t) {
      t.name = this.name;
      t.versions.push(this.name);
      if (this.metadata !== null) t.metadata = this.metadata;
      expectTemplate(r.body, t, true);
    }
  }
  toString() {
    return `update(${show(this.actor)}, #${this.pick}, ${JSON.stringify(this.name)})`;
  }
}

class Delete implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly actor: Actor,
    readonly pick: number,
  ) {}
  check() {
    return true;
  }
  async run(model: Model, real: Real) {
    const t = target(model, this.pick);
    const r = await call('DELETE', `/v1/templates/${t?.id ?? BOGUS}`, { token: tokenOf(real, this.actor) });
    const expected = writeStatus(this.actor, t);
    expect(r.status, r.text).toBe(expected);
    if (expected === 404) expect(r.body).toEqual(NOT_FOUND);
    if (expected === 403) expect(r.body.code).toBe('shared_template');
    if (expected === 200 && t) {
      expect(r.body).toEqual({ ok: true });
      t.deleted = true;
    }
  }
  toString() {
    return `delete(${show(this.actor)}, #${this.pick})`;
  }
}

class List implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly actor: Actor,
    /** secret key: no userId, u0 or u1; session token: none, its own, another user's */
    readonly query: 'none' | 'first' | 'second',
  ) {}
  check() {
    return true;
  }
  async run(model: Model, real: Real) {
    const { actor } = this;
    let userId: string | undefined;
    if (this.query !== 'none') {
      userId =
        actor.kind === 'secret'
          ? USERS[this.query === 'first' ? 0 : 1]
          : this.query === 'first'
            ? USERS[actor.user]
            : 'intruder';
    }
    const r = await call('GET', `/v1/templates${userId ? `?userId=${userId}` : ''}`, { token: tokenOf(real, actor) });
    if (isSession(actor) && userId !== undefined && userId !== USERS[actor.user]) {
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('user_scope');
      return;
    }
    expect(r.status, r.text).toBe(200);
    const scopeUser = isSession(actor) ? USERS[actor.user] : userId;
    const expected = model.templates.filter(
      (t) =>
        !t.deleted && t.acct === actor.acct && (scopeUser === undefined || t.owner === null || t.owner === scopeUser),
    );
    const items = r.body as Array<Record<string, unknown>>;
    expect(items.map((i) => i._id).sort()).toEqual(expected.map((t) => t.id).sort());
    for (const item of items) expectTemplate(item, expected.find((t) => t.id === item._id)!, false);
    const times = items.map((i) => Date.parse(i.updatedAt as string));
    for (let i = 1; i < times.length; i++) expect(times[i]!).toBeLessThanOrEqual(times[i - 1]!);
  }
  toString() {
    return `list(${show(this.actor)}, ${this.query})`;
  }
}

const KEPT_VERSIONS = 50;

class ListVersions implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly actor: Actor,
    readonly pick: number,
  ) {}
  check() {
    return true;
  }
  async run(model: Model, real: Real) {
    const t = target(model, this.pick);
    const r = await call('GET', `/v1/templates/${t?.id ?? BOGUS}/versions`, { token: tokenOf(real, this.actor) });
    if (!readable(this.actor, t)) {
      expect(r.status, r.text).toBe(404);
      expect(r.body).toEqual(NOT_FOUND);
      return;
    }
    expect(r.status, r.text).toBe(200);
    const expected = t.versions
      .map((name, i) => ({ version: i + 1, name }))
      .reverse()
      .slice(0, KEPT_VERSIONS);
    expect(
      (r.body as Array<{ version: number; name: string }>).map(({ version, name }) => ({ version, name })),
    ).toEqual(expected);
  }
  toString() {
    return `listVersions(${show(this.actor)}, #${this.pick})`;
  }
}

class Restore implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly actor: Actor,
    readonly pick: number,
    /** Which version: 1 + which % (latest + 1), so sometimes one past the latest. */
    readonly which: number,
  ) {}
  check() {
    return true;
  }
  async run(model: Model, real: Real) {
    const t = target(model, this.pick);
    const latest = t?.versions.length ?? 1;
    const version = 1 + (this.which % (latest + 1));
    const r = await call('POST', `/v1/templates/${t?.id ?? BOGUS}/versions/${version}/restore`, {
      token: tokenOf(real, this.actor),
    });
    if (!readable(this.actor, t)) {
      expect(r.status, r.text).toBe(404);
      expect(r.body).toEqual(NOT_FOUND);
      return;
    }
    if (version > latest || version <= latest - KEPT_VERSIONS) {
      expect(r.status, r.text).toBe(404);
      expect(r.body.code).toBe('not_found');
      return;
    }
    const expected = writeStatus(this.actor, t);
    expect(r.status, r.text).toBe(expected);
    if (expected === 403) expect(r.body.code).toBe('shared_template');
    if (expected === 200) {
      t.name = t.versions[version - 1]!;
      t.versions.push(t.name);
      expectTemplate(r.body, t, true);
    }
  }
  toString() {
    return `restore(${show(this.actor)}, #${this.pick}, ${this.which})`;
  }
}

/** Saved blocks and images share create / list / delete with the same ownership rules. */
interface Collection {
  kind: 'blocks' | 'images';
  list(model: Model): ModelObject[];
  create(token: string, body: Record<string, unknown>): Promise<Reply>;
  idOf(body: Record<string, unknown>): string;
  bogus: string;
  /** 403 code for a write on a shared object. */
  sharedCode: string;
  /** Managers may write shared blocks (§12), not shared images (§11). */
  managersWriteShared: boolean;
  /** Images take no `userId`/`shared`: they belong to the uploading session user, or are shared. */
  choosesOwner: boolean;
}

const BLOCKS: Collection = {
  kind: 'blocks',
  list: (model) => model.blocks,
  create: (token, body) => call('POST', '/v1/blocks', { token, body: { name: 'Saved', block: BLOCK, ...body } }),
  idOf: (body) => body._id as string,
  bogus: 'blk_doesNotExist00000000',
  sharedCode: 'shared_block',
  managersWriteShared: true,
  choosesOwner: true,
};

const IMAGES: Collection = {
  kind: 'images',
  list: (model) => model.images,
  async create(token) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(GIF)]), 'pixel.gif');
    const response = await fetch(`${api.url}/v1/images`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: JSON.parse(text), text };
  },
  idOf: (body) => body.id as string,
  bogus: 'img_doesNotExist000000000',
  sharedCode: 'shared_image',
  managersWriteShared: false,
  choosesOwner: false,
};

class CreateObject implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly c: Collection,
    readonly actor: Actor,
    readonly choice: OwnerChoice,
  ) {}
  check() {
    return true;
  }
  async run(model: Model, real: Real) {
    const { actor, c } = this;
    const choice = c.choosesOwner ? this.choice : 'none';
    const r = await c.create(tokenOf(real, actor), createBody(actor, choice));
    const outcome = createOutcome(actor, choice);
    if ('status' in outcome) {
      expect(r.status, r.text).toBe(403);
      expect(r.body.code).toBe(outcome.code === 'shared' ? c.sharedCode : 'user_scope');
      return;
    }
    expect(r.status, r.text).toBe(201);
    if (c.kind === 'blocks') expect(r.body.userId ?? null).toBe(outcome.owner);
    c.list(model).push({ id: c.idOf(r.body), acct: actor.acct, owner: outcome.owner, deleted: false });
  }
  toString() {
    return `create-${this.c.kind}(${show(this.actor)}, ${this.choice})`;
  }
}

class ListObjects implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly c: Collection,
    readonly actor: Actor,
  ) {}
  check() {
    return true;
  }
  async run(model: Model, real: Real) {
    const r = await call('GET', `/v1/${this.c.kind}`, { token: tokenOf(real, this.actor) });
    expect(r.status, r.text).toBe(200);
    const ids = (r.body as Array<Record<string, unknown>>).map((item) =>
      this.c.kind === 'blocks' ? item._id : item.id,
    );
    const expected = this.c.list(model).filter((o) => readable(this.actor, o));
    expect(ids.sort()).toEqual(expected.map((o) => o.id).sort());
    for (const item of r.body as Array<Record<string, unknown>>) {
      const o = expected.find((x) => x.id === (this.c.kind === 'blocks' ? item._id : item.id))!;
      expect(item.userId ?? null).toBe(o.owner);
    }
  }
  toString() {
    return `list-${this.c.kind}(${show(this.actor)})`;
  }
}

class DeleteObject implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly c: Collection,
    readonly actor: Actor,
    readonly pick: number,
  ) {}
  check() {
    return true;
  }
  async run(model: Model, real: Real) {
    const o = targetIn(this.c.list(model), this.pick);
    const r = await call('DELETE', `/v1/${this.c.kind}/${o?.id ?? this.c.bogus}`, { token: tokenOf(real, this.actor) });
    const expected = writeStatus(this.actor, o, this.c.managersWriteShared);
    expect(r.status, r.text).toBe(expected);
    if (expected === 404) expect(r.body.code).toBe('not_found');
    if (expected === 403) expect(r.body.code).toBe(this.c.sharedCode);
    if (expected === 200 && o) {
      expect(r.body).toEqual({ ok: true });
      o.deleted = true;
    }
  }
  toString() {
    return `delete-${this.c.kind}(${show(this.actor)}, #${this.pick})`;
  }
}

const actor = fc.record({
  acct: fc.constantFrom<Slot>(0, 1),
  user: fc.constantFrom<Slot>(0, 1),
  kind: fc.constantFrom<Kind>('secret', 'member', 'manager'),
});
const name = fc.string({ unit: fc.constantFrom(...'abcXYZ019 -_é'), maxLength: 12 }).map((s) => `n${s}n`);
const metadata = fc.dictionary(
  fc.constantFrom('a', 'b', 'campaign'),
  fc.oneof(fc.string({ maxLength: 6 }), fc.integer({ min: -1000, max: 1000 }), fc.boolean(), fc.constant(null)),
  { maxKeys: 3 },
);
const tags = fc.array(fc.constantFrom('promo', 'welcome', 'x'), { maxLength: 2 });
const pick = fc.nat({ max: 1000 });
const choice = fc.constantFrom<'none' | 'first' | 'second'>('none', 'first', 'second');
const ownerChoice = fc.constantFrom<OwnerChoice>('none', 'first', 'second', 'shared');
const collection = fc.constantFrom(BLOCKS, IMAGES);

const commands = [
  fc.tuple(actor, ownerChoice, name, metadata, tags).map(([a, c, n, m, t]) => new Create(a, c, n, m, t)),
  fc.tuple(actor, ownerChoice, name, metadata, tags).map(([a, c, n, m, t]) => new Create(a, c, n, m, t)),
  fc.tuple(actor, pick).map(([a, p]) => new Get(a, p)),
  fc.tuple(actor, pick, name, fc.option(metadata, { nil: null })).map(([a, p, n, m]) => new Update(a, p, n, m)),
  fc.tuple(actor, pick).map(([a, p]) => new Delete(a, p)),
  fc.tuple(actor, choice).map(([a, q]) => new List(a, q)),
  fc.tuple(actor, pick).map(([a, p]) => new ListVersions(a, p)),
  fc.tuple(actor, pick, fc.nat({ max: 100 })).map(([a, p, w]) => new Restore(a, p, w)),
  fc.tuple(collection, actor, ownerChoice).map(([c, a, o]) => new CreateObject(c, a, o)),
  fc.tuple(collection, actor, ownerChoice).map(([c, a, o]) => new CreateObject(c, a, o)),
  fc.tuple(collection, actor).map(([c, a]) => new ListObjects(c, a)),
  fc.tuple(collection, actor, pick).map(([c, a, p]) => new DeleteObject(c, a, p)),
  fc.tuple(collection, actor, pick).map(([c, a, p]) => new DeleteObject(c, a, p)),
];

async function freshWorld(): Promise<Real> {
  const { store } = api.running.deps;
  const [a, b] = await Promise.all([store.createAccount({ plan: 'pro' }), store.createAccount({ plan: 'pro' })]);
  const session = async (apiKey: string, userId: string, role: 'member' | 'manager') => {
    const r = await call('POST', '/v1/sessions', { token: apiKey, body: { userId, role } });
    expect(r.status).toBe(201);
    return r.body.sessionToken as string;
  };
  const pair = async (apiKey: string, userId: string): Promise<[string, string]> =>
    Promise.all([session(apiKey, userId, 'member'), session(apiKey, userId, 'manager')]);
  const [a0, a1, b0, b1] = await Promise.all([
    pair(a.apiKey, 'u0'),
    pair(a.apiKey, 'u1'),
    pair(b.apiKey, 'u0'),
    pair(b.apiKey, 'u1'),
  ]);
  return {
    keys: [a.apiKey, b.apiKey],
    sessions: [
      [a0, a1],
      [b0, b1],
    ],
  };
}

beforeAll(async () => {
  api = await startApi({ redisUrl });
  call = client(api.url);
});
afterAll(async () => {
  await api?.close();
});

describe('isolation model (fast-check)', () => {
  it('every status and body matches the model of docs/api.md §3, §10–§12', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 60, size: 'max' }), async (cmds) => {
        const real = await freshWorld();
        await fc.asyncModelRun(() => ({ model: { templates: [], blocks: [], images: [] } as Model, real }), cmds);
      }),
      { numRuns: 40, seed: Number(process.env.FC_SEED ?? Date.now() % 2 ** 31) },
    );
  }, 120_000);
});
