// Signing secrets that were not configured: created once, shared by every instance (SET NX).
import { randomBytes } from 'node:crypto';
import type { RedisClient } from '../redis/client';
import { keys } from './keys';

export async function sharedSecret(redis: RedisClient, name: 'session' | 'dashboard'): Promise<string> {
  const key = keys.signingSecret(name);
  await redis.set(key, randomBytes(48).toString('base64url'), 'NX');
  const value = await redis.get(key);
  if (!value) throw new Error(`could not read the shared ${name} secret`);
  return value;
}
