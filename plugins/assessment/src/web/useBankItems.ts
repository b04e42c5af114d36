import type { ApiItemSummary } from '../schemas/itemTypes.ts';
import { listItems } from '../calls/itemCalls.ts';
import { useCallQuery } from './serverData.ts';

export type BankItems = { state: 'loading' } | { state: 'loaded'; items: ApiItemSummary[] } | { state: 'failed'; message: string };

/** The Questions an author may put in an assessment of this course: their own and those shared with the course. */
export function useBankItems(courseId: string): BankItems {
  const bank = useCallQuery(listItems, { query: { course: courseId } });
  if (bank.error) return { state: 'failed', message: bank.error.message };
  return bank.data ? { state: 'loaded', items: bank.data.items } : { state: 'loading' };
}
