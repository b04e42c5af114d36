import { Modal, useAppNavigate, type ScreenProps, Button } from '@lms/sdk/web';
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
  const bundle = useBundle(params.id);
  const navigate = useAppNavigate();
  const close = () => navigate('/list');

  return (
    <Modal
      title={bundle.state === 'loaded' ? bundle.bundle.title : 'Course payment'}
      size="wide"
      onClose={close}
      actions={
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
      }
    >
      {bundle.state !== 'loaded' ? (
        <BundleLoadState bundle={bundle} />
      ) : (
        <div className="lms-payments-bundle">
          <BundleSummary bundle={bundle.bundle} />
          {bundle.bundle.payment.paid_already ? <AlreadyPaid bundle={bundle.bundle} /> : <PaymentChoices bundle={bundle.bundle} offerCard headingLevel={3} />}
        </div>
      )}
    </Modal>
  );
}
