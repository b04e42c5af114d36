import { defineAccountHooks } from '@lms/sdk';
import { gatewayRef } from './services.ts';

/** What CheckoutService.settle records as a card payment's provider reference: `stripe:{session id}:{course id}`. */
const STRIPE_REF = /^stripe:([^:]+):/;

/**
 * A site administrator's refund (part 3 §7 `utils/refund`) of a card payment
 * this plugin took: that course's share of the Checkout session, refunded at
 * Stripe. Any other payment row is not ours (null).
 */
export const paymentRefundHooks = defineAccountHooks({
  deps: { gateway: gatewayRef },
  async refundPayment(payment, { deps }) {
    const session = payment.paymentType === 'card' ? STRIPE_REF.exec(payment.providerRef ?? '') : null;
    if (!session || payment.amount <= 0) return null;
    return deps.gateway.refund(session[1]!, payment.amount, `refund-${payment.id}`);
  },
});
