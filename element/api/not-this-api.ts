// A rare misconfiguration's wording, loaded only when it happens (element/api/client.ts).
import { ApiError } from './errors';

/**
 * The address does not answer as this API: `base_url_missing` when no `base-url` was set (the element
 * called the address its script came from: a bundled element calls the host app's own server),
 * `base_url_wrong` when the one set is not the API. The message says which and what came back.
 */
export function notThisApi(baseUrl: string, fromAttribute: boolean, path: string, response: Response): ApiError {
  const answer = `GET ${path.split('?')[0]} answered ${response.status} ${response.headers.get('Content-Type') || 'without a content type'}, not the API's JSON`;
  const message = fromAttribute
    ? `base-url (${baseUrl}) does not answer as the Email Builder API (${answer}). Set base-url to the API's address, where /healthz and /v1/… answer.`
    : `base-url is not set, so the element called the address its script was loaded from (${baseUrl}), which is not the Email Builder API (${answer}). Set base-url (the baseUrl prop in React) to the API's address.`;
  return new ApiError({ status: 0, code: fromAttribute ? 'base_url_wrong' : 'base_url_missing', message }, baseUrl);
}
