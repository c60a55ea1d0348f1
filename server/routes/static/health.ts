import Router from '@koa/router';
import { errors } from '../../errors';
import type { AppState } from '../../http/context';
import type { RedisClient } from '../../redis/client';

export interface HealthState {
  /** False once shutdown starts: load balancers should stop sending traffic. */
  accepting: boolean;
}

/** `/healthz`: the process answers. `/readyz`: it should get traffic (Redis answers PING). */
export function healthRoutes(redis: RedisClient, state: HealthState): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/healthz', function healthz(ctx) {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { ok: true };
  });
  router.get('/readyz', async function readyz(ctx) {
    ctx.set('Cache-Control', 'no-store');
    if (!state.accepting) throw errors.unavailable();
    const pong = await redis.ping().catch(() => null);
    if (pong !== 'PONG') throw errors.unavailable();
    ctx.body = { ok: true, redis: 'up' };
  });
  return router;
}
