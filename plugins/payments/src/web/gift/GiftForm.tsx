import { useState } from 'react';
import { Button, Form, FormField, FormStatusLine, SubmitButton, useLmsForm, useSessionUser } from '@lms/sdk/web';
import { computeTaxes, payGift } from '../../calls/giftCalls.ts';
import { giftProblems } from '../../schemas/giftRules.ts';
import type { TaxesAnswer } from '../../schemas/giftSchemas.ts';
import { useBrowserLocation } from '../browserLocation.ts';
import { TermsCheckbox } from '../code/TermsCheckbox.tsx';
import { formatAmount } from '../money.ts';
import { paymentErrorMessage, REFUND_POLICY } from '../screenMessages.ts';
import { useCallMutation } from '../serverData.ts';
import { GIFT_TERMS } from './giftMessages.ts';

interface GiftValues {
  recipient_name: string;
  recipient_email: string;
  name: string;
  email: string;
  shipping_zip: string;
  terms: boolean;
}

const problems = (values: GiftValues) => [...giftProblems(values), ...(values.terms ? [] : [{ field: 'terms', message: GIFT_TERMS }])];

/** Part 1 §4 "Gift flow": the recipient and purchaser, then the tax from the billing zip, then the payment on Stripe's page. */
export function GiftForm({ id, currency, taxCollection }: { id: string; currency: string; taxCollection: boolean }) {
  const user = useSessionUser();
  const browser = useBrowserLocation();
  const [quote, setQuote] = useState<(TaxesAnswer & { people: GiftValues }) | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const taxes = useCallMutation(computeTaxes);
  const pay = useCallMutation(payGift);
  const form = useLmsForm<GiftValues>({
    defaultValues: { recipient_name: '', recipient_email: '', name: user?.name ?? '', email: user?.email ?? '', shipping_zip: '', terms: false },
    rules: problems,
    failureMessage: paymentErrorMessage,
    warnUnsaved: false,
  });
  const computeTax = async (values: GiftValues) => {
    setPayError(null);
    const answer = await taxes.mutateAsync({ params: { id }, body: { shipping_zip: values.shipping_zip, name: values.name } });
    setQuote({ ...answer, people: values });
  };
  const startPayment = (current: TaxesAnswer & { people: GiftValues }) => {
    const { recipient_email, recipient_name, email, name } = current.people;
    pay.mutate(
      { body: { recipient_email, recipient_name, email, name, orderId: current.order, bundle: id, amount: current.total, visitor_id: user?.mongoId ?? null } },
      { onSuccess: (answer) => answer.url && browser.assign(answer.url), onError: (error) => setPayError(paymentErrorMessage(error)) },
    );
  };
  return (
    <>
      <Form form={form} onSubmit={computeTax} className="lms-payments-form" aria-label="Gift details">
        <h2>Who is it for?</h2>
        <FormField name="recipient_name" label="Recipient's name" autoComplete="off" required />
        <FormField name="recipient_email" label="Recipient's email" type="email" autoComplete="off" required />
        <h2>From</h2>
        <FormField name="name" label="Your name" autoComplete="name" required />
        <FormField name="email" label="Your email" type="email" autoComplete="email" required />
        {taxCollection && <FormField name="shipping_zip" label="Billing zip code" autoComplete="postal-code" maxLength={10} hint="Sales tax is computed from it." />}
        <TermsCheckbox />
        <FormStatusLine />
        <SubmitButton label={taxCollection ? 'Compute the tax' : 'Continue'} busyLabel="Computing…" />
      </Form>
      {quote && (
        <section className="lms-payments-step" aria-labelledby="lms-payments-gift-total">
          <h2 id="lms-payments-gift-total">Total</h2>
          <dl className="lms-payments-facts">
            <dt>Price</dt>
            <dd>{formatAmount(quote.amount, currency)}</dd>
            <dt>Tax</dt>
            <dd>{formatAmount(quote.taxes, currency)}</dd>
            <dt>Total</dt>
            <dd>{formatAmount(quote.total, currency)}</dd>
          </dl>
          <p>{REFUND_POLICY}</p>
          {payError && (
            <p className="lms-payments-error" role="alert">
              {payError}
            </p>
          )}
          <Button disabled={pay.isPending} onClick={() => startPayment(quote)}>
            {pay.isPending ? 'Opening the payment…' : `Pay ${formatAmount(quote.total, currency)} by card`}
          </Button>
        </section>
      )}
    </>
  );
}
