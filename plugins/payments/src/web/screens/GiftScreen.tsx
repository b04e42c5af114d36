import { useId } from 'react';
import { pageClass, type ScreenProps } from '@lms/sdk/web';
import { giftOffer } from '../../calls/giftCalls.ts';
import { GiftConfirmation } from '../gift/GiftConfirmation.tsx';
import { GiftForm } from '../gift/GiftForm.tsx';
import { formatAmount } from '../money.ts';
import { paymentErrorMessage } from '../screenMessages.ts';
import { useCallQuery } from '../serverData.ts';
import '../payments.css';

/**
 * /gift/{id} (part 1 §2, §4 "Gift flow"): buy a bundle or paid course for
 * someone else. The recipient gets an access code by email; back from Stripe
 * (?session_id=…) the view flips to the confirmation.
 */
export default function GiftScreen({ params }: ScreenProps<'gift'>) {
  const titleId = useId();
  const sessionId = new URLSearchParams(window.location.search).get('session_id');
  const offer = useCallQuery(giftOffer, { params: { id: params.id } });
  return (
    <section className={`${pageClass('narrow')} lms-payments-screen`} aria-labelledby={titleId}>
      <h1 id={titleId}>{offer.data ? `Give ${offer.data.title}` : 'Give a course'}</h1>
      {offer.isPending && <p role="status">Loading…</p>}
      {offer.error && (
        <p className="lms-payments-error" role="alert">
          {paymentErrorMessage(offer.error)}
        </p>
      )}
      {offer.data && sessionId && <GiftConfirmation sessionId={sessionId} />}
      {offer.data && !sessionId && (
        <>
          <p>
            Price: {formatAmount(offer.data.amount, offer.data.currency)}
            {offer.data.tax_collection ? ', plus sales tax' : ''}
          </p>
          {offer.data.card ? (
            <GiftForm id={offer.data._id} currency={offer.data.currency} taxCollection={offer.data.tax_collection} />
          ) : (
            <p role="alert">Card payments are not available on this site.</p>
          )}
        </>
      )}
    </section>
  );
}
