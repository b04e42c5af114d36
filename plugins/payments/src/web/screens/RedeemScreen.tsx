import { useId } from 'react';
import { pageClass, useSessionUser, type ScreenProps } from '@lms/sdk/web';
import { AccountStep } from '../bundle/AccountStep.tsx';
import { AlreadyPaid } from '../bundle/AlreadyPaid.tsx';
import { BundleLoadState } from '../bundle/BundleLoadState.tsx';
import { BundleSummary } from '../bundle/BundleSummary.tsx';
import { PaymentChoices } from '../bundle/PaymentChoices.tsx';
import { useBundle } from '../bundle/useBundle.ts';
import '../payments.css';

/**
 * /redeem/{id} (part 1 §2, public): pay for a bundle with an access code. A
 * visitor first registers or logs in; a logged-in user enters the code here.
 */
export default function RedeemScreen({ params }: ScreenProps<'redeem'>) {
  const id = params.id;
  const user = useSessionUser();
  const bundle = useBundle(id);
  const titleId = useId();
  return (
    <section className={`${pageClass('narrow')} lms-payments-screen`} aria-labelledby={titleId}>
      <h1 id={titleId}>{bundle.state === 'loaded' ? bundle.bundle.title : 'Redeem an access code'}</h1>
      {bundle.state !== 'loaded' ? (
        <BundleLoadState bundle={bundle} />
      ) : (
        <>
          <BundleSummary bundle={bundle.bundle} />
          {!user ? (
            <AccountStep bundleId={id} next="enter your access code" />
          ) : bundle.bundle.payment.paid_already ? (
            <AlreadyPaid bundle={bundle.bundle} />
          ) : (
            <PaymentChoices bundle={bundle.bundle} offerCard={false} headingLevel={2} />
          )}
        </>
      )}
    </section>
  );
}
