// Origins are `http(s)://host[:port]`, compared after lowercasing and dropping the default port.
// Shared by the server (allowlists, the Origin header) and the dashboard (checks as the user types).
//
// Only the plain form is accepted: a DNS name of ASCII letters, digits and hyphens, an IPv4
// address or a bracketed IPv6 address, and an optional port. Wildcards, paths, userinfo,
// percent-encoding, trailing dots and anything the URL parser would rewrite (`0x7f.1`) are
// refused: such an entry either never matches a browser's Origin or matches one it should not.

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const PLAIN_ORIGIN = new RegExp(
  `^(https?)://(${LABEL}(?:\\.${LABEL})*|\\[[0-9a-f:.]+\\])(?::([1-9][0-9]{0,4}))?$`,
  'i',
);
const DEFAULT_PORT: Record<string, string> = { http: '80', https: '443' };

/** The canonical form of an origin, or null when `value` is not a plain `scheme://host[:port]`. */
export function normaliseOrigin(value: string): string | null {
  if (value.length > 300) return null;
  const match = PLAIN_ORIGIN.exec(value);
  if (!match) return null;
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase();
  const port = match[3];
  if (port !== undefined && Number(port) > 65535) return null;
  try {
    // The URL parser must agree that the host is already canonical (no IPv4 shorthand, no IDN).
    const url = new URL(`${scheme}://${host}`);
    if (url.hostname !== host) return null;
  } catch {
    return null;
  }
  return port === undefined || port === DEFAULT_PORT[scheme] ? `${scheme}://${host}` : `${scheme}://${host}:${port}`;
}

/** The request's Origin in canonical form; '' when absent; a non-matching marker when malformed. */
export function requestOrigin(header: string): string {
  if (!header) return '';
  return normaliseOrigin(header) ?? 'invalid:';
}
