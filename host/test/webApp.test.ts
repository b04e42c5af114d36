import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';
import { createHash } from 'node:crypto';
import { importMapHashes, pageContentSecurityPolicy, webApp } from '../src/server/webApp.ts';
import { pageFrameSources } from '../src/server/frameSources.ts';
import type { PluginManifest } from '@lms/core';

let tk: TestKernel;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lms-dist-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'brand'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><meta name="lms-build" content="b1"><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'brand', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  tk = await createTestKernel({ web: webApp(dist, { frameSources: ['https://player.vimeo.com'] }) });
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

  it('allows no plain-http source, and frames only from this site and the declared embed providers', async () => {
    const policy = (await fetch(`${tk.url}/login`)).headers.get('content-security-policy')!;
    expect(policy).not.toMatch(/(^|\s)http:/);
    expect(policy).toContain("img-src 'self' https: data: blob:");
    expect(policy).toContain("frame-src 'self' https://player.vimeo.com;");
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it("allows the page's import map by its hash, and no other inline script", () => {
    const map = '{"imports":{"react":"/assets/shared-react-1.js"}}';
    const hashes = importMapHashes(`<head><script type="importmap">${map}</script><script>alert(1)</script></head>`);
    expect(hashes).toEqual([`sha256-${createHash('sha256').update(map).digest('base64')}`]);
    expect(pageContentSecurityPolicy([], hashes)).toContain(`script-src 'self' '${hashes[0]}';`);
  });

  it('answers /favicon.ico with the icon, or 404 without one, never with the page', async () => {
    const missing = await fetch(`${tk.url}/favicon.ico`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('lms-build');
    const shipped = fs.readFileSync(path.join(import.meta.dirname, '..', 'web', 'public', 'favicon.ico'));
    // An ICO directory (reserved 0, type 1) of PNG images.
    expect([shipped.readUInt16LE(0), shipped.readUInt16LE(2)]).toEqual([0, 1]);
    fs.writeFileSync(path.join(dist, 'favicon.ico'), shipped);
    const icon = await fetch(`${tk.url}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(Buffer.from(await icon.arrayBuffer()).equals(shipped)).toBe(true);
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

describe('frame sources', () => {
  const manifest = (embedOrigins?: string[]) => ({ id: 'p', version: '1.0.0', kernel: '^1', embedOrigins }) as PluginManifest;

  it('are the embed providers the plugins declare, each once; https: covers them all', () => {
    const video = manifest(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(pageFrameSources([video, manifest(['https://player.vimeo.com']), manifest()], {})).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(pageFrameSources([video, manifest(['https:'])], {})).toEqual(['https:']);
  });

  it('are the operator\'s list instead when LMS_FRAME_SOURCES is set, and checked', () => {
    const iframe = manifest(['https:']);
    expect(pageFrameSources([iframe], { LMS_FRAME_SOURCES: 'https://www.youtube-nocookie.com, https://maps.example.org' })).toEqual(['https://www.youtube-nocookie.com', 'https://maps.example.org']);
    expect(pageFrameSources([iframe], { LMS_FRAME_SOURCES: 'none' })).toEqual([]);
    expect(() => pageFrameSources([iframe], { LMS_FRAME_SOURCES: 'http://maps.example.org' })).toThrow('LMS_FRAME_SOURCES must list https origins');
  });
});
