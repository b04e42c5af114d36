import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { paymentSettings } from '../../src/server/paymentSettings.ts';
import { webhookSecretCheck } from '../../src/server/webhookSecretCheck.ts';

/** What the check logs, one parsed line each. */
async function logged(config: Record<string, unknown>): Promise<{ level: number; msg: string }[]> {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  await webhookSecretCheck.run({ deps: { settings: paymentSettings(config, {}) }, log: pino({ level: 'debug' }, sink) });
  return lines;
}

describe('the missing webhook secret (issue 14: an error logged on every webhook call)', () => {
  it('is one warning at start-up when card payments are on without it', async () => {
    const lines = await logged({ stripe_secret_key: 'sk_test_x' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40 });
    expect(lines[0]!.msg).toContain('STRIPE_WEBHOOK_SECRET');
  });

  it('says nothing when the secret is set, or card payments are off', async () => {
    expect(await logged({ stripe_secret_key: 'sk_test_x', stripe_webhook_secret: 'whsec_x' })).toEqual([]);
    expect(await logged({})).toEqual([]);
  });
});
