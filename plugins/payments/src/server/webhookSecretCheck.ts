import { defineStartCheck } from '@lms/sdk';
import { settingsRef } from './services.ts';

/**
 * Card payments without a webhook secret still work (the buyer's return
 * confirms the purchase), but a buyer who never comes back is only recorded
 * by the webhook: say so once at start-up. The webhook itself then answers
 * webhook-off quietly, so calling it cannot fill the log.
 */
export const webhookSecretCheck = defineStartCheck({
  deps: { settings: settingsRef },
  run({ deps, log }) {
    if (deps.settings.secretKey && !deps.settings.webhookSecret) {
      log.warn('Card payments are on but STRIPE_WEBHOOK_SECRET (stripe_webhook_secret) is not set: Stripe webhooks are refused, and a purchase is recorded only when its buyer returns to /paymentsuccess.');
    }
  },
});
