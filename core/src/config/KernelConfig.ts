import path from 'node:path';
import type { S3StoreSettings } from '../media/storage/S3MediaStore.ts';

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
  /** SMTP server for outgoing mail (smtp:// or smtps://); without it mail goes to the built-in /dev/mailbox. */
  smtpUrl?: string | null;
  /** The From of outgoing mail (default DEFAULT_MAIL_FROM). */
  mailFrom?: string;
  /** How often the job worker looks for due jobs, in ms (default DEFAULT_JOB_POLL_MS); same-process enqueues wake it at once. */
  jobPollMs?: number;
  /**
   * The site's public address (e.g. https://learn.example.org), the base of links in emails.
   * Without it links use the request's own origin, which a forged Host header could change.
   */
  publicUrl?: string | null;
  /**
   * The folder of uploaded media (the local-disk media store). Default: `media`
   * inside the embedded database's folder, or `./data/media` beside PostgreSQL;
   * a temporary folder for an in-memory database.
   */
  mediaDir?: string | null;
  /** An S3-compatible bucket for the media instead of the local disk (LMS_S3_BUCKET and friends). */
  s3?: S3StoreSettings | null;
}

export const DEFAULT_MAIL_FROM = 'Learning platform <no-reply@localhost>';
export const DEFAULT_JOB_POLL_MS = 2000;

const LOG_LEVELS: LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function positiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** LMS_PUBLIC_URL: an http(s) address without query or fragment; kept without its trailing slash. */
function publicUrlFrom(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`LMS_PUBLIC_URL must be an http:// or https:// address, got "${value}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password) {
    throw new Error(`LMS_PUBLIC_URL must be an http:// or https:// address without query, fragment or credentials, got "${value}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/** LMS_S3_BUCKET chooses an S3-compatible bucket for the media; the other LMS_S3_* say where and how. */
function s3SettingsFrom(env: NodeJS.ProcessEnv): S3StoreSettings | null {
  const bucket = env.LMS_S3_BUCKET?.trim();
  if (!bucket) return null;
  const endpoint = env.LMS_S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error(`LMS_S3_ENDPOINT must be an http:// or https:// address, got "${endpoint}"`);
  const pathStyle = env.LMS_S3_FORCE_PATH_STYLE?.trim();
  return {
    bucket,
    endpoint,
    region: env.LMS_S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.LMS_S3_ACCESS_KEY_ID?.trim() || undefined,
    secretAccessKey: env.LMS_S3_SECRET_ACCESS_KEY?.trim() || undefined,
    // Stores other than AWS mostly need path-style addresses; AWS itself takes virtual hosts.
    forcePathStyle: pathStyle ? pathStyle === '1' || pathStyle === 'true' : endpoint !== undefined,
    prefix: env.LMS_S3_PREFIX?.trim() || undefined,
  };
}

/** Reads the documented environment variables (docs/operations.md). */
export function kernelConfigFromEnv(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): KernelConfig {
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const url = env.DATABASE_URL?.trim();
  if (url && !/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  const smtpUrl = env.LMS_SMTP_URL?.trim();
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new Error('LMS_SMTP_URL must start with smtp:// or smtps://');
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
    smtpUrl: smtpUrl || null,
    mailFrom: env.LMS_MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    jobPollMs: positiveInt(env, 'LMS_JOB_POLL_MS', DEFAULT_JOB_POLL_MS),
    publicUrl: publicUrlFrom(env.LMS_PUBLIC_URL),
    mediaDir: path.resolve(cwd, env.LMS_MEDIA_DIR?.trim() || path.join(env.LMS_DATA_DIR || 'data', 'media')),
    s3: s3SettingsFrom(env),
  };
}
