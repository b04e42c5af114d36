import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { API_VERSION } from '@lms/core';
import { KERNEL_API_VERSION, SDK_KERNEL_API_RANGE, SDK_VERSION } from '@lms/sdk';
import { CLIENT_API_VERSION } from '../../src/web/apiClient.ts';

const manifest = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8'));

describe('the SDK states its version and the kernel API range it serves', () => {
  it('exports the version and range its package.json states', () => {
    expect(SDK_VERSION).toBe(manifest.version);
    expect(SDK_KERNEL_API_RANGE).toBe(manifest.lms.kernelApi);
  });

  it("serves this kernel's plugin API and HTTP API", () => {
    expect(semver.satisfies(KERNEL_API_VERSION, SDK_KERNEL_API_RANGE)).toBe(true);
    expect(manifest.lms.httpApi).toBe(API_VERSION);
    expect(CLIENT_API_VERSION).toBe(API_VERSION);
  });
});
