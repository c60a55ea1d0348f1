// /metrics as Prometheus sees it: the API under concurrent load, its own listener scraped while the
// load runs, every scrape parsed by an independent Prometheus text-format parser, and the final
// counts compared with the requests actually sent.
import parsePrometheusTextFormat, { type MetricFamily, type Sample } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../scripts/redis';
import { parseConfig } from '../config';
import { createLogger } from '../logger';
import { type Serving, serve } from '../main';
import { createAccount, redisEnv, type TestAccount } from '../test/harness';
import { type Call, client } from '../test/http';

let serving: Serving;
let call: Call;
let metricsUrl: string;
let pro: TestAccount;
let free: TestAccount;

beforeAll(async () => {
  const port = await freePort();
  const config = parseConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'silent',
    ADDRESS_RATE_LIMIT: '1000000',
    AUTH_FAILURE_LIMIT: '1000000',
    METRICS_PORT: '0',
    ...redisEnv(inject('redisUrl')),
  });
  serving = await serve(config, createLogger('silent'));
  call = client(serving.api.url);
  if (!serving.metrics) throw new Error('METRICS_PORT set, yet no metrics listener');
  metricsUrl = serving.metrics.url;
  [pro, free] = await Promise.all([
    createAccount(inject('redisUrl'), { plan: 'pro' }),
    createAccount(inject('redisUrl'), { plan: 'free' }),
  ]);
});

afterAll(async () => {
  await serving?.close();
});

let lastText = '';

async function scrape(): Promise<MetricFamily[]> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  lastText = await response.text();
  return parsePrometheusTextFormat(lastText);
}

/**
 * The parser keeps counters and gauges with their labels but folds labelled histograms into one
 * unlabelled sample, so histogram series are read from the text of the last scrape (after the
 * parser accepted it as a whole): `<name>_<suffix>{labels…} value`, labels in any order.
 */
function histogramValue(name: string, suffix: 'count' | 'sum', labels: Record<string, string>): number {
  for (const line of lastText.split('\n')) {
    const match = /^([a-z_]+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== `${name}_${suffix}`) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[3]);
  }
  return Number.NaN;
}

function family(families: MetricFamily[], name: string): MetricFamily {
  const found = families.find((f) => f.name === name);
  if (!found) throw new Error(`no metric ${name}`);
  return found;
}

function sample(families: MetricFamily[], name: string, labels: Record<string, string>): Sample | undefined {
  return family(families, name).metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
}

const value = (families: MetricFamily[], name: string, labels: Record<string, string>) =>
  Number(sample(families, name, labels)?.value ?? 0);

describe('metrics', () => {
  it('counts requests by route template, status and refusal code while being scraped under load', async () => {
    const { token: sessionToken } = await call('POST', '/v1/sessions', {
      token: pro.apiKey,
      body: { userId: 'metrics-user' },
    }).then((r) => ({
      token: r.body.sessionToken as string,
    }));
    const sent = { ok: 40, unauthorized: 20, forbidden: 5, created: 3, overQuota: 4, free: 70 };
    const work: Array<Promise<unknown>> = [];
    const reads: Array<Promise<{ status: number }>> = [];
    for (let i = 0; i < sent.ok; i++) reads.push(call('GET', '/v1/templates', { token: pro.apiKey }));
    work.push(...reads);
    for (let i = 0; i < sent.unauthorized; i++) work.push(call('GET', '/v1/templates', { token: 'eb_live_not-a-key' }));
    // A session user asking for another user's templates → 403.
    for (let i = 0; i < sent.forbidden; i++)
      work.push(call('GET', '/v1/templates?userId=someone-else', { token: sessionToken }));
    // Scrapes interleaved with the load: each must parse.
    const scrapes = [scrape(), scrape()];
    await Promise.all(work);
    // What the readers were served is what must be counted: on a machine too loaded for Redis to
    // answer in time some are served 503 (Retry-After), which is not a 200.
    const served = (await Promise.all(reads)).map((r) => r.status);
    const ok = served.filter((status) => status === 200).length;
    expect(served.every((status) => status === 200 || status === 503)).toBe(true);
    expect(ok).toBeGreaterThan(0);
    // Free plan: 3 templates, then 402; 60 requests a minute, then 429.
    for (let i = 0; i < sent.created + sent.overQuota; i++) {
      const r = await call('POST', '/v1/templates', { token: free.apiKey, body: { name: `t${i}` } });
      expect(r.status).toBe(i < sent.created ? 201 : 402);
    }
    const rest = await Promise.all(
      Array.from({ length: sent.free }, () => call('GET', '/v1/keys/validate', { token: free.apiKey })),
    );
    const limited = rest.filter((r) => r.status === 429).length;
    expect(limited).toBeGreaterThan(0);
    for (const during of await Promise.all(scrapes))
      expect(family(during, 'eb_http_requests_total').type).toBe('COUNTER');

    const after = await scrape();
    expect(value(after, 'eb_http_requests_total', { method: 'GET', route: '/v1/templates', status: '200' })).toBe(ok);
    expect(value(after, 'eb_http_requests_total', { method: 'GET', route: '/v1/templates', status: '401' })).toBe(
      sent.unauthorized,
    );
    expect(value(after, 'eb_http_requests_total', { method: 'GET', route: '/v1/templates', status: '403' })).toBe(
      sent.forbidden,
    );
    expect(value(after, 'eb_http_requests_total', { method: 'POST', route: '/v1/templates', status: '201' })).toBe(
      sent.created,
    );
    expect(value(after, 'eb_http_refusals_total', { status: '401', code: 'unauthorized' })).toBe(sent.unauthorized);
    expect(value(after, 'eb_http_refusals_total', { status: '403' })).toBe(sent.forbidden);
    expect(value(after, 'eb_quota_refusals_total', { code: 'template_limit_reached' })).toBe(sent.overQuota);
    expect(value(after, 'eb_rate_limit_refusals_total', { code: 'rate_limited' })).toBe(limited);
    expect(value(after, 'eb_http_refusals_total', { status: '429', code: 'rate_limited' })).toBe(limited);

    const latency = { method: 'GET', route: '/v1/templates', status: '200' };
    expect(family(after, 'eb_http_request_duration_seconds').type).toBe('HISTOGRAM');
    expect(histogramValue('eb_http_request_duration_seconds', 'count', latency)).toBe(ok);
    expect(histogramValue('eb_http_request_duration_seconds', 'sum', latency)).toBeGreaterThan(0);

    // Redis round trips were timed (the rate limit and template scripts run as EVALSHA).
    expect(family(after, 'eb_redis_command_duration_seconds').type).toBe('HISTOGRAM');
    expect(histogramValue('eb_redis_command_duration_seconds', 'count', { command: 'evalsha' })).toBeGreaterThan(
      sent.ok,
    );
    expect(family(after, 'nodejs_eventloop_lag_seconds').type).toBe('GAUGE');
    expect(family(after, 'eb_build_info').metrics[0]?.labels?.version).toMatch(/^\d+\.\d+\.\d+/);
  }, 120_000);

  it('counts Redis command errors', async () => {
    const before = value(await scrape(), 'eb_redis_command_errors_total', { command: 'lpush' });
    // A real error reply from Redis: LPUSH on a string key (WRONGTYPE).
    const redis = serving.api.deps.store.redis;
    const key = `{metrics-test}:${Date.now()}`;
    await redis.set(key, 'x');
    await expect(redis.lpush(key, 'y')).rejects.toThrow(/WRONGTYPE/);
    await redis.del(key);
    expect(value(await scrape(), 'eb_redis_command_errors_total', { command: 'lpush' })).toBe(before + 1);
  });

  it('uses route templates, not raw paths, as labels, and answers only /metrics on its port', async () => {
    await call('GET', '/v1/templates/tpl_doesnotexist1', { token: pro.apiKey });
    await call('GET', '/no/such/path/12345');
    const families = await scrape();
    const routes = family(families, 'eb_http_requests_total').metrics.map((m) => m.labels?.route);
    expect(routes).toContain('/v1/templates/:id');
    expect(routes).toContain('unmatched');
    expect(routes.some((r) => r?.includes('tpl_doesnotexist1') || r?.includes('12345'))).toBe(false);
    expect((await fetch(metricsUrl.replace('/metrics', '/v1/templates'))).status).toBe(404);
  });

  it('echoes a well-formed X-Request-Id and replaces a malformed one', async () => {
    const kept = await call('GET', '/healthz', { headers: { 'X-Request-Id': 'req-42.a:b' } });
    expect(kept.headers.get('x-request-id')).toBe('req-42.a:b');
    const replaced = await call('GET', '/healthz', { headers: { 'X-Request-Id': `bad id ${'x'.repeat(300)}` } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
