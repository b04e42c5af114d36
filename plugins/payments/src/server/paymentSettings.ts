import { definePluginConfig } from '@lms/sdk';
import { Type, type Static } from '@lms/sdk/calls';

/** How this site takes card payments: the plugin's configuration, falling back to the environment for the keys. */
export interface PaymentSettings {
  /** Without it card payments are off (codes still work). */
  secretKey: string | null;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** ISO currency code, lower-case, e.g. 'usd'. */
  currency: string;
  /** Where the Stripe SDK sends its calls instead of Stripe's own API (tests, local fakes). */
  stripeApi: { host: string; port?: number; protocol?: 'http' | 'https' } | null;
  /** Where the ecommerce events are posted; null: they go to the log. */
  analyticsWebhookUrl: string | null;
  /** Sales tax on gifts: off, Stripe Tax (with the secret key), or the table below (offline). */
  taxCollection: 'off' | 'stripe' | 'table';
  /** The offline table: the longest matching zip prefix gives the rate, in basis points (887 = 8.87 %). */
  taxTable: readonly { zip_prefix: string; rate_bps: number }[];
  /** The table's rate for a zip no prefix matches. */
  taxDefaultRateBps: number;
}

export const DEFAULT_CURRENCY = 'usd';

/** The plugin's configuration (host config): every field optional. */
export const paymentsConfig = definePluginConfig(
  Type.Object(
    {
      stripe_secret_key: Type.Optional(Type.String({ minLength: 1 })),
      stripe_publishable_key: Type.Optional(Type.String({ minLength: 1 })),
      stripe_webhook_secret: Type.Optional(Type.String({ minLength: 1 })),
      currency: Type.Optional(Type.String({ pattern: '^[a-z]{3}$' })),
      analytics_webhook_url: Type.Optional(Type.String({ format: 'uri', pattern: '^https?://' })),
      tax_collection: Type.Optional(Type.Unsafe<'off' | 'stripe' | 'table'>({ type: 'string', enum: ['off', 'stripe', 'table'] })),
      tax_table: Type.Optional(
        Type.Array(
          Type.Object({ zip_prefix: Type.String({ pattern: '^[0-9]{1,5}$' }), rate_bps: Type.Integer({ minimum: 0, maximum: 10_000 }) }, { additionalProperties: false }),
          { maxItems: 100_000 },
        ),
      ),
      tax_default_rate_bps: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
      stripe_api: Type.Optional(
        Type.Object(
          {
            host: Type.String({ minLength: 1 }),
            port: Type.Optional(Type.Integer({ minimum: 1, maximum: 65535 })),
            protocol: Type.Optional(Type.Unsafe<'http' | 'https'>({ enum: ['http', 'https'] })),
          },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  ),
);

type PaymentsConfig = Static<typeof paymentsConfig.schema>;

const orNull = (value: string | undefined): string | null => (value && value.trim() ? value.trim() : null);

/** STRIPE_API_BASE (e.g. `http://127.0.0.1:12111` for stripe-mock or another local stand-in) as the SDK's host, port and protocol. */
function apiFromEnv(base: string | undefined): PaymentSettings['stripeApi'] {
  if (!base?.trim()) return null;
  const url = new URL(base.trim());
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, protocol, ...(url.port ? { port: Number(url.port) } : {}) };
}

function taxCollectionFromEnv(value: string | undefined): PaymentSettings['taxCollection'] {
  const wanted = value?.trim();
  return wanted === 'stripe' || wanted === 'table' ? wanted : 'off';
}

/** The configuration (validated by `paymentsConfig.schema`) over STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_BASE. */
export function paymentSettings(given: Readonly<PaymentsConfig>, env: NodeJS.ProcessEnv = process.env): PaymentSettings {
  return {
    secretKey: orNull(given.stripe_secret_key ?? env.STRIPE_SECRET_KEY),
    publishableKey: orNull(given.stripe_publishable_key ?? env.STRIPE_PUBLISHABLE_KEY),
    webhookSecret: orNull(given.stripe_webhook_secret ?? env.STRIPE_WEBHOOK_SECRET),
    currency: given.currency ?? DEFAULT_CURRENCY,
    stripeApi: given.stripe_api ?? apiFromEnv(env.STRIPE_API_BASE),
    analyticsWebhookUrl: orNull(given.analytics_webhook_url ?? env.PAYMENTS_ANALYTICS_WEBHOOK_URL),
    taxCollection: given.tax_collection ?? taxCollectionFromEnv(env.PAYMENTS_TAX_COLLECTION),
    taxTable: given.tax_table ?? [],
    taxDefaultRateBps: given.tax_default_rate_bps ?? 0,
  };
}
