import pino, { type Logger, type LoggerOptions } from 'pino';
import type { LogLevel } from '../config/KernelConfig.ts';

/**
 * Fields never written to a log line, at the top or one level down (a request
 * body, a job payload): LTI tokens, client secrets, private keys, passwords,
 * credentials in headers. Their values become '[redacted]'.
 */
const SECRET_FIELDS = [
  'id_token',
  'access_token',
  'refresh_token',
  'client_assertion',
  'client_secret',
  'clientSecret',
  'private_key',
  'privateKey',
  'private_jwk',
  'private_jwk_sealed',
  'password',
  'authorization',
  'cookie',
  'JWT',
];

export const LOG_REDACT: NonNullable<LoggerOptions['redact']> = {
  paths: [...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `*.${field}`), 'req.headers.authorization', 'req.headers.cookie'],
  censor: '[redacted]',
};

/**
 * The kernel's own logger when the host gives none: JSON lines on stdout, written
 * asynchronously. A synchronous write per line (pino's default) blocks the event loop
 * whenever the reader of stdout (journald, a container runtime) falls behind and the
 * pipe fills, and every request waiting on that loop pays for it: the tail grows with
 * the log's reader, not with the request. Lines written while a write is in flight are
 * sent together with the next one; pino flushes what is left when the process exits
 * (a crash's fatal line included, see docs/operations.md).
 */
export function kernelLogger(level: LogLevel): Logger {
  return pino({ level, base: { service: 'lms' }, redact: LOG_REDACT }, pino.destination({ dest: 1, sync: false }));
}
