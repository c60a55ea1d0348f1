// Isolation as a model test (fast-check): random sequences of list / get / create / update /
// delete by 2 accounts × 2 users × {secret key, session token}, on their own ids, other users'
// and other accounts' ids, deleted ids and ids that never existed. After every step the real
// API's status and body must equal what a small in-memory model of docs/api.md §3 predicts.
// Real HTTP, real Redis; fresh Pro accounts per run (no quota, far below the rate limit).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type StartedApi, startApi } from './harness';
import { type Call, client } from './http';

const redisUrl = inject('redisUrl');
let api: StartedApi;
let call: Call;

type Slot = 0 | 1;
type Kind = 'secret' | 'session';
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
}

interface Model {
  templates: ModelTemplate[];
}

interface Real {
  keys: [string, string];
  /** sessions[acct][user] */
  sessions: [[string, string], [string, string]];
}

const USERS = ['u0', 'u1'] as const;
const BOGUS = 'tpl_doesNotExist0000000';
const NOT_FOUND = { error: 'template not found', code: 'not_found' };

const tokenOf = (real: Real, a: Actor) => (a.kind === 'secret' ? real.keys[a.acct] : real.sessions[a.acct][a.user]);
const show = (a: Actor) => `acct${a.acct}/${USERS[a.user]}/${a.kind}`;

/** The template a command aims at: any id the run has seen (any account, deleted too) or a bogus one. */
function target(model: Model, pick: number): ModelTemplate | null {
  const n = model.templates.length;
  if (n === 0 || pick % (n + 1) === n) return null;
  return model.templates[pick % (n + 1)]!;
}

/** What `actor` may read (docs/api.md §3): the whole account with a secret key; own + shared with a session. */
function readable(actor: Actor, t: ModelTemplate | null): t is ModelTemplate {
  if (!t || t.deleted || t.acct !== actor.acct) return false;
  return actor.kind === 'secret' || t.owner === null || t.owner === USERS[actor.user];
}

/** Expected status of update/delete. */
function writeStatus(actor: Actor, t: ModelTemplate | null): 200 | 403 | 404 {
  if (!t || t.deleted || t.acct !== actor.acct) return 404;
  if (actor.kind === 'secret') return 200;
  if (t.owner === null) return 403;
  return t.owner === USERS[actor.user] ? 200 : 404;
}

function expectTemplate(body: Record<string, unknown>, t: ModelTemplate, full: boolean) {
  const expected: Record<string, unknown> = { _id: t.id, name: t.name, metadata: t.metadata, tags: t.tags, thumbnail: null };
  if (t.owner !== null) expected.userId = t.owner;
  const keys = ['_id', 'name', 'metadata', 'tags', 'thumbnail', 'updatedAt', ...(t.owner !== null ? ['userId'] : [])];
  if (full) keys.push('blockTree', 'createdAt');
  expect(Object.keys(body).sort()).toEqual(keys.sort());
  expect(body).toMatchObject(expected);
}

class Create implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly actor: Actor,
    /** secret key: the body's userId (none, u0, u1); session token: none, its own, another */
    readonly userChoice: 'none' | 'first' | 'second',
    readonly name: string,
    readonly metadata: Record<string, MetaValue>,
    readonly tags: string[],
  ) {}
  check() {
    return true;
  }
  async run(model: Model, real: Real) {
    const { actor } = this;
    let bodyUser: string | undefined;
    if (this.userChoice !== 'none') {
      bodyUser =
        actor.kind === 'secret' ? USERS[this.userChoice === 'first' ? 0 : 1] : this.userChoice === 'first' ? USERS[actor.user] : 'intruder';
    }
    const r = await call('POST', '/v1/templates', {
      token: tokenOf(real, actor),
      body: { name: this.name, metadata: this.metadata, tags: this.tags, ...(bodyUser !== undefined && { userId: bodyUser }) },
    });
    if (actor.kind === 'session' && bodyUser !== undefined && bodyUser !== USERS[actor.user]) {
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('user_scope');
      return;
    }
    expect(r.status, r.text).toBe(201);
    const owner = actor.kind === 'session' ? USERS[actor.user] : (bodyUser ?? null);
    const t: ModelTemplate = {
      id: r.body._id,
      acct: actor.acct,
      owner,
      name: this.name,
      metadata: this.metadata,
      tags: this.tags,
      deleted: false,
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
      userId = actor.kind === 'secret' ? USERS[this.query === 'first' ? 0 : 1] : this.query === 'first' ? USERS[actor.user] : 'intruder';
    }
    const r = await call('GET', `/v1/templates${userId ? `?userId=${userId}` : ''}`, { token: tokenOf(real, actor) });
    if (actor.kind === 'session' && userId !== undefined && userId !== USERS[actor.user]) {
      expect(r.status).toBe(403);
      expect(r.body.code).toBe('user_scope');
      return;
    }
    expect(r.status, r.text).toBe(200);
    const scopeUser = actor.kind === 'session' ? USERS[actor.user] : userId;
    const expected = model.templates.filter(
      (t) => !t.deleted && t.acct === actor.acct && (scopeUser === undefined || t.owner === null || t.owner === scopeUser),
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

const actor = fc.record({
  acct: fc.constantFrom<Slot>(0, 1),
  user: fc.constantFrom<Slot>(0, 1),
  kind: fc.constantFrom<Kind>('secret', 'session'),
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

const commands = [
  fc.tuple(actor, choice, name, metadata, tags).map(([a, c, n, m, t]) => new Create(a, c, n, m, t)),
  fc.tuple(actor, choice, name, metadata, tags).map(([a, c, n, m, t]) => new Create(a, c, n, m, t)),
  fc.tuple(actor, pick).map(([a, p]) => new Get(a, p)),
  fc.tuple(actor, pick, name, fc.option(metadata, { nil: null })).map(([a, p, n, m]) => new Update(a, p, n, m)),
  fc.tuple(actor, pick).map(([a, p]) => new Delete(a, p)),
  fc.tuple(actor, choice).map(([a, q]) => new List(a, q)),
];

async function freshWorld(): Promise<Real> {
  const { store } = api.running.deps;
  const [a, b] = await Promise.all([store.createAccount({ plan: 'pro' }), store.createAccount({ plan: 'pro' })]);
  const session = async (apiKey: string, userId: string) => {
    const r = await call('POST', '/v1/sessions', { token: apiKey, body: { userId } });
    expect(r.status).toBe(201);
    return r.body.sessionToken as string;
  };
  const [a0, a1, b0, b1] = await Promise.all([
    session(a.apiKey, 'u0'),
    session(a.apiKey, 'u1'),
    session(b.apiKey, 'u0'),
    session(b.apiKey, 'u1'),
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
  it('every status and body matches the model of docs/api.md §3', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40 }), async (cmds) => {
        const real = await freshWorld();
        await fc.asyncModelRun(() => ({ model: { templates: [] } as Model, real }), cmds);
      }),
      { numRuns: 40, seed: Number(process.env.FC_SEED ?? Date.now() % 2 ** 31) },
    );
  }, 120_000);
});
