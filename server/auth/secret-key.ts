// Secret API keys, GitHub-style: `eb_live_` | `eb_test_` + 32 base62 + 6-char base62 CRC32 of
// everything before it. A typo or a random string fails the checksum without a Redis call.
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { randomBase62, toBase62 } from './base62';

export const KEY_PREFIXES = ['eb_live_', 'eb_test_'] as const;
export type KeyPrefix = (typeof KEY_PREFIXES)[number];
const SECRET_PATTERN = /^(eb_live_|eb_test_)([0-9A-Za-z]{32})([0-9A-Za-z]{6})$/;

function checksum(body: string): string {
  return toBase62(crc32(body), 6);
}

export function generateSecretKey(prefix: KeyPrefix = 'eb_live_'): string {
  const body = prefix + randomBase62(32);
  return body + checksum(body);
}

/** Format and checksum only; says nothing about whether the key exists. */
export function isWellFormedSecretKey(value: string): boolean {
  const match = SECRET_PATTERN.exec(value);
  if (!match) return false;
  return checksum(match[1]! + match[2]!) === match[3];
}

export function looksLikeSecretKey(value: string): boolean {
  return value.startsWith('eb_live_') || value.startsWith('eb_test_');
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}
