import type { Logger } from '@lms/sdk';
import type { EcommerceEvent } from './ecommerceEvent.ts';

/**
 * Where the ecommerce events go (the analytics sink port). No third party is
 * wired by default: the log sink writes each event to the plugin's log; with
 * `analytics_webhook_url` configured, the webhook sink posts each one as JSON
 * (docs/operations.md "Payments analytics").
 */
export interface AnalyticsSink {
  ecommerce(event: EcommerceEvent): Promise<void>;
}

export class LogAnalyticsSink implements AnalyticsSink {
  constructor(private readonly log: Logger) {}

  async ecommerce(event: EcommerceEvent): Promise<void> {
    this.log.info({ ecommerce: event }, 'analytics: ecommerce purchase');
  }
}

/** Posts each event to an address of the operator's choice (a collector that forwards to the analytics product). */
export class WebhookAnalyticsSink implements AnalyticsSink {
  constructor(private readonly url: string) {}

  async ecommerce(event: EcommerceEvent): Promise<void> {
    const response = await fetch(this.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event), signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`The analytics collector answered ${response.status}`);
  }
}
