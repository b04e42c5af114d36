import type { Logger } from '@lms/sdk';
import type { StripeGateway } from '../StripeGateway.ts';
import { paymentErrors } from '../paymentErrors.ts';
import type { TaxAnswer, TaxCalculator, TaxQuestion } from './TaxCalculator.ts';

/** Stripe's error codes that mean the address cannot be taxed: the buyer's zip, not our failure. */
const LOCATION_ERRORS = new Set(['customer_tax_location_invalid', 'postal_code_invalid']);

/** Stripe Tax: one tax calculation per quote (tax exclusive, the billing zip in the US). */
export class StripeTaxCalculator implements TaxCalculator {
  constructor(
    private readonly gateway: StripeGateway,
    private readonly log: Logger,
  ) {}

  async calculate({ amount, currency, zip, reference }: TaxQuestion): Promise<TaxAnswer> {
    const stripe = this.gateway.client;
    if (!stripe) throw paymentErrors.taxInternal();
    try {
      const calculation = await stripe.tax.calculations.create({
        currency,
        line_items: [{ amount, reference, tax_behavior: 'exclusive' }],
        customer_details: { address: { postal_code: zip, country: 'US' }, address_source: 'billing' },
      });
      return { tax: calculation.tax_amount_exclusive, ref: calculation.id ?? 'stripe' };
    } catch (error) {
      if (LOCATION_ERRORS.has((error as { code?: string }).code ?? '')) throw paymentErrors.zipInvalid();
      this.log.error({ err: error }, 'Stripe Tax: could not calculate the tax');
      throw paymentErrors.taxInternal();
    }
  }
}
