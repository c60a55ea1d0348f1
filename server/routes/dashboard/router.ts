// Dashboard routes for the key owner: login, keys (list without secrets, create with the secret
// shown once, revoke, rotate), plan and usage. Dashboard users are created by the operator CLI.
import type { Infer } from '../../../core/schema/schema';
import { s } from '../../../core/schema/schema';
import { verifyPassword } from '../../auth/password';
import { sha256Hex } from '../../auth/secret-key';
import { errors } from '../../errors';
import { type AppContext, type AppDeps, clientAddress, principalOf } from '../../http/context';
import { idempotencyErrors, runIdempotentCreate } from '../../http/idempotency';
import { defineRoute } from '../../http/route';
import { isPlanName, PLANS } from '../../plans';
import {
  ClaimLostError,
  type CreatedKey,
  KeyLimitError,
  type KeyRecord,
  type KeyReplay,
  type RotatedKey,
} from '../../store/api-keys';
import { emailHash } from '../../store/dashboard-users';
import type { IdempotencyClaim } from '../../store/idempotency';
import { toMb } from '../keys/router';
import { reviewQueue } from './review-queue';

const TAGS = ['dashboard'];

export const loginBody = s.object({
  email: s.string({ min: 3, max: 254, trim: true }),
  password: s.string({ min: 1, max: 1024 }),
});

export const createKeyBody = s.object({ mode: s.enum(['live', 'test']).optional() });

export const keySummary = s.object({
  id: s.string(),
  prefix: s.string(),
  lastFour: s.string(),
  display: s.string(),
  status: s.enum(['active', 'revoked']),
  origins: s.array(s.string()),
  createdAt: s.string({ format: 'date-time' }),
  revokedAt: s.string({ format: 'date-time' }).nullable(),
});

export function keyJson(k: KeyRecord) {
  return {
    id: k.id,
    prefix: k.prefix,
    lastFour: k.lastFour,
    display: `${k.prefix}…${k.lastFour}`,
    status: k.status,
    origins: k.origins,
    createdAt: new Date(k.createdAt).toISOString(),
    revokedAt: k.revokedAt === null ? null : new Date(k.revokedAt).toISOString(),
  };
}

const DASHBOARD_ERRORS = {
  401: { description: 'missing or invalid dashboard token' },
  429: { description: 'rate limit exceeded' },
};

export const login = defineRoute<Infer<typeof loginBody>>({
  method: 'POST',
  path: '/v1/dashboard/login',
  auth: 'public',
  summary: 'Exchange a dashboard e-mail and password for a dashboard token',
  tags: TAGS,
  body: loginBody,
  responses: {
    200: { description: 'the dashboard token', schema: s.object({ token: s.string(), expiresIn: s.integer() }) },
    400: { description: 'missing e-mail or password' },
    401: { description: 'wrong e-mail or password' },
    429: { description: 'too many attempts for this e-mail from this address, or for this e-mail overall' },
    503: { description: 'too many logins are being checked right now (Retry-After)' },
  },
  async handle(ctx, { body }, { store, tokens, config, loginGate }) {
    // A flood is refused before it costs Redis work; nothing was attempted, so nothing is charged.
    if (loginGate.full) throw errors.loginBusy();
    // The attempt is charged before the password is hashed, in one Lua step: parallel guesses
    // cannot all pass a check that only counts them afterwards, and refused ones cost no hash.
    const attempt = await store.logins.attempt(emailHash(body.email), clientAddress(ctx), {
      pairLimit: config.loginFailureLimit,
      emailLimit: config.loginEmailLimit,
      windowMs: config.rateWindowMs,
    });
    if (!attempt.allowed) throw errors.rateLimited(Math.ceil(attempt.retryAfterMs / 1000));
    const user = await store.dashboardUsers.findByEmail(body.email);
    // Unknown e-mails hash against a dummy, so they cost (and take) what known ones do.
    const checked = await loginGate.run(() => verifyPassword(body.password, user?.passwordHash ?? null));
    if (checked.busy) {
      await attempt.refund();
      throw errors.loginBusy();
    }
    if (!user || !checked.value) throw errors.unauthorized('wrong e-mail or password', 'invalid_credentials');
    await attempt.refund();
    ctx.set('Cache-Control', 'no-store');
    const issued = tokens.issueDashboard({ accountId: user.accountId, userId: user.id });
    ctx.body = { token: issued.token, expiresIn: issued.expiresIn };
  },
});

export const listKeys = defineRoute({
  method: 'GET',
  path: '/v1/dashboard/keys',
  auth: 'dashboard',
  summary: "The account's keys, never their secrets",
  tags: TAGS,
  responses: { 200: { description: 'keys, oldest first', schema: s.array(keySummary) }, ...DASHBOARD_ERRORS },
  async handle(ctx, _input, { store }) {
    ctx.body = (await store.apiKeys.list(principalOf(ctx).accountId)).map(keyJson);
  },
});

const IDEMPOTENCY_ERRORS = idempotencyErrors('body or key');

/**
 * Key creation with an Idempotency-Key (docs/api.md §1, §9): the response holds the new secret,
 * so the Lua step that creates the key records it sealed (AES-256-GCM, see auth/sealed-box.ts);
 * a retry within the record's lifetime opens it and gets the same key and secret.
 */
function keyReplay<T extends CreatedKey>(
  ctx: AppContext,
  { sealedBox, store }: AppDeps,
  toJson: (created: T) => object,
) {
  const accountId = principalOf(ctx).accountId;
  const body = (created: T) => JSON.stringify(toJson(created));
  return {
    replay: (claim: IdempotencyClaim | null): KeyReplay<T> | undefined =>
      claim ? { claim, status: 201, seal: (created) => sealedBox.seal(body(created), claim.record) } : undefined,
    respond: (created: T) => ({ status: 201, body: body(created) }),
    sealed: {
      async open(recorded: string, record: string) {
        const plain = sealedBox.open(recorded, record);
        if (plain === null) return null;
        // A replay also finishes what a lost first answer may not have: publishing the lookup
        // that makes the secret work (the same value each time).
        const { id, apiKey } = JSON.parse(plain) as { id: string; apiKey: string };
        await store.apiKeys.publishLookup(accountId, id, sha256Hex(apiKey));
        return plain;
      },
    },
    // The response is recorded by the key's own Lua step; nothing is left to rebuild from.
    rebuild: async () => null,
  };
}

const createdKeyJson = (created: CreatedKey) => ({ ...keyJson(created.record), apiKey: created.apiKey });

export const createKey = defineRoute<Infer<typeof createKeyBody>>({
  method: 'POST',
  path: '/v1/dashboard/keys',
  auth: 'dashboard',
  summary: 'Create a key; the secret is in this response only (and in its replay for a repeated Idempotency-Key)',
  tags: TAGS,
  body: createKeyBody,
  idempotent: true,
  responses: {
    201: { description: 'the key with its secret (shown once)', schema: keySummary.extend({ apiKey: s.string() }) },
    400: {
      description: 'invalid body or Idempotency-Key, or the account already has 20 active keys (key_limit_reached)',
    },
    ...IDEMPOTENCY_ERRORS,
    ...DASHBOARD_ERRORS,
  },
  async handle(ctx, { body }, deps) {
    const replay = keyReplay(ctx, deps, createdKeyJson);
    await runIdempotentCreate(ctx, deps, {
      scope: 'keys',
      request: JSON.stringify({ mode: body.mode ?? 'live' }),
      async create(claim) {
        const created = await deps.store.apiKeys
          .create(principalOf(ctx).accountId, body.mode === 'test' ? 'eb_test_' : 'eb_live_', replay.replay(claim))
          .catch(keyStoreError);
        return replay.respond(created);
      },
      rebuild: replay.rebuild,
      sealed: replay.sealed,
    });
  },
});

function keyStoreError(error: unknown): never {
  if (error instanceof KeyLimitError) throw errors.badRequest(error.message, error.code);
  if (error instanceof ClaimLostError) throw errors.idempotencyInProgress();
  throw error;
}

export const revokeKey = defineRoute({
  method: 'POST',
  path: '/v1/dashboard/keys/:id/revoke',
  auth: 'dashboard',
  summary: 'Revoke a key: it and its session tokens fail from the next request on',
  tags: TAGS,
  responses: {
    200: { description: 'the revoked key', schema: keySummary },
    404: { description: 'no such key in this account' },
    ...DASHBOARD_ERRORS,
  },
  async handle(ctx, { params }, { store }) {
    const record = await store.apiKeys.revoke(principalOf(ctx).accountId, params.id ?? '');
    if (!record) throw errors.notFound('key not found');
    ctx.body = keyJson(record);
  },
});

export const rotateKey = defineRoute({
  method: 'POST',
  path: '/v1/dashboard/keys/:id/rotate',
  auth: 'dashboard',
  summary: 'Replace a key in one atomic step: a new key (same mode and origins) is created and the old one revoked',
  tags: TAGS,
  idempotent: true,
  responses: {
    201: {
      description: 'the new key with its secret (shown once) and the revoked key',
      schema: keySummary.extend({ apiKey: s.string(), replaced: keySummary }),
    },
    404: { description: 'no such key in this account' },
    400: { description: 'the key is already revoked (code key_revoked), or an invalid Idempotency-Key' },
    ...IDEMPOTENCY_ERRORS,
    ...DASHBOARD_ERRORS,
  },
  async handle(ctx, { params }, deps) {
    const keyId = params.id ?? '';
    const replay = keyReplay(ctx, deps, (rotated: RotatedKey) => ({
      ...createdKeyJson(rotated),
      replaced: keyJson(rotated.revoked),
    }));
    await runIdempotentCreate(ctx, deps, {
      scope: 'key-rotate',
      request: keyId,
      async create(claim) {
        const rotated = await deps.store.apiKeys
          .rotate(principalOf(ctx).accountId, keyId, replay.replay(claim))
          .catch(keyStoreError);
        if (rotated.outcome === 'missing') throw errors.notFound('key not found');
        if (rotated.outcome === 'revoked')
          throw errors.badRequest('key is already revoked; create a new key instead', 'key_revoked');
        return replay.respond(rotated);
      },
      rebuild: replay.rebuild,
      sealed: replay.sealed,
    });
  },
});

export const getAccount = defineRoute({
  method: 'GET',
  path: '/v1/dashboard/account',
  auth: 'dashboard',
  summary: 'Plan, limits, features and usage of the account',
  tags: TAGS,
  responses: { 200: { description: 'the account' }, ...DASHBOARD_ERRORS },
  async handle(ctx, _input, { store }) {
    const found = await store.accounts.withUsage(principalOf(ctx).accountId);
    if (!found || !isPlanName(found.account.plan)) throw errors.notFound('account not found');
    const { account, usage } = found;
    ctx.body = {
      id: account.id,
      name: account.name,
      plan: account.plan,
      limits: {
        requestsPerMinute: account.limits.rpm,
        templates: account.limits.templates,
        renders: account.limits.renders,
        storageMb: account.limits.storageMb,
      },
      usage: { templates: usage.templates, renders: usage.renders, storageMb: toMb(usage.storageBytes) },
      features: PLANS[account.plan].features,
    };
  },
});

export const dashboardRoutes = [login, listKeys, createKey, revokeKey, rotateKey, getAccount, reviewQueue];
