/** What a gift's tax is computed from. */
export interface TaxQuestion {
  /** Cents, before tax. */
  amount: number;
  currency: string;
  /** The billing zip as typed (trimmed). */
  zip: string;
  /** What is sold (a bundle or course id), for the provider's records. */
  reference: string;
}

export interface TaxAnswer {
  /** Cents of tax on top of the amount. */
  tax: number;
  /** The provider's reference for this calculation. */
  ref: string;
}

/**
 * The tax provider port (issue 24 item 5): Stripe Tax with the site's keys, or
 * a documented table offline. Throws paymentErrors.zipInvalid when the zip is
 * no valid billing location ('The Billing Zip Code you supplied failed
 * validation.'), paymentErrors.taxInternal for anything else.
 */
export interface TaxCalculator {
  calculate(question: TaxQuestion): Promise<TaxAnswer>;
}
