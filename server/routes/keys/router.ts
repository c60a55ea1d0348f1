import type { Infer } from '../../../core/schema/schema';
import { errors } from '../../errors';
import { type AppContext, type AppDeps, principalOf } from '../../http/context';
import { defineRoute } from '../../http/route';
import { isPlanName, PLANS } from '../../plans';
import { originsResponse, setOriginsBody, validateResponse } from './schema';

const MIB = 1024 * 1024;

/** MiB with enough precision for small documents, without float noise. */
export function toMb(bytes: number): number {
  return Math.round((bytes / MIB) * 1e6) / 1e6;
}

export const validateKey = defineRoute({
  method: 'GET',
  path: '/v1/keys/validate',
  auth: 'api',
  summary: 'Plan, limits, usage and features of the key (secret key or session token)',
  tags: ['keys'],
  responses: {
    200: { description: 'the key validation object', schema: validateResponse },
    401: { description: 'missing or invalid key or token' },
    403: { description: "origin not in the key's allowlist" },
    429: { description: 'rate limit exceeded' },
  },
  async handle(ctx, _input, deps) {
    ctx.body = await keyInfo(ctx, deps);
  },
});

/** The key validation object of the request's key or token (also part of `GET /v1/start`). */
export async function keyInfo(ctx: AppContext, { store, config }: AppDeps): Promise<Infer<typeof validateResponse>> {
  const p = principalOf(ctx);
  const found = await store.accounts.withUsage(p.accountId);
  if (!found || !isPlanName(found.account.plan)) throw errors.unauthorized();
  const { account, usage } = found;
  return {
    plan: account.plan,
    limits: {
      renders: account.limits.renders,
      storageMb: account.limits.storageMb,
      templates: account.limits.templates,
      coEditors: account.limits.coEditors,
    },
    usage: { renders: usage.renders, storageMb: toMb(usage.storageBytes), templates: usage.templates },
    features: PLANS[account.plan].features,
    operator: { name: config.operatorName },
    ...(p.kind === 'session' && { userId: p.userId, role: p.role }),
    ...(p.kind === 'session' && p.name !== undefined && { name: p.name }),
    ...(p.kind === 'session' && p.testRecipients && { testRecipients: p.testRecipients }),
  };
}

export const setKeyOrigins = defineRoute<Infer<typeof setOriginsBody>>({
  method: 'PATCH',
  path: '/v1/keys/:id/origins',
  auth: 'dashboard',
  summary: "Replace a key's origin allowlist (dashboard token of the key's account); [] allows every origin",
  tags: ['keys', 'dashboard'],
  body: setOriginsBody,
  responses: {
    200: { description: 'the key id and its canonical origins', schema: originsResponse },
    400: { description: 'not a list of at most 100 origins' },
    401: { description: 'missing or invalid dashboard token' },
    404: { description: 'no such key in this account' },
  },
  async handle(ctx, { body, params }, { store }) {
    const record = await store.apiKeys.setOrigins(principalOf(ctx).accountId, params.id ?? '', body.origins);
    if (!record) throw errors.notFound('key not found');
    ctx.body = { id: record.id, origins: record.origins };
  },
});

export const keyRoutes = [validateKey, setKeyOrigins];
