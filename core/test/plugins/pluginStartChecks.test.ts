import { afterAll, describe, expect, it } from 'vitest';
import { createServiceRef, definePlugin, defineService, defineStartCheck } from '@lms/sdk';
import { createTestKernel, type TestKernel } from '@lms/sdk/testing';

const settingsRef = createServiceRef<{ secret: string | null }>('checking.settings');
const heard: string[] = [];

const checkingPlugin = (secret: string | null, fail = false) =>
  definePlugin({
    id: 'checking',
    version: '1.0.0',
    kernel: '^1',
    services: [defineService({ ref: settingsRef, factory: () => ({ secret }) })],
    startChecks: [
      defineStartCheck({
        deps: { settings: settingsRef },
        run({ deps, log }) {
          expect(typeof log.warn).toBe('function');
          if (fail) throw new Error('checking: the secret is malformed');
          heard.push(deps.settings.secret ?? 'no secret');
        },
      }),
    ],
  });

let tk: TestKernel | undefined;
afterAll(() => tk?.close());

describe("a plugin's start checks", () => {
  it('run once when the kernel starts, with the plugin services, and not again on requests', async () => {
    tk = await createTestKernel({ plugins: [checkingPlugin(null)] });
    expect(heard).toEqual(['no secret']);
    await tk.client().get('health');
    await tk.client().get('now');
    expect(heard).toEqual(['no secret']);
  });

  it('stop start-up when they throw', async () => {
    await expect(createTestKernel({ plugins: [checkingPlugin('x', true)] })).rejects.toThrow('checking: the secret is malformed');
  });
});
