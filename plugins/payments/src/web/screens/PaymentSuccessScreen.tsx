import { useEffect, useId } from 'react';
import { pageClass, AppLink, useAppNavigate, type ScreenProps, buttonClass } from '@lms/sdk/web';
import { useConfirmPayment } from '../checkout/useConfirmPayment.ts';
import { successDestination } from '../paymentLocation.ts';
import '../payments.css';

/** A paid buyer is taken on to the course after this long, time enough to read the thanks. */
export const CONTINUE_AFTER_MS = 3000;

function BackToList() {
  return (
    <p>
      <AppLink to="/list">Go to my courses</AppLink>
    </p>
  );
}

function Paid({ destination }: { destination: string }) {
  const navigate = useAppNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(destination), CONTINUE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [navigate, destination]);
  return (
    <>
      <p className="lms-payments-success" role="status">
        Thank you! Your payment was received and your courses are open. Taking you there in a few seconds…
      </p>
      <div className="lms-payments-actions">
        <AppLink to={destination} className={buttonClass({ variant: 'primary' })}>
          Continue
        </AppLink>
      </div>
    </>
  );
}

function Confirmation({ sessionId, destination }: { sessionId: string; destination: string }) {
  const confirm = useConfirmPayment(sessionId);
  switch (confirm.state) {
    case 'confirming':
      return <p role="status">Confirming your payment…</p>;
    case 'paid':
      return <Paid destination={destination} />;
    case 'still-pending':
      return (
        <>
          <p className="lms-payments-info" role="status">
            Your payment is still being confirmed. This can take a few minutes: your courses open in your list as soon as it is done, and you need not pay again.
          </p>
          <BackToList />
        </>
      );
    case 'failed':
      return (
        <>
          <p className="lms-payments-error" role="alert">
            {confirm.message}
          </p>
          <BackToList />
        </>
      );
  }
}

/**
 * /paymentsuccess/{location}?session_id=… (part 1 §2): where Stripe Checkout
 * sends the buyer back. Confirms the payment, then goes on to the location
 * the checkout named ('+' stands for '/').
 */
export default function PaymentSuccessScreen({ params }: ScreenProps<'paymentsuccess'>) {
  const titleId = useId();
  const sessionId = new URLSearchParams(window.location.search).get('session_id');
  return (
    <section className={`${pageClass('narrow')} lms-payments-screen`} aria-labelledby={titleId}>
      <h1 id={titleId}>Payment</h1>
      {sessionId ? (
        <Confirmation sessionId={sessionId} destination={successDestination(params.location ?? '+')} />
      ) : (
        <>
          <p className="lms-payments-error" role="alert">
            This address does not name a payment, so there is nothing to confirm.
          </p>
          <BackToList />
        </>
      )}
    </section>
  );
}
