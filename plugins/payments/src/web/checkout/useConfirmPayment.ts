import { useEffect } from 'react';
import { HOST_DATA_EVENTS } from '@lms/sdk/web';
import { confirmPayment } from '../../calls/checkoutCalls.ts';
import { paymentErrorMessage } from '../screenMessages.ts';
import { useCallCache, useCallQuery } from '../serverData.ts';

/** Stripe may report a paid session a moment after it sends the buyer back: ask again this often, this many times. */
export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_POLLS = 10;

export type ConfirmState =
  | { state: 'confirming' }
  | { state: 'paid' }
  /** Still pending after every poll: the webhook will finish it; nothing failed. */
  | { state: 'still-pending' }
  | { state: 'failed'; message: string };

/**
 * POST payment/confirm/ for the Checkout session Stripe came back with, until
 * it is paid or we stop asking (the first ask and CONFIRM_POLLS more). Once
 * paid, the caller's courses changed: the host's course list is read again.
 */
export function useConfirmPayment(sessionId: string): ConfirmState {
  const { emit, answerCount } = useCallCache();
  const args = { body: { session_id: sessionId } };
  const query = useCallQuery(confirmPayment, args, {
    // Asking again is safe: the server answers the session's state (and records a paid one once).
    staleTime: Infinity,
    refetchInterval: (answer, polled) => (answer?.status === 'paid' || polled.state.dataUpdateCount > CONFIRM_POLLS ? false : CONFIRM_POLL_MS),
  });
  const paid = query.data?.status === 'paid';
  useEffect(() => {
    if (paid) void emit(HOST_DATA_EVENTS.coursesChanged);
  }, [paid, emit]);

  if (query.error) return { state: 'failed', message: paymentErrorMessage(query.error) };
  if (paid) return { state: 'paid' };
  // Reading dataUpdatedAt makes every answer render, even one equal to the last (a pending session).
  const answers = query.dataUpdatedAt > 0 ? answerCount(confirmPayment, args) : 0;
  if (answers > CONFIRM_POLLS) return { state: 'still-pending' };
  return { state: 'confirming' };
}
