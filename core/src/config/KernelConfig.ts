import path from 'node:path';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Where the data lives: an embedded PGlite directory (or memory), or a PostgreSQL URL. */
export type DatabaseConfig =
  | { kind: 'embedded'; dataDir: string | null }
  | { kind: 'postgres'; url: string };

export interface KernelConfig {
  database: DatabaseConfig;
  logLevel: LogLevel;
  /** Origins allowed to make state-changing requests besides the request's own host. */
  allowedOrigins: string[];
  /** Honour X-Forwarded-* (set when behind a TLS-terminating proxy). */
  trustProxy: boolean;
  /** Session lifetime without remember-me, sliding. */
  sessionTtlSeconds: number;
  /** Session lifetime with remember-me, sliding. */
  rememberTtlSeconds: number;
  /** How long graceful shutdown waits for in-flight requests before closing them. */
  shutdownGraceMs: number;
}

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** Reads the documented environment variables (docs/operations.md). */
export function kernelConfigFromEnv(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): KernelConfig {
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const url = env.DATABASE_URL?.trim();
  if (url && !/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  return {
    database: url
      ? { kind: 'postgres', url }
      : { kind: 'embedded', dataDir: path.resolve(cwd, env.LMS_DATA_DIR || 'data') },
    logLevel,
    allowedOrigins: (env.LMS_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: env.LMS_TRUST_PROXY === '1' || env.LMS_TRUST_PROXY === 'true',
    sessionTtlSeconds: positiveInt(env, 'LMS_SESSION_TTL_SECONDS', 12 * 3600),
    rememberTtlSeconds: positiveInt(env, 'LMS_REMEMBER_TTL_SECONDS', 30 * 24 * 3600),
    shutdownGraceMs: positiveInt(env, 'LMS_SHUTDOWN_GRACE_MS', 10_000),
  };
}
