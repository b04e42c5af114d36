import { useState } from 'react';
import { Button, ConfirmDialog, Form, FormField, FormStatusLine, SubmitButton, useLmsForm, useNotify } from '@lms/sdk/web';
import { listCodes, lookUpCode, redeemCodeFor, returnPaymentAgainstCode, switchCode } from '../../calls/codeAdminCalls.ts';
import type { CodeDetails } from '../../schemas/codeAdminTypes.ts';
import { PAYMENT_MESSAGES } from '../../schemas/paymentMessages.ts';
import { formatAmount } from '../money.ts';
import { useCallCache, useCallMutation } from '../serverData.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emailProblems = ({ email }: { email: string }) => (EMAIL.test(email.trim()) ? [] : [{ field: 'email', message: PAYMENT_MESSAGES.badEmail }]);

/** A looked-up code and what an administrator may do with it: switch it off or on, redeem it for someone, take back its payment. */
export function CodeCard({ code }: { code: CodeDetails }) {
  const notify = useNotify();
  const cache = useCallCache();
  const [confirming, setConfirming] = useState(false);
  const refresh = async () => {
    await cache.invalidate(lookUpCode);
    await cache.invalidate(listCodes);
  };
  const fail = (error: Error) => notify({ type: 'error', message: error.message });
  const toggle = useCallMutation(switchCode, { onSuccess: refresh });
  const giveBack = useCallMutation(returnPaymentAgainstCode, { onSuccess: refresh });
  const redeem = useCallMutation(redeemCodeFor, { onSuccess: refresh });
  const form = useLmsForm<{ email: string }>({ defaultValues: { email: '' }, rules: emailProblems, warnUnsaved: false });

  const state = code.redeemed_at ? 'Redeemed' : code.active ? 'Active' : 'De-activated';
  return (
    <article className="lms-payments-code" aria-label={`Code ${code.code}`}>
      <dl className="lms-payments-facts">
        <dt>Code</dt>
        <dd className="lms-payments-code-text">{code.code}</dd>
        <dt>For</dt>
        <dd>{code.title ?? 'A removed bundle or course'}</dd>
        <dt>Amount</dt>
        <dd>{formatAmount(code.amount)}</dd>
        <dt>State</dt>
        <dd>{state}</dd>
        {code.redeemed_by && (
          <>
            <dt>Redeemed by</dt>
            <dd>
              {code.redeemed_by.name} ({code.redeemed_by.email})
            </dd>
          </>
        )}
      </dl>
      {code.redeemed_at ? (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          Return the payment
        </Button>
      ) : (
        <>
          <Button
            variant="secondary"
            disabled={toggle.isPending}
            onClick={() =>
              toggle.mutate(
                { params: { flag: code.active ? '1' : '0' }, body: { code: code.code } },
                { onSuccess: (answer) => notify({ type: 'success', message: answer.code.active ? 'Code re-activated.' : 'Code de-activated.' }), onError: fail },
              )
            }
          >
            {code.active ? 'De-activate' : 'Re-activate'}
          </Button>
          {code.active && (
            <Form
              form={form}
              className="lms-payments-form lms-payments-inline"
              aria-label="Redeem for a user"
              onSubmit={async ({ email }) => {
                await redeem.mutateAsync({ params: { code: code.code }, body: { email: email.trim() } });
                return { values: { email: '' }, success: `Redeemed for ${email.trim()}.` };
              }}
            >
              <FormField name="email" label="Redeem for (email)" type="email" autoComplete="off" required />
              <FormStatusLine />
              <SubmitButton label="Redeem" busyLabel="Redeeming…" />
            </Form>
          )}
        </>
      )}
      {confirming && (
        <ConfirmDialog
          title="Return the payment?"
          confirmLabel="Return the payment"
          danger
          busy={giveBack.isPending}
          busyLabel="Returning…"
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            giveBack.mutate(
              { params: { code: code.code } },
              {
                onSuccess: () => notify({ type: 'success', message: 'The payment was returned; the code can be redeemed again.' }),
                onError: fail,
                onSettled: () => setConfirming(false),
              },
            )
          }
        >
          <p>
            {code.redeemed_by ? `${code.redeemed_by.name} loses` : 'Its redeemer loses'} the payment this code recorded ({formatAmount(code.amount)}), and the course asks for payment again. The code
            becomes active and unredeemed.
          </p>
        </ConfirmDialog>
      )}
    </article>
  );
}
