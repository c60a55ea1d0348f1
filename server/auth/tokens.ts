// Session and dashboard tokens: JWT HS256 only, each with its own secret and audience, verified
// with explicit algorithms/audience/issuer and required exp/iat/sub. Secrets are KeyObjects:
// with a string secret jsonwebtoken first tries to parse it as a PEM key (~60× slower).
import { createSecretKey, type KeyObject, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';

export const SESSION_TTL_SECONDS = 7200;
export const DASHBOARD_TTL_SECONDS = 8 * 3600;
const ISSUER = 'email-builder';
const SESSION_AUDIENCE = 'email-builder:session';
const DASHBOARD_AUDIENCE = 'email-builder:dashboard';
const CLOCK_TOLERANCE_SECONDS = 5;

/** What a session user may do (docs/api.md §12, §15): a reviewer reads and writes nothing. */
export type SessionRole = 'member' | 'manager' | 'reviewer';
export const SESSION_ROLES: readonly SessionRole[] = ['member', 'manager', 'reviewer'];

export interface SessionClaims {
  accountId: string;
  keyId: string;
  generation: number;
  userId: string;
  /** `manager` may also write shared templates and saved blocks; `reviewer` may write nothing. */
  role: SessionRole;
  expiresAt: number;
  /** Display name for co-editing presence (`name` claim), when the host gave one. */
  name?: string;
  /** Addresses this user may send test e-mails to (`trc` claim), when the host gave any. */
  testRecipients?: string[];
}

/** At most this many test recipients per session token (docs/api.md §16). */
export const MAX_TEST_RECIPIENTS = 5;

export interface DashboardClaims {
  accountId: string;
  userId: string;
  expiresAt: number;
}

export interface IssuedToken {
  token: string;
  expiresIn: number;
}

type Payload = Record<string, unknown>;

export class TokenService {
  private readonly sessionKey: KeyObject;
  private readonly dashboardKey: KeyObject;

  constructor(secrets: { session: string; dashboard: string }) {
    this.sessionKey = createSecretKey(Buffer.from(secrets.session, 'utf8'));
    this.dashboardKey = createSecretKey(Buffer.from(secrets.dashboard, 'utf8'));
  }

  /** `issuedAt` (ms): now, except in tests that need a token that has already expired. */
  issueSession(
    claims: Omit<SessionClaims, 'expiresAt' | 'role'> & { role?: SessionRole },
    issuedAt = Date.now(),
  ): IssuedToken {
    // Members carry no claim: tokens minted before roles existed stay members.
    const payload = {
      acct: claims.accountId,
      key: claims.keyId,
      gen: claims.generation,
      ...(claims.role !== undefined && claims.role !== 'member' && { role: claims.role }),
      ...(claims.name !== undefined && { name: claims.name }),
      ...(claims.testRecipients?.length && { trc: claims.testRecipients }),
    };
    return this.sign(payload, claims.userId, this.sessionKey, SESSION_AUDIENCE, SESSION_TTL_SECONDS, issuedAt);
  }

  issueDashboard(claims: Omit<DashboardClaims, 'expiresAt'>): IssuedToken {
    return this.sign(
      { acct: claims.accountId },
      claims.userId,
      this.dashboardKey,
      DASHBOARD_AUDIENCE,
      DASHBOARD_TTL_SECONDS,
    );
  }

  verifySession(token: string): SessionClaims | null {
    const p = this.verify(token, this.sessionKey, SESSION_AUDIENCE, SESSION_TTL_SECONDS);
    if (!p || typeof p.acct !== 'string' || typeof p.key !== 'string' || !Number.isInteger(p.gen)) return null;
    if (p.role !== undefined && p.role !== 'manager' && p.role !== 'reviewer') return null;
    const role: SessionRole = p.role === undefined ? 'member' : (p.role as SessionRole);
    if (p.name !== undefined && typeof p.name !== 'string') return null;
    const trc = p.trc;
    const recipients =
      Array.isArray(trc) && trc.length <= MAX_TEST_RECIPIENTS && trc.every((a) => typeof a === 'string') ? trc : null;
    if (trc !== undefined && recipients === null) return null;
    return {
      accountId: p.acct,
      keyId: p.key,
      generation: p.gen as number,
      userId: p.sub as string,
      role,
      expiresAt: p.exp as number,
      ...(p.name !== undefined && { name: p.name }),
      ...(recipients && { testRecipients: recipients as string[] }),
    };
  }

  verifyDashboard(token: string): DashboardClaims | null {
    const p = this.verify(token, this.dashboardKey, DASHBOARD_AUDIENCE, DASHBOARD_TTL_SECONDS);
    if (!p || typeof p.acct !== 'string') return null;
    return { accountId: p.acct, userId: p.sub as string, expiresAt: p.exp as number };
  }

  private sign(
    payload: Payload,
    subject: string,
    key: KeyObject,
    audience: string,
    ttl: number,
    issuedAt = Date.now(),
  ): IssuedToken {
    const iat = Math.floor(issuedAt / 1000);
    const token = jwt.sign({ ...payload, iat, exp: iat + ttl }, key, {
      algorithm: 'HS256',
      issuer: ISSUER,
      audience,
      subject,
      jwtid: randomUUID(),
    });
    return { token, expiresIn: ttl };
  }

  private verify(token: string, key: KeyObject, audience: string, ttl: number): Payload | null {
    if (token.length > 4096) return null;
    try {
      const p = jwt.verify(token, key, {
        algorithms: ['HS256'],
        audience,
        issuer: ISSUER,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }) as unknown;
      if (typeof p !== 'object' || p === null) return null;
      const payload = p as Payload;
      // jsonwebtoken accepts a token without exp: we do not.
      if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number') return null;
      if (payload.exp - payload.iat > ttl) return null;
      if (typeof payload.sub !== 'string' || payload.sub === '' || typeof payload.jti !== 'string') return null;
      return payload;
    } catch {
      return null;
    }
  }
}
