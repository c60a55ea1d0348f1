// Dashboard routes for the key owner: login, keys (list without secrets, create with the secret
// shown once, revoke, rotate), plan and usage. Dashboard users are created by the operator CLI.
import type { Infer } from '../../../core/schema/schema';
import { s } from '../../../core/schema/schema';
import { verifyPassword } from '../../auth/password';
import { errors } from '../../errors';
import { clientAddress, principalOf } from '../../http/context';
import { defineRoute } from '../../http/route';
import { isPlanName, PLANS } from '../../plans';
import { KeyLimitError, type KeyRecord } from '../../store/api-keys';
import { emailHash } from '../../store/dashboard-users';
import { toMb } from '../keys/router';

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

const DASHBOARD_ERRORS = { 401: { description: 'missing or invalid dashboard token' }, 429: { description: 'rate limit exceeded' } };

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
    429: { description: 'too many failed logins from this address or for this e-mail' },
  },
  async handle(ctx, { body }, { store, tokens, config }) {
    const address = clientAddress(ctx);
    const mailHash = emailHash(body.email);
    const windowMs = config.rateWindowMs;
    const limit = config.loginFailureLimit;
    // Failed logins are counted per address and per e-mail; past either limit even a correct
    // password waits (that is what stops guessing).
    const [byAddress, byEmail] = await Promise.all([
      store.limits.peekAddress('login-failure', address, limit, windowMs),
      store.limits.peekLogin(mailHash, limit, windowMs),
    ]);
    const blocked = [byAddress, byEmail].find((r) => !r.allowed);
    if (blocked) throw errors.rateLimited(Math.ceil((blocked.resetAt - blocked.now) / 1000));
    const user = await store.dashboardUsers.findByEmail(body.email);
    const ok = await verifyPassword(body.password, user?.passwordHash ?? null);
    if (!user || !ok) {
      await Promise.all([
        store.limits.hitAddress('login-failure', address, limit, windowMs),
        store.limits.hitLogin(mailHash, limit, windowMs),
      ]);
      throw errors.unauthorized('wrong e-mail or password', 'invalid_credentials');
    }
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

export const createKey = defineRoute<Infer<typeof createKeyBody>>({
  method: 'POST',
  path: '/v1/dashboard/keys',
  auth: 'dashboard',
  summary: 'Create a key; the secret is in this response only',
  tags: TAGS,
  body: createKeyBody,
  responses: {
    201: { description: 'the key with its secret (shown once)', schema: keySummary.extend({ apiKey: s.string() }) },
    400: { description: 'invalid body, or the account already has 20 active keys (key_limit_reached)' },
    ...DASHBOARD_ERRORS,
  },
  async handle(ctx, { body }, { store }) {
    const created = await store.apiKeys
      .create(principalOf(ctx).accountId, body.mode === 'test' ? 'eb_test_' : 'eb_live_')
      .catch((error) => {
        throw error instanceof KeyLimitError ? errors.badRequest(error.message, error.code) : error;
      });
    ctx.status = 201;
    ctx.body = { ...keyJson(created.record), apiKey: created.apiKey };
  },
});

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
  responses: {
    201: {
      description: 'the new key with its secret (shown once) and the revoked key',
      schema: keySummary.extend({ apiKey: s.string(), replaced: keySummary }),
    },
    404: { description: 'no such key in this account' },
    400: { description: 'the key is already revoked (code key_revoked)' },
    ...DASHBOARD_ERRORS,
  },
  async handle(ctx, { params }, { store }) {
    const rotated = await store.apiKeys.rotate(principalOf(ctx).accountId, params.id ?? '');
    if (rotated.outcome === 'missing') throw errors.notFound('key not found');
    if (rotated.outcome === 'revoked') throw errors.badRequest('key is already revoked; create a new key instead', 'key_revoked');
    ctx.status = 201;
    ctx.body = { ...keyJson(rotated.record), apiKey: rotated.apiKey, replaced: keyJson(rotated.revoked) };
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

export const dashboardRoutes = [login, listKeys, createKey, revokeKey, rotateKey, getAccount];
