// A typed client for your server's calls to the Email Builder API (secret key: never in a
// browser). Types come from the API's OpenAPI document (element/api/api-types.ts, `npm run generate:client`);
// requests go through openapi-fetch, so paths, parameters, bodies and responses are checked:
//
//   const eb = createServerClient({ baseUrl: 'https://email-api.example.com', secretKey: process.env.EB_SECRET_KEY });
//   const { data, error } = await eb.POST('/v1/sessions', { body: { userId: 'alice' } });
//   if (error) throw new Error(`${error.code}: ${error.error}`);
//   return data.sessionToken; // hand this to <email-builder api-key=…>
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../api/api-types';

export type { components, operations, paths } from '../api/api-types';
export { OPENAPI_DIGEST } from '../api/api-types';

export interface ServerClientOptions {
  /** The API's public base URL (`PUBLIC_URL`), without `/v1`. */
  baseUrl: string;
  /** A secret key (`eb_live_…` or `eb_test_…`). */
  secretKey: string;
  /** Another fetch (tests, proxies); defaults to the global one. */
  fetch?: typeof globalThis.fetch;
}

export type ServerClient = Client<paths>;

export function createServerClient(options: ServerClientOptions): ServerClient {
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { Authorization: `Bearer ${options.secretKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
