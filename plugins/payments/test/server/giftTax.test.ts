import { describe, expect, it } from 'vitest';
import { LmsError } from '@lms/sdk';
import { giftProblems, zipTriggersTax } from '../../src/schemas/giftRules.ts';
import { TableTaxCalculator } from '../../src/server/tax/TableTaxCalculator.ts';

const ask = (zip: string, amount = 10_000) => ({ amount, currency: 'usd', zip, reference: 'c1' });

describe('the offline tax table', () => {
  const table = new TableTaxCalculator(
    [
      { zip_prefix: '1', rate_bps: 400 },
      { zip_prefix: '100', rate_bps: 887 },
      { zip_prefix: '10001', rate_bps: 900 },
    ],
    250,
  );

  it('takes the rate of the longest matching zip prefix, else the default, rounding to the cent', async () => {
    expect(await table.calculate(ask('10001'))).toEqual({ tax: 900, ref: 'table:900' });
    expect(await table.calculate(ask('10002-1234'))).toEqual({ tax: 887, ref: 'table:887' });
    expect(await table.calculate(ask('19000'))).toEqual({ tax: 400, ref: 'table:400' });
    expect(await table.calculate(ask('90210'))).toEqual({ tax: 250, ref: 'table:250' });
    expect((await table.calculate(ask('10002', 4999))).tax).toBe(443);
  });

  it("refuses a zip that is no US zip: 'The Billing Zip Code you supplied failed validation.'", async () => {
    for (const zip of ['ABCDE', '123456', '1234-5678', '10001-12']) {
      const refused = await table.calculate(ask(zip)).catch((error: unknown) => error);
      expect(refused, zip).toBeInstanceOf(LmsError);
      expect((refused as LmsError).message, zip).toBe('The Billing Zip Code you supplied failed validation.');
    }
  });
});

describe('the gift rules (part 1 §5 "Gift")', () => {
  const people = { recipient_email: 'grace@example.org', recipient_name: 'Grace', email: 'ada@example.org', name: 'Ada' };

  it('needs two valid emails and both names', () => {
    expect(giftProblems(people)).toEqual([]);
    expect(giftProblems({ ...people, recipient_email: 'grace', email: 'a@b' })).toEqual([
      { field: 'recipient_email', message: 'Please enter a valid email address' },
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(giftProblems({ ...people, recipient_name: '', name: '  ' })).toEqual([
      { field: 'recipient_name', message: 'Please provide both names' },
      { field: 'name', message: 'Please provide both names' },
    ]);
  });

  it('computes tax only from a zip longer than 4 characters', () => {
    expect(['1234', ' 1234 ', '', '12345', '1234-'].map(zipTriggersTax)).toEqual([false, false, false, true, true]);
  });
});
