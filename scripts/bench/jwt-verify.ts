// Session-token verification speed for `npm run bench:api`: ours (a KeyObject made once) against
// jsonwebtoken given the string secret on every call, in alternating rounds.
import { performance } from 'node:perf_hooks';
import jwt from 'jsonwebtoken';
import { TokenService } from '../../server/auth/tokens';
import { median } from './stats';

/** JWT verify ops/s for `ms` milliseconds. */
function opsPerSecond(fn: () => unknown, ms: number): number {
  for (let i = 0; i < 200; i++) fn();
  let ops = 0;
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 50; i++) fn();
    ops += 50;
    now = performance.now();
  }
  return (ops * 1000) / (now - start);
}

export function jwtBench(userId: string): { keyObject: number; stringSecret: number; speedup: number } {
  const secret = 'bench-session-secret-0123456789-abcdefghijklmnop';
  const service = new TokenService({ session: secret, dashboard: `${secret}-dashboard` });
  const { token } = service.issueSession({ accountId: 'acct_bench', keyId: 'key_bench', generation: 1, userId });
  const claims = jwt.decode(token) as { aud: string; iss: string };
  const options = { algorithms: ['HS256' as const], audience: claims.aud, issuer: claims.iss, clockTolerance: 5 };
  if (!service.verifySession(token)) throw new Error('token does not verify');
  jwt.verify(token, secret, options);
  const fast: number[] = [];
  const slow: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < 3; round++) {
    const f = opsPerSecond(() => service.verifySession(token), 700);
    const s = opsPerSecond(() => jwt.verify(token, secret, options), 700);
    fast.push(f);
    slow.push(s);
    ratios.push(f / s);
  }
  return { keyObject: median(fast), stringSecret: median(slow), speedup: median(ratios) };
}
