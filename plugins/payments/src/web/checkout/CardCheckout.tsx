import { useState } from 'react';
import { useApi, useSiteLinks, Button } from '@lms/sdk/web';
import { startCheckout } from '../../calls/checkoutCalls.ts';
import type { Bundle } from '../../schemas/paymentTypes.ts';
import { useBrowserLocation } from '../browserLocation.ts';
import { formatAmount } from '../money.ts';
import { checkoutLocation } from '../paymentLocation.ts';
import { paymentErrorMessage, REFUND_POLICY } from '../screenMessages.ts';

/**
 * Part 1 §4 "Purchase flow", step 2 by card: the server opens a Stripe
 * Checkout session and the browser goes to Stripe's page, which comes back
 * to /paymentsuccess/{location} (or to this bundle when cancelled).
 */
export function CardCheckout({ bundle }: { bundle: Bundle }) {
  const api = useApi();
  const refundPolicy = useSiteLinks().refund_policy;
  const browser = useBrowserLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pay = async () => {
    setError(null);
    setBusy(true);
    try {
      const { url } = await api.call(startCheckout, { params: { id: bundle._id }, body: { location: checkoutLocation(bundle.courses) } });
      // The button stays busy: the browser is leaving for Stripe.
      browser.assign(url);
    } catch (failure) {
      setError(paymentErrorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <div className="lms-payments-card">
      <Button variant="primary" disabled={busy} onClick={() => void pay()}>
        {busy ? 'Opening the payment page…' : `Pay ${formatAmount(bundle.amount, bundle.currency)} by card`}
      </Button>
      {error && (
        <p className="lms-payments-error" role="alert">
          {error}
        </p>
      )}
      <p className="lms-payments-muted">
        {REFUND_POLICY}{' '}
        <a href={refundPolicy} target="_blank" rel="noreferrer">
          Read the refund policy
        </a>
      </p>
    </div>
  );
}
