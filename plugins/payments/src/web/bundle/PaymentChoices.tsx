import { useId } from 'react';
import { AppLink } from '@lms/sdk/web';
import type { Bundle } from '../../schemas/paymentTypes.ts';
import { CardCheckout } from '../checkout/CardCheckout.tsx';
import { AccessCodeForm } from '../code/AccessCodeForm.tsx';

interface PaymentChoicesProps {
  bundle: Bundle;
  /** Whether card payment is offered here (the redeem screen takes codes only). */
  offerCard: boolean;
  /** The level of the sections' headings under the screen's own title. */
  headingLevel: 2 | 3;
}

/** Part 1 §4 "Purchase flow", step 2: pay by card (when the site takes cards) or with an access code. */
export function PaymentChoices({ bundle, offerCard, headingLevel }: PaymentChoicesProps) {
  const cardId = useId();
  const codeId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const byCard = offerCard && bundle.payment.card;
  return (
    <>
      {byCard && (
        <section className="lms-payments-step" aria-labelledby={cardId}>
          <Heading id={cardId}>Step 2 of 2: Payment</Heading>
          <CardCheckout bundle={bundle} />
          <p>
            <AppLink to={`/gift/${bundle._id}`}>Buy it as a gift</AppLink> for someone else: they get an access code by email.
          </p>
        </section>
      )}
      <section className="lms-payments-step" aria-labelledby={codeId}>
        <Heading id={codeId}>Have an access code?</Heading>
        <AccessCodeForm bundleId={bundle._id} />
      </section>
    </>
  );
}
