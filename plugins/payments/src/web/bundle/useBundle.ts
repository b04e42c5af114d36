import { useEffect, useState } from 'react';
import { ApiError, useApi, useSessionUser } from '@lms/sdk/web';
import type { Bundle } from '../../schemas/paymentTypes.ts';
import { getBundle } from '../../calls/bundleCalls.ts';
import { paymentErrorMessage } from '../screenMessages.ts';

export type BundleState =
  | { state: 'loading' }
  | { state: 'loaded'; bundle: Bundle }
  /** Part 1 §8: a missing bundle is 'No course(s) found' (info, not an error). */
  | { state: 'not-found' }
  | { state: 'failed'; message: string };

/** GET bundle/get/{id}: what a bundle holds and costs, and whether the caller has it already. */
export function useBundle(id: string): BundleState {
  const api = useApi();
  // The answer depends on who asks (paid_already): read it again once the session is known.
  const caller = useSessionUser()?.mongoId ?? null;
  const [bundle, setBundle] = useState<BundleState>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    setBundle({ state: 'loading' });
    api.call(getBundle, { params: { id } }).then(
      (answer) => current && setBundle({ state: 'loaded', bundle: answer }),
      (error: unknown) => {
        if (!current) return;
        setBundle(error instanceof ApiError && error.status === 404 ? { state: 'not-found' } : { state: 'failed', message: paymentErrorMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [api, id, caller]);

  return bundle;
}
