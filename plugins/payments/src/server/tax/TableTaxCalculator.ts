import { paymentErrors } from '../paymentErrors.ts';
import type { TaxAnswer, TaxCalculator, TaxQuestion } from './TaxCalculator.ts';

/** A US zip: 5 digits, optionally + 4. */
const US_ZIP = /^(\d{5})(-\d{4})?$/;

/**
 * The offline tax table (docs/operations.md "Gift tax"): the longest zip prefix
 * of the table that the zip starts with gives the rate in basis points, else
 * the default rate. Tax is rounded half up to the cent.
 */
export class TableTaxCalculator implements TaxCalculator {
  constructor(
    private readonly table: readonly { zip_prefix: string; rate_bps: number }[],
    private readonly defaultRateBps: number,
  ) {}

  async calculate({ amount, zip }: TaxQuestion): Promise<TaxAnswer> {
    const match = US_ZIP.exec(zip);
    if (!match) throw paymentErrors.zipInvalid();
    const five = match[1]!;
    const entry = this.table.filter((row) => five.startsWith(row.zip_prefix)).sort((a, b) => b.zip_prefix.length - a.zip_prefix.length)[0];
    const rate = entry?.rate_bps ?? this.defaultRateBps;
    return { tax: Math.round((amount * rate) / 10_000), ref: `table:${rate}` };
  }
}
