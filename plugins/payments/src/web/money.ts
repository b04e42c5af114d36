const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Part 1 §9: amounts travel in cents and are shown divided by 100 ($49.99). */
export function formatAmount(cents: number): string {
  return DOLLARS.format(cents / 100);
}
