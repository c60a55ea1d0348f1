import { type Logger, pino } from 'pino';
import type { LogLevel } from './config';

/** Structured JSON logs. Secrets never reach them: auth headers and known secret fields are redacted. */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: { service: 'email-builder-api' },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'authorization',
        'apiKey',
        'password',
        'token',
        'sessionToken',
        'secret',
        '*.apiKey',
        '*.password',
        '*.token',
        '*.secret',
      ],
      censor: '[redacted]',
    },
  });
}
