import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, displayCode, normaliseCode } from '../../src/schemas/paymentCode.ts';
import { randomCode } from '../../src/server/codeGeneration.ts';
import { paymentSettings } from '../../src/server/paymentSettings.ts';

describe('access codes (part 1 §5)', () => {
  it('use letters without I and O and digits without 0', () => {
    expect(CODE_ALPHABET).toHaveLength(33);
    for (const excluded of ['I', 'O', '0']) expect(CODE_ALPHABET).not.toContain(excluded);
  });

  it('are read in any case, with or without dashes and spaces', () => {
    for (const typed of ['ABCD-EFGH-JKLM-NPQR', 'abcd-efgh-jklm-npqr', 'ABCDEFGHJKLMNPQR', ' abcd efgh jklm npqr ', 'AbCd-EfGh JkLm-NpQr']) {
      expect(normaliseCode(typed), typed).toBe('ABCDEFGHJKLMNPQR');
    }
  });

  it('are refused when short, long or holding a character of no code', () => {
    for (const typed of ['', 'ABCD-EFGH-JKLM-NPQ', 'ABCD-EFGH-JKLM-NPQRS', 'ABCD-EFGH-JKLM-NPQI', 'ABCD-EFGH-JKLM-NPQ0', 'ABCD_EFGH_JKLM_NPQR', 'ÄBCD-EFGH-JKLM-NPQR']) {
      expect(normaliseCode(typed), typed).toBeNull();
    }
  });

  it('are shown as four dash-separated groups of 4', () => {
    expect(displayCode('ABCDEFGHJKLMNPQR')).toBe('ABCD-EFGH-JKLM-NPQR');
  });

  it('are drawn over the whole alphabet, 16 characters each', () => {
    const drawn = Array.from({ length: 400 }, randomCode);
    for (const code of drawn) expect(normaliseCode(code)).toBe(code);
    expect(new Set(drawn.join('')).size).toBe(CODE_ALPHABET.length);
    expect(new Set(drawn).size).toBe(drawn.length);
  });
});

describe('payment settings', () => {
  const env = { STRIPE_SECRET_KEY: 'sk_env', STRIPE_PUBLISHABLE_KEY: 'pk_env', STRIPE_WEBHOOK_SECRET: 'whsec_env' };

  it('take the keys from the environment when the configuration leaves them out', () => {
    expect(paymentSettings({}, env)).toEqual({
      secretKey: 'sk_env',
      publishableKey: 'pk_env',
      webhookSecret: 'whsec_env',
      currency: 'usd',
      stripeApi: null,
      analyticsWebhookUrl: null,
      taxCollection: 'off',
      taxTable: [],
      taxDefaultRateBps: 0,
    });
  });

  it('take tax collection and the analytics collector from the configuration, else the environment', () => {
    const fromEnv = paymentSettings({}, { PAYMENTS_TAX_COLLECTION: 'table', PAYMENTS_ANALYTICS_WEBHOOK_URL: 'https://collect.example/e' });
    expect(fromEnv).toMatchObject({ taxCollection: 'table', analyticsWebhookUrl: 'https://collect.example/e' });
    expect(paymentSettings({}, { PAYMENTS_TAX_COLLECTION: 'sometimes' }).taxCollection).toBe('off');
    const table = [{ zip_prefix: '100', rate_bps: 887 }];
    expect(paymentSettings({ tax_collection: 'stripe', tax_table: table, tax_default_rate_bps: 5 }, { PAYMENTS_TAX_COLLECTION: 'table' })).toMatchObject({ taxCollection: 'stripe', taxTable: table, taxDefaultRateBps: 5 });
  });

  it('prefer the configuration, and have no keys when neither gives them', () => {
    const config = { stripe_secret_key: 'sk_conf', stripe_publishable_key: 'pk_conf', stripe_webhook_secret: 'whsec_conf', currency: 'eur' };
    expect(paymentSettings(config, env)).toMatchObject({ secretKey: 'sk_conf', publishableKey: 'pk_conf', webhookSecret: 'whsec_conf', currency: 'eur' });
    expect(paymentSettings({}, { STRIPE_SECRET_KEY: ' ' })).toMatchObject({ secretKey: null, publishableKey: null, webhookSecret: null });
  });

  it('send the calls to STRIPE_API_BASE (a local stand-in) unless the configuration names one', () => {
    expect(paymentSettings({}, { STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripeApi).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(paymentSettings({}, { STRIPE_API_BASE: 'https://stripe.internal.example' }).stripeApi).toEqual({ host: 'stripe.internal.example', protocol: 'https' });
    expect(paymentSettings({ stripe_api: { host: 'fake', port: 1 } }, { STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripeApi).toEqual({ host: 'fake', port: 1 });
  });
});
