import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { coreServices, LOG_REDACT } from '../../src/index.ts';
import { aesSecretBox } from '../../src/security/aesSecretBox.ts';
import { loadMasterKey, MASTER_KEY_FILE } from '../../src/security/masterKey.ts';
import { SigningKeyStore } from '../../src/security/SigningKeyStore.ts';

/** Issue 22 item 7: installation keys, sealed at rest, rotated with overlap, never logged. */
let tk: TestKernel;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  tk = await createTestKernel();
  tk.clock.set('2026-11-20T10:00:00.000Z');
});

afterAll(async () => {
  await tk?.close();
});

const box = () => tk.kernel.resolve(coreServices.secrets);
const keys = () => tk.kernel.resolve(coreServices.signingKeys);

async function verify(token: string, audience?: string) {
  const { payload } = await jwtVerify(token, createLocalJWKSet(await keys().jwks()), {
    algorithms: ['RS256'],
    audience,
    currentDate: tk.clock.now(),
  });
  return payload;
}

describe('coreServices.secrets', () => {
  it('opens what it sealed; each seal differs', () => {
    const sealed = box().seal('client secret ✓');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(sealed).not.toContain('client secret');
    expect(box().seal('client secret ✓')).not.toBe(sealed);
    expect(box().open(sealed)).toBe('client secret ✓');
  });

  it('reads its master key at the first seal or open: a PostgreSQL node without LMS_SECRET_KEY fails only where a secret is used', () => {
    let reads = 0;
    const missing = aesSecretBox(() => {
      reads++;
      return loadMasterKey({ database: { kind: 'postgres', url: 'postgres://x' }, secretKey: null });
    });
    expect(reads).toBe(0);
    expect(() => missing.seal('x')).toThrow(/LMS_SECRET_KEY is not set/);
    const key = randomBytes(32);
    const lazy = aesSecretBox(() => (reads++, key));
    reads = 0;
    const sealed = lazy.seal('once');
    expect(lazy.open(sealed)).toBe('once');
    expect(reads).toBe(1);
    expect(aesSecretBox(key).open(sealed)).toBe('once');
  });

  it('refuses a tampered, truncated, unversioned or foreign value without echoing it', () => {
    const sealed = box().seal('top secret');
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    const tampered = `v1.${bytes.toString('base64url')}`;
    expect(() => box().open(tampered)).toThrow('The sealed value is damaged or was sealed with another key');
    expect(() => box().open(sealed.slice(0, 20))).toThrow('damaged');
    expect(() => box().open(sealed.slice(3))).toThrow('Not a sealed value of a known version');
    expect(() => aesSecretBox(randomBytes(32)).open(sealed)).toThrow('sealed with another key');
    try {
      box().open(tampered);
    } catch (error) {
      expect(String(error)).not.toContain(tampered.slice(3, 20));
    }
  });
});

describe('master key', () => {
  it('is made once in the embedded folder (mode 0600) and read back after a restart', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-key-'));
    const config = { database: { kind: 'embedded' as const, dataDir: dir }, secretKey: null };
    const first = loadMasterKey(config);
    expect(fs.statSync(path.join(dir, MASTER_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadMasterKey(config).equals(first)).toBe(true);
    fs.rmSync(dir, { recursive: true });
  });

  it('comes from LMS_SECRET_KEY, which PostgreSQL requires', () => {
    const secret = randomBytes(32);
    expect(loadMasterKey({ database: { kind: 'postgres', url: 'postgres://x' }, secretKey: secret.toString('base64') }).equals(secret)).toBe(true);
    expect(() => loadMasterKey({ database: { kind: 'postgres', url: 'postgres://x' }, secretKey: null })).toThrow(/LMS_SECRET_KEY is not set/);
  });
});

describe('coreServices.signingKeys', () => {
  it('signs an RS256 JWT with the kid of a key its JWKS serves', async () => {
    const token = await keys().sign({ iss: 'https://lms.test', sub: 'u1' }, { audience: 'tool-1', expiresInSeconds: 60, typ: 'JWT' });
    const header = decodeProtectedHeader(token);
    expect(header).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    const jwks = await keys().jwks();
    expect(jwks.keys.map((k) => k.kid)).toContain(header.kid);
    for (const key of jwks.keys) expect(Object.keys(key).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    const payload = await verify(token, 'tool-1');
    expect(payload).toMatchObject({ iss: 'https://lms.test', sub: 'u1', aud: 'tool-1' });
    expect(payload.exp! - payload.iat!).toBe(60);
  });

  it('keeps the private key sealed in its table', async () => {
    const rows = await tk.kernel.resolve(coreServices.database)('signing_keys').select('private_jwk_sealed');
    for (const row of rows) {
      expect(row.private_jwk_sealed.startsWith('v1.')).toBe(true);
      expect(JSON.parse(box().open(row.private_jwk_sealed))).toHaveProperty('d');
    }
  });

  it('rotates: the previous key stays in the JWKS for the overlap, then goes', async () => {
    const before = decodeProtectedHeader(await keys().sign({ n: 1 })).kid;
    const oldToken = await keys().sign({ n: 2 }, { expiresInSeconds: 30 * 24 * 3600 });
    await keys().rotate();
    const after = decodeProtectedHeader(await keys().sign({ n: 3 })).kid;
    expect(after).not.toBe(before);
    expect((await keys().jwks()).keys.map((k) => k.kid)).toEqual([after, before]);
    await verify(oldToken);
    tk.clock.advance(6 * DAY);
    expect((await keys().jwks()).keys.map((k) => k.kid)).toEqual([after, before]);
    tk.clock.advance(2 * DAY);
    expect((await keys().jwks()).keys.map((k) => k.kid)).toEqual([after]);
    await expect(verify(oldToken)).rejects.toThrow();
  });

  it('rotates by itself once the current key is 90 days old', async () => {
    await keys().rotate();
    const current = decodeProtectedHeader(await keys().sign({})).kid;
    tk.clock.advance(89 * DAY);
    expect(decodeProtectedHeader(await keys().sign({})).kid).toBe(current);
    tk.clock.advance(1 * DAY);
    const next = decodeProtectedHeader(await keys().sign({})).kid;
    expect(next).not.toBe(current);
    expect((await keys().jwks()).keys.map((k) => k.kid)).toEqual([next, current]);
    // The new current key was made once: a second signer finds it.
    expect(decodeProtectedHeader(await new SigningKeyStore(tk.kernel.resolve(coreServices.database), box(), tk.clock).sign({})).kid).toBe(next);
  });

  it('survives a restart: a new store on the same table signs with the same key', async () => {
    const db = tk.kernel.resolve(coreServices.database);
    const kid = decodeProtectedHeader(await keys().sign({})).kid;
    const restarted = new SigningKeyStore(db, box(), tk.clock);
    const token = await restarted.sign({ again: true });
    expect(decodeProtectedHeader(token).kid).toBe(kid);
    await verify(token);
    // Another master key opens nothing: the store refuses rather than sign with a key it cannot read.
    await expect(new SigningKeyStore(db, aesSecretBox(randomBytes(32)), tk.clock).sign({})).rejects.toThrow('sealed with another key');
  });
});

describe('logs', () => {
  it('never carry tokens, client secrets or private keys', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _e, done) => (lines.push(String(chunk)), done()) });
    const log = pino({ level: 'info', redact: LOG_REDACT }, sink);
    log.info({ id_token: 'eyJ.secret.token', client_secret: 'cs-123', body: { client_assertion: 'eyJ.assert', JWT: 'eyJ.deep' }, privateKey: { d: 'PRIVATE' } }, 'launch');
    const text = lines.join('');
    for (const secret of ['eyJ.secret.token', 'cs-123', 'eyJ.assert', 'eyJ.deep', 'PRIVATE']) expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
  });
});
