// Dashboard passwords: scrypt with a random salt, compared in constant time.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const COST = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$<salt b64>$<hash b64>` */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // Without a stored hash still spend the same time, so timing does not reveal unknown e-mails.
  const parts = (stored ?? '').split('$');
  const salt = parts.length === 6 ? Buffer.from(parts[4]!, 'base64') : randomBytes(16);
  const expected = parts.length === 6 ? Buffer.from(parts[5]!, 'base64') : Buffer.alloc(KEY_LENGTH);
  const actual = await derive(password, salt);
  return parts.length === 6 && expected.length === actual.length && timingSafeEqual(expected, actual);
}
