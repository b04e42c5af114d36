import { useEffect, useState } from 'react';
import { useApi } from '@lms/sdk/web';
import { confirmPayment } from '../../calls/checkoutCalls.ts';
import { paymentErrorMessage } from '../screenMessages.ts';

/** Stripe may report a paid session a moment after it sends the buyer back: ask again this often, this many times. */
export const CONFIRM_POLL_MS = 2000;
export const CONFIRM_POLLS = 10;

export type ConfirmState =
  | { state: 'confirming' }
  | { state: 'paid' }
  /** Still pending after every poll: the webhook will finish it; nothing failed. */
  | { state: 'still-pending' }
  | { state: 'failed'; message: string };

/** POST payment/confirm/ for the Checkout session Stripe came back with, until it is paid or we stop asking. */
export function useConfirmPayment(sessionId: string): ConfirmState {
  const api = useApi();
  const [confirm, setConfirm] = useState<ConfirmState>({ state: 'confirming' });

  useEffect(() => {
    let current = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (polls: number) => {
      try {
        const answer = await api.call(confirmPayment, { body: { session_id: sessionId } });
        if (!current) return;
        if (answer.status === 'paid') setConfirm({ state: 'paid' });
        else if (polls === CONFIRM_POLLS) setConfirm({ state: 'still-pending' });
        else timer = setTimeout(() => void ask(polls + 1), CONFIRM_POLL_MS);
      } catch (error) {
        if (current) setConfirm({ state: 'failed', message: paymentErrorMessage(error) });
      }
    };
    setConfirm({ state: 'confirming' });
    void ask(0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, sessionId]);

  return confirm;
}
