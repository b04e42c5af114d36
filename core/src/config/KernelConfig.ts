import type { CaptchaCost } from '../security/CaptchaService.ts';
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
  /**
   * Check every JSON answer against its call's answer schema before it is sent
   * (LMS_CHECK_ANSWERS=1; on in tests and the browser journeys): an answer that
   * does not match fails with 500 naming the field, so a handler and the type the
   * screens read can never drift apart unnoticed. Off in production: the schema
   * still serialises the answer, only declared fields leave the server.
   */
  checkAnswers?: boolean;
  /** Session lifetime without remember-me, sliding. */
  sessionTtlSeconds: number;
  /** Session lifetime with remember-me, sliding. */
  rememberTtlSeconds: number;
  /**
   * The absolute lifetime of any session from its login, however often it is
   * kept alive. Default: 30 days, or the longest sliding lifetime when that is
   * configured longer (see sessionMaxAgeSeconds()).
   */
  sessionMaxAgeSeconds?: number | null;
  /** How long graceful shutdown waits for in-flight requests before closing them. */
  shutdownGraceMs: number;
  /** SMTP server for outgoing mail (smtp:// or smtps://); without it mail goes to the built-in /dev/mailbox. */
  smtpUrl?: string | null;
  /** The From of outgoing mail (default DEFAULT_MAIL_FROM). */
  mailFrom?: string;
  /** How often the job worker looks for due jobs, in ms (default DEFAULT_JOB_POLL_MS); same-process enqueues wake it at once. */
  jobPollMs?: number;
  /** Activity tracking (docs/operations.md "Tracking"): how often the roll-up runs (ms, default 60,000) and how many days raw events are kept (default 35). */
  tracking?: { rollUpMs?: number; retentionDays?: number; flushMs?: number; flushRows?: number };
  /**
   * The site's public address (e.g. https://learn.example.org), the only base of links
   * in emails and of payment and sign-in return addresses; its host name is one the site
   * answers to. Without it (tests, development) links point to the listening
   * address on 127.0.0.1 and only loopback host names are served. The host refuses to
   * start without it unless in demo mode (docs/operations.md).
   */
  publicUrl?: string | null;
  /** More host names the site answers to (LMS_ALLOWED_HOSTS), besides LMS_PUBLIC_URL's and the white-labelled hosts. */
  allowedHosts?: string[];
  /**
   * The folder of uploaded media (the local-disk media store). Default: `media`
   * inside the embedded database's folder, or `./data/media` beside PostgreSQL;
   * a temporary folder for an in-memory database.
   */
  mediaDir?: string | null;
  /** An S3-compatible bucket for the media instead of the local disk (LMS_S3_BUCKET and friends). */
  s3?: S3StoreSettings | null;
  /** Rate limits of the routes that declare one (default: the routes' own numbers). */
  rateLimits?: RateLimitSettings;
  /** Upload quotas per user and per course (default DEFAULT_UPLOAD_QUOTAS). */
  uploadQuotas?: UploadQuotas;
  /**
   * The installation's master key (LMS_SECRET_KEY: 32 bytes in base64): it
   * seals stored secrets and signing keys (core/src/security/masterKey.ts).
   * Required with PostgreSQL (the same on every node); the embedded database
   * makes one in its folder when unset (docs/operations.md "Keys").
   */
  secretKey?: string | null;
  /** How hard the captcha's proof of work is (core/src/security/CaptchaService.ts; tests make it trivial). */
  captchaCost?: CaptchaCost;
}

/** LMS_RATE_LIMITS: 'off', or a bucket's own numbers (or 'off') by bucket name; buckets not named keep their routes' numbers. */
export type RateLimitSettings = 'off' | Record<string, { points: number; durationSeconds: number } | 'off'>;

/** Upload quotas in bytes (LMS_UPLOAD_QUOTA_USER_MB, LMS_UPLOAD_QUOTA_COURSE_MB); 0 means no quota. */
export interface UploadQuotas {
  perUserBytes: number;
  perCourseBytes: number;
}

export const DEFAULT_UPLOAD_QUOTAS: UploadQuotas = { perUserBytes: 1024 * 1024 * 1024, perCourseBytes: 10 * 1024 * 1024 * 1024 };

export const DEFAULT_MAIL_FROM = 'Learning platform <no-reply@localhost>';
export const DEFAULT_JOB_POLL_MS = 2000;
export const DEFAULT_SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600;

/** The absolute session lifetime in force: the configured one, else 30 days or the longest sliding lifetime if longer. */
export function sessionMaxAgeSeconds(config: Pick<KernelConfig, 'sessionMaxAgeSeconds' | 'sessionTtlSeconds' | 'rememberTtlSeconds'>): number {
  return config.sessionMaxAgeSeconds ?? Math.max(DEFAULT_SESSION_MAX_AGE_SECONDS, config.sessionTtlSeconds, config.rememberTtlSeconds);
}

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

/** LMS_RATE_LIMITS: "off", or comma-separated "bucket=points/seconds" or "bucket=off", e.g. "registration=100/600,posts=off". */
function rateLimitsFrom(raw: string | undefined): RateLimitSettings | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  if (value === 'off') return 'off';
  const settings: Record<string, { points: number; durationSeconds: number } | 'off'> = {};
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = /^([a-z0-9_-]+)=(?:(off)|(\d+)\/(\d+))$/.exec(entry);
    if (!match || (!match[2] && (Number(match[3]) <= 0 || Number(match[4]) <= 0))) {
      throw new Error(`LMS_RATE_LIMITS must be "off" or a list of bucket=points/seconds or bucket=off, got "${entry}"`);
    }
    settings[match[1]!] = match[2] ? 'off' : { points: Number(match[3]), durationSeconds: Number(match[4]) };
  }
  return settings;
}

/** LMS_SECRET_KEY: 32 bytes in base64 (e.g. `openssl rand -base64 32`); the error never echoes the value. */
function secretKeyFrom(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value) || Buffer.from(value, 'base64').length !== 32) {
    throw new Error('LMS_SECRET_KEY must be 32 bytes in base64 (openssl rand -base64 32)');
  }
  return value;
}

/** A quota in MiB (0: none). */
function megabytes(env: NodeJS.ProcessEnv, name: string, fallbackBytes: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallbackBytes;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number of megabytes (0 for no quota), got "${raw}"`);
  return Math.round(value * 1024 * 1024);
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
    allowedHosts: (env.LMS_ALLOWED_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: env.LMS_TRUST_PROXY === '1' || env.LMS_TRUST_PROXY === 'true',
    checkAnswers: env.LMS_CHECK_ANSWERS === '1',
    sessionTtlSeconds: positiveInt(env, 'LMS_SESSION_TTL_SECONDS', 12 * 3600),
    rememberTtlSeconds: positiveInt(env, 'LMS_REMEMBER_TTL_SECONDS', 30 * 24 * 3600),
    sessionMaxAgeSeconds: env.LMS_SESSION_MAX_AGE_SECONDS ? positiveInt(env, 'LMS_SESSION_MAX_AGE_SECONDS', DEFAULT_SESSION_MAX_AGE_SECONDS) : null,
    shutdownGraceMs: positiveInt(env, 'LMS_SHUTDOWN_GRACE_MS', 10_000),
    smtpUrl: smtpUrl || null,
    mailFrom: env.LMS_MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    jobPollMs: positiveInt(env, 'LMS_JOB_POLL_MS', DEFAULT_JOB_POLL_MS),
    tracking: { rollUpMs: positiveInt(env, 'LMS_TRACKING_ROLLUP_MS', 60_000), retentionDays: positiveInt(env, 'LMS_TRACKING_RETENTION_DAYS', 35) },
    publicUrl: publicUrlFrom(env.LMS_PUBLIC_URL),
    mediaDir: path.resolve(cwd, env.LMS_MEDIA_DIR?.trim() || path.join(env.LMS_DATA_DIR || 'data', 'media')),
    s3: s3SettingsFrom(env),
    rateLimits: rateLimitsFrom(env.LMS_RATE_LIMITS),
    secretKey: secretKeyFrom(env.LMS_SECRET_KEY),
    uploadQuotas: {
      perUserBytes: megabytes(env, 'LMS_UPLOAD_QUOTA_USER_MB', DEFAULT_UPLOAD_QUOTAS.perUserBytes),
      perCourseBytes: megabytes(env, 'LMS_UPLOAD_QUOTA_COURSE_MB', DEFAULT_UPLOAD_QUOTAS.perCourseBytes),
    },
  };
}
