import { useEffect, useId } from 'react';
import { pageClass, useAppNavigate, useSessionUser, type ScreenProps } from '@lms/sdk/web';
import { AccountStep } from '../bundle/AccountStep.tsx';
import { BundleLoadState } from '../bundle/BundleLoadState.tsx';
import { bundlePaymentPath } from '../bundle/bundlePaymentPath.ts';
import { BundleSummary } from '../bundle/BundleSummary.tsx';
import { useBundle } from '../bundle/useBundle.ts';
import '../payments.css';

function AnonymousPurchase({ id }: { id: string }) {
  const bundle = useBundle(id);
  const titleId = useId();
  return (
    <section className={`${pageClass('narrow')} lms-payments-screen`} aria-labelledby={titleId}>
      <h1 id={titleId}>{bundle.state === 'loaded' ? bundle.bundle.title : 'Course purchase'}</h1>
      {bundle.state !== 'loaded' ? (
        <BundleLoadState bundle={bundle} />
      ) : (
        <>
          <BundleSummary bundle={bundle.bundle} />
          <AccountStep bundleId={id} next="pay for these courses" />
        </>
      )}
    </section>
  );
}

/** A logged-in buyer pays in the list's bundle modal; this address is left so Back does not lead here again. */
function SendToBundlePayment({ id }: { id: string }) {
  const navigate = useAppNavigate();
  useEffect(() => navigate(bundlePaymentPath(id), { replace: true }), [navigate, id]);
  return <p role="status">Opening the payment…</p>;
}

/**
 * /payment/{id} (part 1 §2, public): a bundle's purchase. Step 1, account
 * details, for a visitor: register or log in, then pay in the bundle modal.
 */
export default function PaymentScreen({ params }: ScreenProps<'payment'>) {
  const id = params.id;
  const user = useSessionUser();
  return user ? <SendToBundlePayment id={id} /> : <AnonymousPurchase id={id} />;
}
