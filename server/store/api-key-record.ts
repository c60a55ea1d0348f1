// An API key as stored: the record's fields (never the secret: only its SHA-256 hash lives in the
// lookup key), a new key's first record, and the record read back from its hash.
import type { KeyPrefix } from '../auth/secret-key';

export type KeyStatus = 'active' | 'revoked';

export interface KeyRecord {
  id: string;
  accountId: string;
  /** `eb_live_` or `eb_test_`. */
  prefix: KeyPrefix;
  /** Last four characters of the secret, to tell keys apart in the dashboard. */
  lastFour: string;
  status: KeyStatus;
  generation: number;
  origins: string[];
  createdAt: number;
  revokedAt: number | null;
}

export function newRecord(
  accountId: string,
  id: string,
  prefix: KeyPrefix,
  apiKey: string,
  createdAt: number,
): Omit<KeyRecord, 'origins'> {
  return {
    id,
    accountId,
    prefix,
    lastFour: apiKey.slice(-4),
    status: 'active',
    generation: 1,
    createdAt,
    revokedAt: null,
  };
}

export function isKeyId(value: string): boolean {
  return /^key_[0-9A-Za-z]{1,40}$/.test(value);
}

export function parseKey(raw: Record<string, string>): KeyRecord | null {
  if (!raw.id || !raw.accountId) return null;
  return {
    id: raw.id,
    accountId: raw.accountId,
    prefix: raw.prefix === 'eb_test_' ? 'eb_test_' : 'eb_live_',
    lastFour: raw.lastFour ?? '',
    status: raw.status === 'active' ? 'active' : 'revoked',
    generation: Number(raw.generation ?? 0),
    origins: raw.origins ? raw.origins.split('\n') : [],
    createdAt: Number(raw.createdAt ?? 0),
    revokedAt: raw.revokedAt ? Number(raw.revokedAt) : null,
  };
}
