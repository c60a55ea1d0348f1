// SMTP_URL and SMTP_FROM are parsed once with the rest of the configuration (docs/api.md §16).
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config';

const problems = (env: Record<string, string>): string[] => {
  try {
    parseConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('SMTP_URL', () => {
  it('is off by default, and takes smtp:// or smtps:// with an optional user and password', () => {
    expect(parseConfig({}).smtp).toBeNull();
    expect(
      parseConfig({ SMTP_URL: 'smtps://user:secret@mail.example.com:465', PUBLIC_URL: 'https://api.example.com' }).smtp,
    ).toEqual({
      url: 'smtps://user:secret@mail.example.com:465',
      from: 'test-send@api.example.com',
    });
    expect(parseConfig({ SMTP_URL: 'smtp://127.0.0.1:2525', SMTP_FROM: 'qa@example.com' }).smtp).toEqual({
      url: 'smtp://127.0.0.1:2525',
      from: 'qa@example.com',
    });
  });

  it('refuses anything else without echoing the value (it may hold a password), and SMTP_FROM alone', () => {
    for (const url of ['http://user:hunter2@mail.example.com', 'mail.example.com', 'smtp://', 'smtp:hunter2']) {
      const found = problems({ SMTP_URL: url });
      expect(found, url).toEqual(['SMTP_URL must be smtp://[user:password@]host[:port] or smtps://…']);
    }
    expect(problems({ SMTP_FROM: 'qa@example.com' })).toEqual(['SMTP_FROM needs SMTP_URL']);
    expect(problems({ SMTP_URL: 'smtp://mail', SMTP_FROM: 'QA <qa@example.com>' })[0]).toMatch(
      /^SMTP_FROM must be one plain e-mail address/,
    );
  });
});
