// What a failed call tells the dashboard's user: the element's ApiError, from real Responses
// through the element's errorFromResponse, worded in the user's language.
import { describe, expect, test } from 'vitest';
import { ApiError, errorFromResponse } from '../../element/api/errors';
import { en } from '../i18n/en';
import { dashboardI18n, ENGLISH } from '../i18n/language';
import { errorText } from './errors';

const apiAnswer = (status: number, error: string, code: string) =>
  errorFromResponse(Response.json({ error, code }, { status }), 'https://app.example');
/** What a proxy in front of the API answers: a page, not the API's JSON. */
const proxyPage = (status: number) =>
  errorFromResponse(new Response('<html><body>Bad gateway</body></html>', { status }), 'https://app.example');

describe('errorText', () => {
  test("English shows the API's own sentence; the codes the dashboard knows are worded by it", async () => {
    expect(errorText(ENGLISH, await apiAnswer(404, 'key not found', 'not_found'))).toBe('key not found');
    expect(errorText(ENGLISH, await apiAnswer(400, 'key is already revoked', 'key_revoked'))).toBe(
      en['error.keyRevoked'],
    );
    const offline = new ApiError({ status: 0, code: 'offline', message: 'unreachable' });
    expect(errorText(ENGLISH, offline)).toBe(en['error.offline']);
  });

  test("other languages word the status, never the API's English", async () => {
    const de = await dashboardI18n('de');
    const text = errorText(de, await apiAnswer(404, 'key not found', 'not_found'));
    expect(text).toBe(de.t('error.notFound'));
    expect(text).not.toContain('key not found');
    expect(errorText(de, await proxyPage(502))).toBe(de.t('error.request', { status: '502' }));
  });

  test("a proxy's page is worded by its status, in English too", async () => {
    expect(errorText(ENGLISH, await proxyPage(503))).toBe(en['error.unavailable']);
    expect(errorText(ENGLISH, await proxyPage(429))).toBe(en['error.tooMany']);
    // A status the dashboard has no words for keeps the element's sentence, which names it.
    expect(errorText(ENGLISH, await proxyPage(502))).toBe('Request failed (502).');
  });

  test('anything that is not an API error is a generic failure', () => {
    expect(errorText(ENGLISH, new TypeError('x is undefined'))).toBe(en['error.generic']);
  });
});
