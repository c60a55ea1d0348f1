// The first read, started while the rest of the module is still being evaluated: when this file
// runs (first in the bundle, before Lit and every component), the page's `<email-builder>`
// elements are already parsed (module scripts run after parsing), so their token and address are
// known. `GET /v1/start` answers the key check and the first page of templates at once
// (docs/api.md §7); the API client takes that answer, once, instead of asking again. Nothing here
// decides anything: a refused key, a 401 or a 429 reach the client as answers and go through its
// usual handling.

/** Cards on the first page: a screenful and more, small enough to arrive in one round trip. */
export const FIRST_PAGE = 50;

/** The start-up read's path: the key check and the first page in one answer. */
export const START_PATH = `/v1/start?limit=${FIRST_PAGE}`;

/** The read URL the client would send (the token in the query: no preflight, docs/api.md §5). */
export const withToken = (url: string, token: string) =>
  `${url}${url.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(token)}`;
export const startUrls = (baseUrl: string, token: string) => [withToken(`${baseUrl}${START_PATH}`, token)];

/** Unclaimed answers are dropped after this (an element that never asks does not pin them). */
const KEEP_MS = 15_000;
const early = new Map<string, Promise<Response>>();

/** The early answer for this exact URL, if one was started and not yet taken. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const response = early.get(url);
  early.delete(url);
  return response;
}

export function moduleOrigin(): string {
  try {
    return new URL(import.meta.url).origin;
  } catch {
    return globalThis.location?.origin ?? '';
  }
}

function startEarly(): void {
  if (typeof document === 'undefined' || typeof fetch !== 'function') return;
  for (const el of document.querySelectorAll('email-builder[api-key]')) {
    const token = (el.getAttribute('api-key') ?? '').trim();
    // Secret keys are refused before any request (and never put in a URL).
    if (!token || /^eb_(live|test)_/.test(token)) continue;
    const baseUrl = (el.getAttribute('base-url') || moduleOrigin()).replace(/\/+$/, '');
    for (const url of startUrls(baseUrl, token)) {
      if (early.has(url)) continue;
      const response = fetch(url);
      response.catch(() => {});
      early.set(url, response);
      setTimeout(() => early.get(url) === response && early.delete(url), KEEP_MS);
    }
  }
}

startEarly();
