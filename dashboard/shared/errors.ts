// What a failed call tells the user, in their language. The API's own `error` text is for
// developers and English: it is shown as is only in English, for codes the dashboard has no words for.
import { ApiError } from '../../element/api/errors';
import type { DashboardKey } from '../i18n/en';
import type { DashboardI18n } from '../i18n/language';

const BY_CODE: Readonly<Record<string, DashboardKey>> = {
  offline: 'error.offline',
  key_limit_reached: 'error.keyLimit',
  key_revoked: 'error.keyRevoked',
};

const BY_STATUS: Readonly<Record<number, DashboardKey>> = {
  400: 'error.invalid',
  401: 'app.session.ended',
  404: 'error.notFound',
  429: 'error.tooMany',
  503: 'error.unavailable',
};

export function errorText(i18n: DashboardI18n, error: unknown): string {
  if (!(error instanceof ApiError)) return i18n.t('error.generic');
  const known = BY_CODE[error.code];
  if (known) return i18n.t(known);
  const byStatus = BY_STATUS[error.status];
  // The API always answers `{error, code}`; a code made of the status (`http_503`) means the answer
  // came from something in between (a proxy's page), which the status words better in any language.
  const fromApi = !/^http_\d+$/.test(error.code);
  if (i18n.locale === 'en' && error.message && (fromApi || !byStatus)) return error.message;
  return byStatus ? i18n.t(byStatus) : i18n.t('error.request', { status: String(error.status) });
}
