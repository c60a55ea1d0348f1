// The element's only door to the API: bearer token, error mapping, and the recoveries the host
// relies on — 401 waits for a new `api-key` and retries once, 429 waits Retry-After and retries
// once, a 503 (Redis failing over, an instance draining) or a 409 idempotency_in_progress waits
// Retry-After and retries twice (creates carry their Idempotency-Key, so a retry never stores
// twice), a network failure becomes a typed `offline` error.
// The endpoints themselves are client.ts's.

import { takeEarly, withToken } from './early';
import { ApiError, answersAsApi, errorFromResponse, offlineError } from './errors';

export interface ApiClientOptions {
  baseUrl: string;
  /** False when `baseUrl` is the script's own address because no `base-url` was set (named so in errors). */
  baseUrlSet?: boolean;
  token: string;
  /** Called once per expiry, when the first call of a token gets 401. */
  onSessionExpired?: () => void;
  /** Longest wait honoured for Retry-After, in ms (tests shorten it). */
  maxRetryWaitMs?: number;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  form?: FormData;
  auth?: boolean;
  /** Sent as `Idempotency-Key`: one per create, reused by its retries, so a retry never stores twice. */
  idempotencyKey?: string;
  /** false: a 429 or 503 is reported at once instead of waited out (the user is watching, and a wait could be an hour). */
  retry?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ApiTransport {
  baseUrl: string;
  baseUrlSet: boolean;
  onSessionExpired: () => void;
  maxRetryWaitMs: number;
  #token: string;
  #expired = false;
  #tokenWaiters: Array<() => void> = [];

  constructor(options: ApiClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.baseUrlSet = options.baseUrlSet ?? true;
    this.#token = options.token;
    this.onSessionExpired = options.onSessionExpired ?? (() => {});
    this.maxRetryWaitMs = options.maxRetryWaitMs ?? 60_000;
  }

  get token(): string {
    return this.#token;
  }

  /** A new token releases every call that is waiting after a 401. */
  set token(value: string) {
    if (value === this.#token) return;
    this.#token = value;
    this.#expired = false;
    const waiters = this.#tokenWaiters;
    this.#tokenWaiters = [];
    for (const resume of waiters) resume();
  }

  /** True while calls wait for the host to supply a fresh token. */
  get waitingForToken(): boolean {
    return this.#tokenWaiters.length > 0;
  }

  protected async json<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const response = await this.send(path, options);
    return (await response.json()) as T;
  }

  protected async send(path: string, options: RequestOptions): Promise<Response> {
    let retriedAuth = false;
    let retriedRate = false;
    let retriesLeft = 2;
    for (;;) {
      const response = await this.#fetch(path, options);
      // The wording of this misconfiguration is its own chunk: no integrator's gallery waits on it.
      if (!answersAsApi(response))
        throw (await import('./not-this-api')).notThisApi(this.baseUrl, this.baseUrlSet, path, response);
      if (response.ok) return response;
      if (response.status === 401 && options.auth !== false && !retriedAuth) {
        retriedAuth = true;
        await this.#waitForNewToken();
        continue;
      }
      if (options.retry === false) throw await errorFromResponse(response, globalThis.location?.origin ?? 'this page');
      if (response.status === 429 && !retriedRate) {
        retriedRate = true;
        await sleep(this.#retryAfterMs(response));
        continue;
      }
      if (
        (response.status === 503 || response.status === 409) &&
        retriesLeft > 0 &&
        response.headers.has('Retry-After')
      ) {
        const inProgress =
          response.status === 503 ||
          (
            await response
              .clone()
              .json()
              .catch(() => null)
          )?.code === 'idempotency_in_progress';
        if (inProgress) {
          retriesLeft--;
          await sleep(this.#retryAfterMs(response));
          continue;
        }
      }
      throw await errorFromResponse(response, globalThis.location?.origin ?? 'this page');
    }
  }

  async #fetch(
    path: string,
    { method = 'GET', body, form, auth = true, idempotencyKey }: RequestOptions,
  ): Promise<Response> {
    const headers: Record<string, string> = {};
    // A read carries its session token in the query: a CORS simple request, so no preflight
    // (a round trip, per URL) before it (docs/api.md §5). Writes keep the header.
    const simple = method === 'GET' && auth;
    if (auth && !simple) headers.Authorization = `Bearer ${this.#token}`;
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const base = path.startsWith('http') ? path : `${this.baseUrl}${path}`;
    const url = simple ? withToken(base, this.#token) : base;
    try {
      const early = simple ? takeEarly(url) : undefined;
      if (early) return await early;
      return await fetch(url, {
        method,
        headers,
        body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      throw offlineError(this.baseUrl);
    }
  }

  /**
   * Another channel (the live connection) had this token refused: handled as a REST call's 401
   * (one `onSessionExpired` per token, shared with the calls); resolves once a new token is set.
   */
  tokenRefused(): Promise<void> {
    return this.#waitForNewToken();
  }

  #waitForNewToken(): Promise<void> {
    const waiting = new Promise<void>((resolve) => this.#tokenWaiters.push(resolve));
    if (!this.#expired) {
      this.#expired = true;
      this.onSessionExpired();
    }
    return waiting;
  }

  #retryAfterMs(response: Response): number {
    const seconds = Number(response.headers.get('Retry-After'));
    const ms = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 1000;
    return Math.min(ms, this.maxRetryWaitMs);
  }
}
