import { describe, expect, it } from 'vitest';
import { SealedBox } from './sealed-box';

const box = new SealedBox('a-dashboard-secret-of-at-least-32-characters');

describe('SealedBox', () => {
  it('opens what it sealed for the same context, and the sealed text hides the plain text', () => {
    const plain = JSON.stringify({ apiKey: 'eb_live_abcdefghijklmnopqrstuvwxyz0123456789' });
    const sealed = box.seal(plain, '{acct_a}:idem:keys:1');
    expect(sealed).not.toContain('eb_live_');
    expect(sealed).not.toContain('abcdefghijklmnop');
    expect(box.open(sealed, '{acct_a}:idem:keys:1')).toBe(plain);
    // A fresh IV each time: the same text seals differently.
    expect(box.seal(plain, '{acct_a}:idem:keys:1')).not.toBe(sealed);
  });

  it('opens nothing for another context, another secret, or any changed character', () => {
    const sealed = box.seal('secret', 'ctx');
    expect(box.open(sealed, 'other')).toBeNull();
    expect(new SealedBox('another-secret-of-at-least-32-characters!!').open(sealed, 'ctx')).toBeNull();
    for (let i = 3; i < sealed.length; i++) {
      if (sealed[i] === '.') continue;
      const changed = `${sealed.slice(0, i)}${sealed[i] === 'A' ? 'B' : 'A'}${sealed.slice(i + 1)}`;
      expect(box.open(changed, 'ctx')).toBeNull();
    }
    expect(box.open('secret', 'ctx')).toBeNull();
    expect(box.open('v1.a.b.c', 'ctx')).toBeNull();
  });
});
