import type { Logger } from '@lms/sdk';
import type { AnalyticsSink } from './AnalyticsSink.ts';
import { ecommerceEvent, type PurchaseFacts } from './ecommerceEvent.ts';

/**
 * Reports a recorded purchase, once its transaction has committed. A sink that
 * fails is logged and never undoes or delays the purchase: analytics are not
 * part of the payment.
 */
export class PurchaseAnalytics {
  constructor(
    private readonly sink: AnalyticsSink,
    private readonly currency: string,
    private readonly log: Logger,
  ) {}

  async purchased(purchase: PurchaseFacts): Promise<void> {
    try {
      await this.sink.ecommerce(ecommerceEvent(purchase, this.currency));
    } catch (error) {
      this.log.warn({ err: error, transaction: purchase.providerRef }, 'analytics: the ecommerce event was not delivered');
    }
  }
}
