import { useEffect, useState } from 'react';
import { useApi } from '@lms/sdk/web';
import type { ApiItemSummary } from '../schemas/itemTypes.ts';
import { listItems } from '../calls/itemCalls.ts';

export type BankItems = { state: 'loading' } | { state: 'loaded'; items: ApiItemSummary[] } | { state: 'failed'; message: string };

/** The Questions an author may put in an assessment of this course: their own and those shared with the course. */
export function useBankItems(courseId: string): BankItems {
  const api = useApi();
  const [bank, setBank] = useState<BankItems>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    api
      .call(listItems, { query: { course: courseId } })
      .then((answer) => current && setBank({ state: 'loaded', items: answer.items }))
      .catch((error: Error) => current && setBank({ state: 'failed', message: error.message }));
    return () => {
      current = false;
    };
  }, [api, courseId]);
  return bank;
}
