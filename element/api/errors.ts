import { gallery } from '../i18n/en/gallery';
import type { MessageKey } from '../i18n/keys';
import type { ApiErrorDetail } from './types';

export class ApiError extends Error implements ApiErrorDetail {
  readonly status: number;
  readonly code: string;
  /** The address the element called, when the user's sentence names it (a wrong `base-url`). */
  readonly url: string;

  constructor({ status, code, message }: ApiErrorDetail, url = '') {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.url = url;
  }

  toDetail(): ApiErrorDetail {
    return { status: this.status, code: this.code, message: this.message };
  }
}

/** A lazily loaded part of the element could not be downloaded (offline, a CDN outage). */
export const chunkLoadFailed = () =>
  new ApiError({
    status: 0,
    code: 'chunk_load_failed',
    message: 'Part of the editor could not be downloaded. Check your connection and try again.',
  });

/** Turns a non-2xx response into an ApiError, with words a user can act on for 402/403. */
export async function errorFromResponse(response: Response, origin: string): Promise<ApiError> {
  let body: { error?: unknown; code?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // Not JSON (a proxy page, say): fall back to the status.
  }
  const status = response.status;
  const serverMessage = typeof body.error === 'string' ? body.error : '';
  const code = typeof body.code === 'string' ? body.code : `http_${status}`;
  // The API always explains itself; a proxy's HTML error page does not.
  let message =
    serverMessage || (status === 429 ? 'Too many requests. Please wait a moment.' : `Request failed (${status}).`);
  // For the integrator (eb-error, console); the end user reads error.originNotAllowed, which says what they can do.
  if (code === 'origin_not_allowed')
    message = `This page's origin (${origin}) is not allowed for this API key. Add it to the key's allowed origins.`;
  if (status === 402) message = `Upgrade required: ${serverMessage || 'your plan does not include this.'}`;
  return new ApiError({ status, code, message });
}

/** No answer at all; `baseUrl` names the address that did not answer (for the integrator). */
export const offlineError = (baseUrl?: string) =>
  new ApiError({
    status: 0,
    code: 'offline',
    message: baseUrl
      ? `You are offline or the server cannot be reached (no answer from ${baseUrl}: offline, the API down, or base-url wrong). Your edits are kept on this device.`
      : 'You are offline or the server cannot be reached. Your edits are kept on this device.',
  });

/**
 * Every answer of the API is JSON, errors included (`{error, code}`): an answer that is not (a web
 * page, a 404 page of the host's own server) came from something else at that address. A 5xx page
 * is a proxy in front of the API that is failing, not a wrong address.
 */
export function answersAsApi(response: Response): boolean {
  return response.status >= 500 || /\bjson\b/i.test(response.headers.get('Content-Type') ?? '');
}

export function isSecretKey(key: string): boolean {
  return /^eb_(live|test)_/.test(key.trim());
}

/**
 * The message key of a failed call, for the user: `error.<code in camelCase>` when the code has a
 * sentence of its own (`not_found` → `error.notFound`), else a generic sentence. The API's own
 * `message` stays developer-facing (`eb-error`).
 */
export function errorKey(error: unknown): MessageKey {
  const raw = error instanceof ApiError ? error.code : '';
  // For the end user a missing and a wrong base-url are the same thing: the server did not answer.
  const code = raw === 'base_url_missing' ? 'base_url_wrong' : raw;
  const key = `error.${code.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())}`;
  return key in gallery ? (key as MessageKey) : 'error.unknown';
}
