import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definePlugin } from '@lms/sdk';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';

let direct: TestKernel;
let proxied: TestKernel;

beforeAll(async () => {
  direct = await createTestKernel();
  proxied = await createTestKernel({ config: { trustProxy: true } });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

describe('every answer', () => {
  it('says nosniff and may be framed by this site only, errors and non-API paths included', async () => {
    for (const path of ['/server/health', '/server/no/such/call', '/server/sayhi/', '/anything']) {
      const response = await fetch(`${direct.url}${path}`);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    }
    expect((await fetch(`${direct.url}/server/health`)).headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'self'");
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when the request came over TLS through a trusted proxy', async () => {
    const response = await fetch(`${proxied.url}/server/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });

  it('is not sent over plain http, nor on the word of a proxy the kernel does not trust', async () => {
    expect((await fetch(`${proxied.url}/server/health`)).headers.get('strict-transport-security')).toBeNull();
    expect((await fetch(`${direct.url}/server/health`, { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBeNull();
  });
});

describe('a manifest', () => {
  const withOrigins = (embedOrigins: unknown) => definePlugin({ id: 'embeds', version: '1.0.0', kernel: '^1', embedOrigins } as never);

  it('declares its embed providers as https origins', async () => {
    for (const wrong of [['http://player.example'], ['https://player.example/embed'], ['*'], 'https://player.example', ["'unsafe-inline'"]]) {
      await expect(createTestKernel({ plugins: [withOrigins(wrong)] })).rejects.toThrow(/embedOrigins/);
    }
    const fine = await createTestKernel({ plugins: [withOrigins(['https://player.example', 'https://*.cdn.example:8443', 'https:'])] });
    await fine.close();
  });
});
