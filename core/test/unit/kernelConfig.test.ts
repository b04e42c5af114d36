import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kernelConfigFromEnv, sessionMaxAgeSeconds } from '../../src/config/KernelConfig.ts';

describe('kernelConfigFromEnv', () => {
  it('defaults to the embedded database under ./data', () => {
    const config = kernelConfigFromEnv({}, '/srv/lms');
    expect(config.database).toEqual({ kind: 'embedded', dataDir: path.resolve('/srv/lms/data') });
  });

  it('honours LMS_DATA_DIR and DATABASE_URL', () => {
    expect(kernelConfigFromEnv({ LMS_DATA_DIR: 'elsewhere' }, '/srv').database).toEqual({ kind: 'embedded', dataDir: '/srv/elsewhere' });
    expect(kernelConfigFromEnv({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/db' });
  });

  it('refuses bad values with a clear message', () => {
    expect(() => kernelConfigFromEnv({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL must start with postgres://');
    expect(() => kernelConfigFromEnv({ LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of');
    expect(() => kernelConfigFromEnv({ LMS_SESSION_TTL_SECONDS: '-1' })).toThrow('LMS_SESSION_TTL_SECONDS must be a positive integer');
    expect(() => kernelConfigFromEnv({ LMS_SECRET_KEY: 'c2hvcnQ=' })).toThrow('LMS_SECRET_KEY must be 32 bytes in base64');
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(kernelConfigFromEnv({ LMS_SECRET_KEY: key }).secretKey).toBe(key);
  });

  it('gives sessions an absolute lifetime of 30 days unless LMS_SESSION_MAX_AGE_SECONDS says otherwise', () => {
    expect(sessionMaxAgeSeconds(kernelConfigFromEnv({}))).toBe(30 * 24 * 3600);
    expect(sessionMaxAgeSeconds(kernelConfigFromEnv({ LMS_SESSION_MAX_AGE_SECONDS: '86400' }))).toBe(86400);
    // A longer sliding lifetime asked for (remember me for 90 days) is not cut short by the default.
    expect(sessionMaxAgeSeconds(kernelConfigFromEnv({ LMS_REMEMBER_TTL_SECONDS: String(90 * 24 * 3600) }))).toBe(90 * 24 * 3600);
    expect(() => kernelConfigFromEnv({ LMS_SESSION_MAX_AGE_SECONDS: '0' })).toThrow('LMS_SESSION_MAX_AGE_SECONDS must be a positive integer');
  });
});
