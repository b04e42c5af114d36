import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { webApp } from '../src/server/webApp.ts';

let tk: TestKernel;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'brand'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><meta name="lms-build" content="b1"><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'brand', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  tk = await createTestKernel({ web: webApp(dist) });
});

afterAll(() => tk?.close());

describe('web app serving', () => {
  it('answers every app path with the page, never cached, with security headers', async () => {
    for (const route of ['/', '/login', '/6b0133ecb16adef7d32e4904/6b0133ecb16adef7d32e4905', '/administrator/users']) {
      const response = await fetch(`${tk.url}${route}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('lms-build');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('serves hashed assets for a year and other files for an hour', async () => {
    const asset = await fetch(`${tk.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await asset.text()).toBe('console.log(1)');
    expect((await fetch(`${tk.url}/assets/missing.js`)).status).toBe(404);
    const logo = await fetch(`${tk.url}/brand/logo.svg`);
    expect(logo.headers.get('cache-control')).toBe('max-age=3600');
  });

  it('never serves files outside the build', async () => {
    const response = await fetch(`${tk.url}/..%2f..%2fpackage.json`);
    expect(await response.text()).toContain('lms-build');
  });

  it('keeps /server/ for the API', async () => {
    expect((await fetch(`${tk.url}/server/unknown`)).status).toBe(404);
    expect((await fetch(`${tk.url}/server/health`)).status).toBe(200);
  });

  it('refuses to start without a build', () => {
    expect(() => webApp(path.join(dist, 'nope'))).toThrow('The web app is not built');
  });
});
