import type { BundleState } from './useBundle.ts';
import { PAYMENT_MESSAGES } from '../../schemas/paymentMessages.ts';

/** What a screen shows until its bundle is loaded: waiting, the spec's info for a missing bundle, or the failure. */
export function BundleLoadState({ bundle }: { bundle: Exclude<BundleState, { state: 'loaded' }> }) {
  if (bundle.state === 'loading') return <p role="status">Loading the courses…</p>;
  if (bundle.state === 'not-found') {
    return (
      <p className="lms-payments-info" role="status">
        {PAYMENT_MESSAGES.noBundle}
      </p>
    );
  }
  return (
    <p className="lms-payments-error" role="alert">
      {bundle.message}
    </p>
  );
}
