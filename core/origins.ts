// Origins are `http(s)://host[:port]`, compared after lowercasing and dropping the default port.
// Shared by the server (allowlists, the Origin header) and the dashboard (checks as the user types).

const ORIGIN_SHAPE = /^https?:\/\/[^/?#@\s\\]+$/i;

/** The canonical form of an origin, or null when `value` is not one. */
export function normaliseOrigin(value: string): string | null {
  if (value.length > 300 || !ORIGIN_SHAPE.test(value)) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash || !url.hostname) return null;
    return url.origin.toLowerCase();
  } catch {
    return null;
  }
}

/** The request's Origin in canonical form; '' when absent; a non-matching marker when malformed. */
export function requestOrigin(header: string): string {
  if (!header) return '';
  return normaliseOrigin(header) ?? 'invalid:';
}
