/** Part 1 §9: amounts travel in cents and are shown divided by 100 ($49.99), in the site's currency. */
export function formatAmount(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}
