// Prometheus metrics (prom-client). One registry per running server, so tests that start several
// servers in one process never mix their counts. Served by `listener.ts` on METRICS_PORT only.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export interface Metrics {
  registry: Registry;
  requests: Counter<'method' | 'route' | 'status'>;
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  /** 401, 403, 429 and 402 answers by their error code: who was refused, and why. */
  refusals: Counter<'status' | 'code'>;
  rateLimitRefusals: Counter<'code'>;
  quotaRefusals: Counter<'code'>;
  redisCommandDuration: Histogram<'command'>;
  redisCommandErrors: Counter<'command'>;
  redisConnectionErrors: Counter;
}

export interface BuildInfo {
  version: string;
}

export function createMetrics(build: BuildInfo): Metrics {
  const registry = new Registry();
  // Process metrics, including nodejs_eventloop_lag_seconds and its percentiles.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const registers = [registry];

  const info = new Gauge({
    name: 'eb_build_info',
    help: 'Always 1; the labels say which build and Node version run.',
    labelNames: ['version', 'node'],
    registers,
  });
  info.set({ version: build.version, node: process.versions.node }, 1);

  return {
    registry,
    requests: new Counter({
      name: 'eb_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      registers,
    }),
    requestDuration: new Histogram({
      name: 'eb_http_request_duration_seconds',
      help: 'Time from receiving a request to its answer, by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    refusals: new Counter({
      name: 'eb_http_refusals_total',
      help: 'Requests refused with 401, 403, 429 or 402, by status and error code.',
      labelNames: ['status', 'code'],
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'eb_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit (429), by error code.',
      labelNames: ['code'],
      registers,
    }),
    quotaRefusals: new Counter({
      name: 'eb_quota_refusals_total',
      help: 'Requests refused by a plan quota or feature (402), by error code.',
      labelNames: ['code'],
      registers,
    }),
    redisCommandDuration: new Histogram({
      name: 'eb_redis_command_duration_seconds',
      help: 'Redis command round trips, by command (scripts show as evalsha).',
      labelNames: ['command'],
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
      registers,
    }),
    redisCommandErrors: new Counter({
      name: 'eb_redis_command_errors_total',
      help: 'Redis commands that failed (error reply, timeout, lost connection), by command.',
      labelNames: ['command'],
      registers,
    }),
    redisConnectionErrors: new Counter({
      name: 'eb_redis_connection_errors_total',
      help: 'Errors reported by the Redis connection (refused, reset, reconnecting).',
      registers,
    }),
  };
}
