// What the element can tell about a session token without its secret: whether it is a JWT at
// all, whose it is (`sub`) and when it lapses (`exp`). Nothing here is trusted for access — the
// API verifies the signature — it only lets the element explain an integrator's mistake at once.

export interface TokenClaims {
  /** The end user the token was minted for. */
  sub?: string;
  /** Expiry, in seconds since the epoch. */
  exp?: number;
}

const SEGMENT = /^[A-Za-z0-9_-]+$/;

/** One base64url JWT part as JSON (throws when it is not). */
export function decodeSegment(segment: string): unknown {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
}

/** The token's claims, or null when it is not a JWT (three base64url parts, JSON header with `alg`, JSON payload). */
export function readToken(token: string): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => SEGMENT.test(part))) return null;
  try {
    const header = decodeSegment(parts[0] as string) as { alg?: unknown } | null;
    const payload = decodeSegment(parts[1] as string) as Record<string, unknown> | null;
    if (!header || typeof header.alg !== 'string' || !payload || typeof payload !== 'object' || Array.isArray(payload))
      return null;
    return {
      ...(typeof payload.sub === 'string' ? { sub: payload.sub } : {}),
      ...(typeof payload.exp === 'number' ? { exp: payload.exp } : {}),
    };
  } catch {
    return null;
  }
}

/** True when the token's own expiry has passed (a little slack for clocks that disagree). */
export function isExpired(claims: TokenClaims, now = Date.now()): boolean {
  return claims.exp !== undefined && claims.exp * 1000 < now + 5_000;
}
