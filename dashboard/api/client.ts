// The dashboard's door to the API: a dashboard token as Bearer, JSON in and out, every failure
// the element's ApiError, worded by the element's `errorFromResponse` (element/api/errors.ts). A
// 401 on an authenticated call means the token expired or was refused: `onUnauthorized` sends the
// user back to sign-in. Key creation and rotation send an Idempotency-Key, one per user action,
// and retry a lost answer (the network, a 503 during a failover, a 409 while the first attempt
// still runs) with the same key: the server then replays the key it created, secret included,
// instead of creating a second one (docs/api.md §1).
//
// Why not the element's ApiClient: its recoveries suit an embedded widget and would be wrong
// here. It sends a read's token in the query (the API refuses a dashboard token there), waits on a
// 401 for the host to hand it a new token (the dashboard signs out instead) and waits out a 429
// (the sign-in form must say "too many attempts" at once).
import { ApiError, errorFromResponse } from '../../element/api/errors';
import type {
  Account,
  CreatedKey,
  KeySummary,
  LibraryItem,
  LoginResult,
  OriginsResult,
  ReviewQueueItem,
  RotatedKey,
} from './types';

/** Failures after which the request may have run, or may run if repeated: retried with the same Idempotency-Key. */
function retryable(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  return error.code === 'offline' || error.status === 503 || error.code === 'idempotency_in_progress';
}

/** The wait a failed answer asked for (`Retry-After`), kept beside its error for the retry. */
const retryAfter = new WeakMap<ApiError, number>();

/** 128 random bits; `crypto.randomUUID` needs a secure context, which a LAN dashboard may not be. */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Call {
  method?: string;
  body?: unknown;
  auth?: boolean;
  idempotencyKey?: string;
}

export class DashboardClient {
  readonly baseUrl: string;
  token: string;
  onUnauthorized: () => void;
  /** Retries of a key creation after a lost or busy answer. */
  readonly createRetries: number;
  /** Longest wait between them, in ms (tests shorten it). */
  readonly maxRetryWaitMs: number;

  constructor(
    options: {
      baseUrl?: string;
      token?: string;
      onUnauthorized?: () => void;
      createRetries?: number;
      maxRetryWaitMs?: number;
    } = {},
  ) {
    this.baseUrl = (options.baseUrl ?? globalThis.location.origin).replace(/\/+$/, '');
    this.token = options.token ?? '';
    this.onUnauthorized = options.onUnauthorized ?? (() => {});
    this.createRetries = options.createRetries ?? 2;
    this.maxRetryWaitMs = options.maxRetryWaitMs ?? 5000;
  }

  login(email: string, password: string): Promise<LoginResult> {
    return this.#json('/v1/dashboard/login', { method: 'POST', body: { email, password }, auth: false });
  }

  account(): Promise<Account> {
    return this.#json('/v1/dashboard/account');
  }

  keys(): Promise<KeySummary[]> {
    return this.#json('/v1/dashboard/keys');
  }

  createKey(mode: 'live' | 'test'): Promise<CreatedKey> {
    return this.#createOnce('/v1/dashboard/keys', { mode });
  }

  revokeKey(id: string): Promise<KeySummary> {
    return this.#json(`/v1/dashboard/keys/${encodeURIComponent(id)}/revoke`, { method: 'POST' });
  }

  rotateKey(id: string): Promise<RotatedKey> {
    return this.#createOnce(`/v1/dashboard/keys/${encodeURIComponent(id)}/rotate`);
  }

  setOrigins(id: string, origins: string[]): Promise<OriginsResult> {
    return this.#json(`/v1/keys/${encodeURIComponent(id)}/origins`, { method: 'PATCH', body: { origins } });
  }

  /** The account's shared templates in review (docs/api.md §15). */
  reviewQueue(): Promise<ReviewQueueItem[]> {
    return this.#json('/v1/dashboard/review-queue');
  }

  library(): Promise<LibraryItem[]> {
    return this.#json('/v1/templates/library', { auth: false });
  }

  /** One user action that creates a key: one Idempotency-Key, reused by every retry of it. */
  async #createOnce<T>(path: string, body?: unknown): Promise<T> {
    const idempotencyKey = newIdempotencyKey();
    for (let retriesLeft = this.createRetries; ; retriesLeft--) {
      try {
        return await this.#json<T>(path, { method: 'POST', body, idempotencyKey });
      } catch (error) {
        if (!retryable(error) || retriesLeft <= 0) throw error;
        await sleep(Math.min(retryAfter.get(error) ?? 1000, this.maxRetryWaitMs));
      }
    }
  }

  async #json<T>(path: string, { method = 'GET', body, auth = true, idempotencyKey }: Call = {}): Promise<T> {
    const headers: Record<string, string> = {};
    if (auth) headers.Authorization = `Bearer ${this.token}`;
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiError({
        status: 0,
        code: 'offline',
        message: 'The server cannot be reached. Check your connection and try again.',
      });
    }
    if (response.ok) return (await response.json()) as T;
    const seconds = Number(response.headers.get('Retry-After'));
    const error = await errorFromResponse(response, globalThis.location.origin);
    if (response.status === 401 && auth) this.onUnauthorized();
    if (Number.isFinite(seconds) && seconds > 0) retryAfter.set(error, seconds * 1000);
    throw error;
  }
}
