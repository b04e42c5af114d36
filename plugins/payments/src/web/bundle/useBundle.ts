import { ApiError } from '@lms/sdk/web';
import type { Bundle } from '../../schemas/paymentTypes.ts';
import { getBundle } from '../../calls/bundleCalls.ts';
import { paymentErrorMessage } from '../screenMessages.ts';
import { useCallQuery } from '../serverData.ts';

export type BundleState =
  | { state: 'loading' }
  | { state: 'loaded'; bundle: Bundle }
  /** Part 1 §8: a missing bundle is 'No course(s) found' (info, not an error). */
  | { state: 'not-found' }
  | { state: 'failed'; message: string };

/**
 * GET bundle/get/{id}: what a bundle holds and costs, and whether the caller
 * has it already (the key follows the caller, and a purchase or a code read it again).
 */
export function useBundle(id: string): BundleState {
  const query = useCallQuery(getBundle, { params: { id } }, { refetchOn: ['courses.changed'] });
  if (query.data) return { state: 'loaded', bundle: query.data };
  if (query.error) return query.error instanceof ApiError && query.error.status === 404 ? { state: 'not-found' } : { state: 'failed', message: paymentErrorMessage(query.error) };
  return { state: 'loading' };
}
