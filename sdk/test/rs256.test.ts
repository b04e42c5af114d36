import { describe, expect, it } from 'vitest';
import { createLocalJWKSet, exportJWK, exportSPKI, generateKeyPair, SignJWT } from 'jose';
import { Rs256Refusal, verifyRs256, type Rs256Expectations } from '../src/jwt/rs256.ts';

const NOW = new Date('2030-01-01T12:00:00Z');
const expected: Rs256Expectations = { issuer: 'https://issuer.example', audience: 'our-client', clockToleranceSeconds: 5, maxAgeSeconds: 300, requiredClaims: ['iat', 'exp', 'nonce'], now: NOW };
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

const pair = await generateKeyPair('RS256', { extractable: true });
const other = await generateKeyPair('RS256', { extractable: true });
const spki = await exportSPKI(pair.publicKey);
const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256' }] });

function token(claims: Record<string, unknown> = {}, { kid = 'k1', key = pair.privateKey, iat = seconds(NOW) - 10 }: { kid?: string | null; key?: CryptoKey; iat?: number } = {}) {
  return new SignJWT({ nonce: 'n1', iss: 'https://issuer.example', aud: 'our-client', ...claims })
    .setProtectedHeader(kid === null ? { alg: 'RS256' } : { alg: 'RS256', kid })
    .setIssuedAt(iat)
    .setExpirationTime(iat + 120)
    .sign(key);
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(Rs256Refusal);
  const { reason, claim } = error as Rs256Refusal;
  return claim ? `${reason}:${claim}` : reason;
}

describe('verifyRs256', () => {
  it('answers the claims of a token signed by the key its kid names, or by the registered key', async () => {
    expect(await verifyRs256(await token(), { jwks }, expected)).toMatchObject({ iss: 'https://issuer.example', nonce: 'n1' });
    expect(await verifyRs256(await token({}, { kid: null }), { spki }, expected)).toMatchObject({ nonce: 'n1' });
  });

  it('names the check that refused each bad token', async () => {
    const hs256 = await new SignJWT({}).setProtectedHeader({ alg: 'HS256', kid: 'k1' }).sign(new TextEncoder().encode('x'.repeat(32)));
    expect(await refusal(verifyRs256('not-a-jwt', { jwks }, expected))).toBe('malformed');
    expect(await refusal(verifyRs256(hs256, { jwks }, expected))).toBe('algorithm');
    expect(await refusal(verifyRs256(await token({}, { kid: null }), { jwks }, expected))).toBe('no-kid');
    expect(await refusal(verifyRs256(await token({}, { kid: 'k2' }), { jwks }, expected))).toBe('no-key');
    expect(await refusal(verifyRs256(await token({}, { key: other.privateKey }), { jwks }, expected))).toBe('signature');
    expect(await refusal(verifyRs256(await token({}, { key: other.privateKey }), { spki }, expected))).toBe('signature');
    expect(await refusal(verifyRs256(await token({}, { iat: seconds(NOW) - 200 }), { jwks }, expected))).toBe('expired');
    expect(await refusal(verifyRs256(await token({ iss: 'https://evil.example' }), { jwks }, expected))).toBe('claim:iss');
    expect(await refusal(verifyRs256(await token({ aud: 'someone-else' }), { jwks }, expected))).toBe('claim:aud');
    expect(await refusal(verifyRs256(await token({ nonce: undefined }), { jwks }, expected))).toBe('claim:nonce');
    expect(await refusal(verifyRs256(await token(), { spki: 'not a key' }, expected))).toBe('keys-unreadable');
  });
});
