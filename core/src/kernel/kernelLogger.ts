import pino, { type Logger } from 'pino';
import type { LogLevel } from '../config/KernelConfig.ts';

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
  return pino({ level, base: { service: 'lms' } }, pino.destination({ dest: 1, sync: false }));
}
