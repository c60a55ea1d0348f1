// Authentication and admission, in the API's check order:
//   401 who (secret key, session token or dashboard token) → 403 origin → 429 rate limit.
// Secret keys with a bad checksum are refused without touching Redis. For keys and session
// tokens the key's status, the origin allowlist and the sliding window are checked by one Lua
// script (one round trip). Failed authentications are counted per client address; past the
// limit they get 429 instead of 401.
import type { Middleware } from 'koa';
import { requestOrigin } from '../../core/origins';
import { isWellFormedSecretKey, looksLikeSecretKey, sha256Hex } from '../auth/secret-key';
import { errors } from '../errors';
import type { AdmitResult } from '../store/api-keys';
import type { WindowResult } from '../store/limits';
import { type AppContext, type AppDeps, type AppState, clientAddress, type Principal } from './context';
import { CONTROL_OR_BIDI, isWellFormed } from './strings';

function isAcceptableUserId(userId: unknown): boolean {
  return typeof userId === 'string' && userId.length > 0 && isWellFormed(userId) && !CONTROL_OR_BIDI.test(userId);
}

/** `public`: no credentials (limited per address); `api`: secret key or session token; `secret`: secret key only. */
export type AuthMode = 'public' | 'api' | 'secret' | 'dashboard';

const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;

export function setRateHeaders(ctx: AppContext, r: { limit: number; remaining: number; resetAt: number }): void {
  ctx.set('X-RateLimit-Limit', String(r.limit));
  ctx.set('X-RateLimit-Remaining', String(Math.max(0, r.remaining)));
  ctx.set('X-RateLimit-Reset', String(Math.ceil(r.resetAt / 1000)));
}

function rejectRate(ctx: AppContext, r: { limit: number; resetAt: number; now: number }): never {
  setRateHeaders(ctx, { ...r, remaining: 0 });
  throw errors.rateLimited(Math.ceil((r.resetAt - r.now) / 1000));
}

function applyWindow(ctx: AppContext, r: WindowResult): void {
  if (!r.allowed) rejectRate(ctx, r);
  setRateHeaders(ctx, r);
}

/** Where a credential came from, for the checks that depend on it. */
export interface CredentialSource {
  /** The request's `Origin` (checked against a session token's key allowlist). */
  origin: string;
  /** The client address (failed authentications are counted per address). */
  address: string;
  /** Rate-limit state to report (response headers); called for admitted and rate-refused callers. */
  onWindow?: (r: { limit: number; remaining: number; resetAt: number }) => void;
}

/**
 * Resolves a secret key or session token (`api` mode) to its principal, counting it once
 * against the account's rate window: the REST middleware below and the live-editing socket
 * (collab/) share it. Throws the API's errors: 401, 403 (origin), 429.
 */
export async function admitApiCredential(
  deps: AppDeps,
  credential: string,
  source: CredentialSource,
  mode: 'api' | 'secret' = 'api',
): Promise<Exclude<Principal, { kind: 'dashboard' }>> {
  const { store, tokens, config } = deps;
  const windowMs = config.rateWindowMs;
  // 0 tells the admit script to skip the per-key window (RATE_LIMIT=off, benchmarks only).
  const keyWindowMs = config.rateLimit ? windowMs : 0;
  const rejectRate = (r: { limit: number; resetAt: number; now: number }): never => {
    source.onWindow?.({ ...r, remaining: 0 });
    throw errors.rateLimited(Math.ceil((r.resetAt - r.now) / 1000));
  };
  const refuse = async (counted: boolean): Promise<never> => {
    if (counted) {
      const r = await store.limits.hitAddress('auth-failure', source.address, config.authFailureLimit, windowMs);
      if (!r.allowed) rejectRate(r);
    }
    throw errors.unauthorized();
  };
  const admitted = (result: AdmitResult): Extract<AdmitResult, { outcome: 'ok' }> => {
    if (result.outcome === 'origin') throw errors.originNotAllowed();
    if (result.outcome === 'rate') rejectRate(result);
    if (result.outcome !== 'ok') throw new Error('unreachable');
    source.onWindow?.(result);
    return result;
  };

  if (looksLikeSecretKey(credential)) {
    if (!isWellFormedSecretKey(credential)) return refuse(false);
    const secretHash = sha256Hex(credential);
    const ref = await store.apiKeys.resolveSecret(secretHash);
    if (!ref) return refuse(true);
    const result = await store.apiKeys.admit({
      ...ref,
      secretHash,
      checkOrigin: false,
      origin: '',
      windowMs: keyWindowMs,
    });
    if (result.outcome === 'unauthorized') return refuse(true);
    const ok = admitted(result);
    return { kind: 'secret', accountId: ref.accountId, keyId: ref.keyId, plan: ok.plan, generation: ok.generation };
  }

  const claims = mode === 'api' ? tokens.verifySession(credential) : null;
  // A token minted before user ids had to be well-formed (docs/api.md §9) must not reach storage.
  if (!claims || !isAcceptableUserId(claims.userId)) return refuse(true);
  const result = await store.apiKeys.admit({
    accountId: claims.accountId,
    keyId: claims.keyId,
    generation: claims.generation,
    checkOrigin: true,
    origin: source.origin,
    windowMs: keyWindowMs,
  });
  if (result.outcome === 'unauthorized') return refuse(true);
  const ok = admitted(result);
  return {
    kind: 'session',
    accountId: claims.accountId,
    keyId: claims.keyId,
    plan: ok.plan,
    userId: claims.userId,
    role: claims.role,
    generation: claims.generation,
    ...(claims.name !== undefined && { name: claims.name }),
    ...(claims.testRecipients && { testRecipients: claims.testRecipients }),
  };
}

export function authenticate(mode: AuthMode, deps: AppDeps): Middleware<AppState> {
  const { store, tokens, config } = deps;
  const windowMs = config.rateWindowMs;

  async function refuse(ctx: AppContext, counted: boolean): Promise<never> {
    if (counted) {
      const r = await store.limits.hitAddress('auth-failure', clientAddress(ctx), config.authFailureLimit, windowMs);
      if (!r.allowed) rejectRate(ctx, r);
    }
    throw errors.unauthorized();
  }

  return async function authenticateRequest(ctx, next) {
    if (mode === 'public') {
      applyWindow(ctx, await store.limits.hitAddress('public', clientAddress(ctx), config.addressLimit, windowMs));
      return next();
    }
    // Authenticated answers are private to the caller.
    ctx.set('Cache-Control', 'no-store');
    const match = BEARER.exec(ctx.get('Authorization'));
    const credential = match?.[1];
    if (!credential) return refuse(ctx, false);

    if (mode === 'dashboard') {
      if (looksLikeSecretKey(credential)) return refuse(ctx, isWellFormedSecretKey(credential));
      if (ctx.state.credentialInQuery) return refuse(ctx, true);
      const claims = tokens.verifyDashboard(credential);
      if (!claims || !(await store.dashboardUsers.exists(claims.accountId, claims.userId))) return refuse(ctx, true);
      applyWindow(
        ctx,
        await store.limits.hitDashboardUser(claims.accountId, claims.userId, config.addressLimit, windowMs),
      );
      ctx.state.principal = { kind: 'dashboard', accountId: claims.accountId, userId: claims.userId };
      return next();
    }

    ctx.state.principal = await admitApiCredential(
      deps,
      credential,
      {
        origin: requestOrigin(ctx.get('Origin')),
        address: clientAddress(ctx),
        onWindow: (r) => setRateHeaders(ctx, r),
      },
      mode,
    );
    return next();
  };
}
