import { confirmGift } from '../../calls/giftCalls.ts';
import { CONFIRM_POLL_MS, CONFIRM_POLLS } from '../checkout/useConfirmPayment.ts';
import { paymentErrorMessage } from '../screenMessages.ts';
import { useCallQuery } from '../serverData.ts';
import { giftSent } from './giftMessages.ts';

/** Back from Stripe: confirms the gift (asking again while Stripe says pending), then the view flips to the confirmation. */
export function GiftConfirmation({ sessionId }: { sessionId: string }) {
  const query = useCallQuery(
    confirmGift,
    { body: { session_id: sessionId } },
    { staleTime: Infinity, refetchInterval: (answer, polled) => (answer?.status === 'paid' || polled.state.dataUpdateCount > CONFIRM_POLLS ? false : CONFIRM_POLL_MS) },
  );
  if (query.error) {
    return (
      <p className="lms-payments-error" role="alert">
        {paymentErrorMessage(query.error)}
      </p>
    );
  }
  if (query.data?.status === 'paid') {
    return (
      <p role="status" className="lms-payments-success">
        {giftSent(query.data.recipient_email ?? 'the recipient')}
      </p>
    );
  }
  return <p role="status">Confirming your payment…</p>;
}
