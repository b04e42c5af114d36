import { useId, useRef } from 'react';
import { useAppNavigate, useModalFocus, type ScreenProps } from '@lms/sdk/web';
import { AlreadyPaid } from '../bundle/AlreadyPaid.tsx';
import { BundleLoadState } from '../bundle/BundleLoadState.tsx';
import { BundleSummary } from '../bundle/BundleSummary.tsx';
import { PaymentChoices } from '../bundle/PaymentChoices.tsx';
import { useBundle } from '../bundle/useBundle.ts';
import '../payments.css';

/**
 * /list/bundle/{id} (part 1 §2 "Course lists"): the bundle's payment as a
 * modal over the course list the host shows behind it. Closing it (Close,
 * Escape) goes back to /list.
 */
export default function BundlePaymentDialog({ params }: ScreenProps<'list.bundle'>) {
  const id = params.id;
  const bundle = useBundle(id);
  const navigate = useAppNavigate();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const close = () => navigate('/list');
  const { onKeyDown } = useModalFocus(dialog, close);

  return (
    <div className="lms-payments-backdrop">
      <div ref={dialog} className="lms-payments-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <div className="lms-payments-dialog-header">
          <h2 id={titleId}>{bundle.state === 'loaded' ? bundle.bundle.title : 'Course payment'}</h2>
          <button type="button" className="lms-payments-button" onClick={close}>
            Close
          </button>
        </div>
        {bundle.state !== 'loaded' ? (
          <BundleLoadState bundle={bundle} />
        ) : (
          <>
            <BundleSummary bundle={bundle.bundle} />
            {bundle.bundle.payment.paid_already ? <AlreadyPaid bundle={bundle.bundle} /> : <PaymentChoices bundle={bundle.bundle} offerCard headingLevel={3} />}
          </>
        )}
      </div>
    </div>
  );
}
