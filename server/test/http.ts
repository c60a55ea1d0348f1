// A small fetch wrapper for tests: JSON in, parsed JSON (or text) out, headers kept.

// biome-ignore lint/suspicious/noExplicitAny: test replies are inspected loosely.
export interface Reply<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as-is (not JSON-encoded). */
  raw?: string | Buffer;
  headers?: Record<string, string>;
}

export function client(baseUrl: string) {
  // biome-ignore lint/suspicious/noExplicitAny: test replies are inspected loosely.
  return async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | Buffer | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body as BodyInit | undefined });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  };
}

export type Call = ReturnType<typeof client>;

/**
 * A call that must succeed, as a customer's backend makes it with the secret key (seeding test
 * data): the parsed body, or an error naming the status and the reply. Pure fetch, so the element's
 * browser tests and the e2e suite share it. Like a careful backend it survives one lost connection
 * (a keep-alive socket closed as the request left, on a loaded machine): creates carry an
 * `Idempotency-Key` (docs/api.md §9), so the retry can never create twice.
 */
export async function secretKeyCall<T>(
  baseUrl: string,
  apiKey: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${apiKey}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method === 'POST') headers['Idempotency-Key'] = `seed-${crypto.randomUUID()}`;
  const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
  const backOff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, init);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof TypeError)) throw error;
      await backOff(attempt);
      continue;
    }
    const text = await response.text();
    // The lost attempt may still be running on the server: its answer is replayed once it ends.
    if (response.status === 409 && text.includes('idempotency_in_progress') && attempt < 3) {
      await backOff(attempt);
      continue;
    }
    if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }
}
