// The dashboard's door to the API: a dashboard token as Bearer, JSON in and out, every failure
// a DashboardError. A 401 on an authenticated call means the token expired or was refused:
// `onUnauthorized` sends the user back to sign-in.
import type { Account, CreatedKey, KeySummary, LibraryItem, LoginResult, RotatedKey } from './types';

export class DashboardError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'DashboardError';
    this.status = status;
    this.code = code;
  }
}

const FALLBACK: Record<number, string> = {
  400: 'The request was not valid.',
  401: 'Your session has ended. Sign in again.',
  404: 'Not found. It may have been removed.',
  429: 'Too many attempts. Wait a minute and try again.',
  503: 'The service is temporarily unavailable. Try again shortly.',
};

interface Call {
  method?: string;
  body?: unknown;
  auth?: boolean;
}

export class DashboardClient {
  readonly baseUrl: string;
  token: string;
  onUnauthorized: () => void;

  constructor(options: { baseUrl?: string; token?: string; onUnauthorized?: () => void } = {}) {
    this.baseUrl = (options.baseUrl ?? globalThis.location.origin).replace(/\/+$/, '');
    this.token = options.token ?? '';
    this.onUnauthorized = options.onUnauthorized ?? (() => {});
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
    return this.#json('/v1/dashboard/keys', { method: 'POST', body: { mode } });
  }

  revokeKey(id: string): Promise<KeySummary> {
    return this.#json(`/v1/dashboard/keys/${encodeURIComponent(id)}/revoke`, { method: 'POST' });
  }

  rotateKey(id: string): Promise<RotatedKey> {
    return this.#json(`/v1/dashboard/keys/${encodeURIComponent(id)}/rotate`, { method: 'POST' });
  }

  setOrigins(id: string, origins: string[]): Promise<{ id: string; origins: string[] }> {
    return this.#json(`/v1/keys/${encodeURIComponent(id)}/origins`, { method: 'PATCH', body: { origins } });
  }

  library(): Promise<LibraryItem[]> {
    return this.#json('/v1/templates/library', { auth: false });
  }

  async #json<T>(path: string, { method = 'GET', body, auth = true }: Call = {}): Promise<T> {
    const headers: Record<string, string> = {};
    if (auth) headers.Authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    } catch {
      throw new DashboardError(0, 'offline', 'The server cannot be reached. Check your connection and try again.');
    }
    if (response.ok) return (await response.json()) as T;
    let detail: { error?: unknown; code?: unknown } = {};
    try {
      detail = (await response.json()) as typeof detail;
    } catch {
      // Not JSON (a proxy's page): the status speaks.
    }
    const status = response.status;
    if (status === 401 && auth) this.onUnauthorized();
    const message = typeof detail.error === 'string' && detail.error ? detail.error : (FALLBACK[status] ?? `Request failed (${status}).`);
    throw new DashboardError(status, typeof detail.code === 'string' ? detail.code : `http_${status}`, message);
  }
}
