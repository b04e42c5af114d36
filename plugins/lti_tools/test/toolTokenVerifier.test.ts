import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { TOOL_TOKEN_MESSAGES, ToolTokenVerifier } from '../src/server/keys/ToolTokenVerifier.ts';

const CLIENT = 'tool-client-1';
const AUDIENCE = 'https://lms.example.org';
let server: Server;
let jwksUrl: string;
let toolKey: CryptoKey;
let otherKey: CryptoKey;
let publicPem: string;
let served: JWK[];
let fetches = 0;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  toolKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  publicPem = await exportSPKI(pair.publicKey);
  served = [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }];
  server = createServer((_, response) => {
    fetches += 1;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys: served }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/keys`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const now = () => new Date();
const sign = (claims: Record<string, unknown> = {}, header: Record<string, unknown> = { alg: 'RS256', kid: 'k1' }, key: CryptoKey = toolKey) =>
  new SignJWT({ nonce: 'n', ...claims }).setProtectedHeader(header as { alg: string }).setIssuer(CLIENT).setAudience(AUDIENCE).setIssuedAt().setExpirationTime('5m').sign(key);
const expect401 = async (promise: Promise<unknown>, message: string) => {
  await expect(promise).rejects.toMatchObject({ errno: 'tool-token-invalid', message });
};

describe('ToolTokenVerifier', () => {
  // Refetches allowed 50 ms apart, so the test sees a rotation without waiting the production 30 s.
  const verifier = new ToolTokenVerifier(50);
  const provider = () => ({ jwks_url: jwksUrl, public_key: null });
  const expected = () => ({ clientId: CLIENT, audience: AUDIENCE, maxAgeSeconds: 300, now: now() });

  it('accepts an RS256 token by the kid in the tool’s JWKS, and by a registered PEM key', async () => {
    expect((await verifier.verify(await sign(), provider(), expected())).nonce).toBe('n');
    expect((await verifier.verify(await sign({}, { alg: 'RS256' }), { jwks_url: null, public_key: publicPem }, expected())).iss).toBe(CLIENT);
  });

  it('fetches the JWKS again for a kid it does not know (the tool rotated its key)', async () => {
    const rotated = await generateKeyPair('RS256', { extractable: true });
    served = [...served, { ...(await exportJWK(rotated.publicKey)), kid: 'k2', alg: 'RS256' }];
    const before = fetches;
    await new Promise((resolve) => setTimeout(resolve, 60));
    const token = await sign({}, { alg: 'RS256', kid: 'k2' }, rotated.privateKey);
    expect((await verifier.verify(token, provider(), expected())).iss).toBe(CLIENT);
    expect(fetches).toBe(before + 1);
  });

  it('refuses no kid, an unknown kid, alg none, HS256, a tampered signature, another key', async () => {
    await expect401(verifier.verify(await sign({}, { alg: 'RS256' }), provider(), expected()), TOOL_TOKEN_MESSAGES.noKid);
    await expect401(verifier.verify(await sign({}, { alg: 'RS256', kid: 'nope' }), provider(), expected()), TOOL_TOKEN_MESSAGES.invalid);
    const [, body] = (await sign()).split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', kid: 'k1' })).toString('base64url')}.${body}.`;
    await expect401(verifier.verify(none, provider(), expected()), TOOL_TOKEN_MESSAGES.algorithm);
    const hs = await new SignJWT({}).setProtectedHeader({ alg: 'HS256', kid: 'k1' }).setIssuer(CLIENT).setAudience(AUDIENCE).setIssuedAt().setExpirationTime('5m').sign(new TextEncoder().encode('a'.repeat(32)));
    await expect401(verifier.verify(hs, provider(), expected()), TOOL_TOKEN_MESSAGES.algorithm);
    const [head, , signature] = (await sign()).split('.');
    const tampered = `${head}.${Buffer.from(JSON.stringify({ iss: CLIENT, aud: AUDIENCE, iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 60, nonce: 'x' })).toString('base64url')}.${signature}`;
    await expect401(verifier.verify(tampered, provider(), expected()), TOOL_TOKEN_MESSAGES.invalid);
    await expect401(verifier.verify(await sign({}, { alg: 'RS256', kid: 'k1' }, otherKey), provider(), expected()), TOOL_TOKEN_MESSAGES.invalid);
    await expect401(verifier.verify('not.a.jwt', provider(), expected()), TOOL_TOKEN_MESSAGES.malformed);
  });

  it('refuses another issuer, another audience, an expired or too old token', async () => {
    await expect401(verifier.verify(await sign(), provider(), { ...expected(), clientId: 'someone-else' }), TOOL_TOKEN_MESSAGES.invalid);
    await expect401(verifier.verify(await sign(), provider(), { ...expected(), audience: 'https://other.example.org' }), TOOL_TOKEN_MESSAGES.invalid);
    const later = new Date(Date.now() + 6 * 60 * 1000);
    await expect401(verifier.verify(await sign(), provider(), { ...expected(), now: later }), TOOL_TOKEN_MESSAGES.invalid);
    await expect401(verifier.verify(await sign(), provider(), { ...expected(), maxAgeSeconds: 60, now: new Date(Date.now() + 2 * 60 * 1000) }), TOOL_TOKEN_MESSAGES.invalid);
  });
});
