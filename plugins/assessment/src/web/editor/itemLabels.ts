import type { ApiItemSummary } from '../../schemas/itemTypes.ts';
import type { BankItems } from '../useBankItems.ts';

/** A bank item as authors know it: its reference, and its title when it has one. */
export const itemName = (item: ApiItemSummary) => (item.title ? `${item.reference} — ${item.title}` : item.reference);

/** The name of an assessment's Question by id, while the bank loads, or when the author cannot see it. */
export function itemLabel(bank: BankItems, id: string): string {
  if (bank.state === 'loading') return 'Loading…';
  const item = bank.state === 'loaded' ? bank.items.find((candidate) => candidate._id === id) : undefined;
  return item ? itemName(item) : 'A Question you cannot see';
}
