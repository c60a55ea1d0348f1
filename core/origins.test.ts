// Origins: only a plain `scheme://host[:port]` is accepted, and it has one canonical form.
import { describe, expect, it } from 'vitest';
import { normaliseOrigin, requestOrigin } from './origins';

describe('normaliseOrigin', () => {
  it('lowercases and drops the default port', () => {
    expect(normaliseOrigin('HTTPS://App.Example.com:443')).toBe('https://app.example.com');
    expect(normaliseOrigin('http://x.test:80')).toBe('http://x.test');
    expect(normaliseOrigin('http://localhost:5173')).toBe('http://localhost:5173');
    expect(normaliseOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(normaliseOrigin('http://[::1]:3000')).toBe('http://[::1]:3000');
  });

  it('refuses anything that is not plain: wildcards, paths, userinfo, percent-encoding, rewrites', () => {
    for (const bad of [
      'https://*.example.com',
      'https://ex%61mple.com',
      'https://a.com/',
      'https://user@a.com',
      'http://0x7f.1',
      'https://a.com.',
      'https://a.com:0443',
      'https://a.com:99999',
      'https://bücher.de',
      'ftp://a.com',
      'null',
    ]) {
      expect(normaliseOrigin(bad), bad).toBeNull();
    }
  });

  it('a request Origin that is not canonical-able never matches an allowlist entry', () => {
    expect(requestOrigin('https://%61pp.example.com')).toBe('invalid:');
    expect(requestOrigin('')).toBe('');
    expect(requestOrigin('HTTPS://APP.EXAMPLE.COM')).toBe('https://app.example.com');
  });
});
