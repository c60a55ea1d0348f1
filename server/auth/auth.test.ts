import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';
import { generateSecretKey, isWellFormedSecretKey, sha256Hex } from './secret-key';
import { TokenService } from './tokens';

describe('secret keys', () => {
  it('have the documented shape and a valid checksum', () => {
    const live = generateSecretKey();
    expect(live).toMatch(/^eb_live_[0-9A-Za-z]{32}[0-9A-Za-z]{6}$/);
    expect(generateSecretKey('eb_test_')).toMatch(/^eb_test_/);
    expect(isWellFormedSecretKey(live)).toBe(true);
    expect(sha256Hex(live)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reject any single-character change through the checksum', () => {
    const key = generateSecretKey();
    let accepted = 0;
    for (let i = 8; i < key.length; i++) {
      const c = key[i] === 'a' ? 'b' : 'a';
      if (isWellFormedSecretKey(key.slice(0, i) + c + key.slice(i + 1))) accepted++;
    }
    expect(accepted).toBe(0);
    expect(isWellFormedSecretKey(key.replace('eb_live_', 'eb_test_'))).toBe(false);
    expect(isWellFormedSecretKey(`${key}x`)).toBe(false);
  });
});

describe('passwords', () => {
  it('verify only the right password', async () => {
    const stored = await hashPassword('hunter2-hunter2');
    expect(stored).not.toContain('hunter2');
    expect(await verifyPassword('hunter2-hunter2', stored)).toBe(true);
    expect(await verifyPassword('hunter3-hunter2', stored)).toBe(false);
    expect(await verifyPassword('anything', null)).toBe(false);
  });
});

describe('tokens', () => {
  const tokens = new TokenService({ session: 's'.repeat(40), dashboard: 'd'.repeat(40) });
  it('round-trip and stay apart', () => {
    const session = tokens.issueSession({ accountId: 'acct_a', keyId: 'key_b', generation: 3, userId: 'u' });
    expect(tokens.verifySession(session.token)).toMatchObject({
      accountId: 'acct_a',
      keyId: 'key_b',
      generation: 3,
      userId: 'u',
    });
    expect(tokens.verifyDashboard(session.token)).toBeNull();
    const dash = tokens.issueDashboard({ accountId: 'acct_a', userId: 'duser_x' });
    expect(tokens.verifyDashboard(dash.token)).toMatchObject({ accountId: 'acct_a', userId: 'duser_x' });
    expect(tokens.verifySession(dash.token)).toBeNull();
  });
});
