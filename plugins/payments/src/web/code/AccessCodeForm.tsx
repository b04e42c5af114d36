import { Form, FormStatusLine, HOST_DATA_EVENTS, SubmitButton, useLmsForm } from '@lms/sdk/web';
import { useNotifyAfterMove } from '../notifyAfterMove.ts';
import { redeemCode } from '../../calls/codeCalls.ts';
import { useCallMutation } from '../serverData.ts';
import { PAYMENT_MESSAGES } from '../../schemas/paymentMessages.ts';
import { paymentErrorMessage, TERMS_REQUIRED } from '../screenMessages.ts';
import { EMPTY_CODE, isCodeComplete, joinCode, type CodeGroups } from './accessCode.ts';
import { CodeBoxes } from './CodeBoxes.tsx';
import { redemptionDestination, redemptionNotice } from './redemptionOutcome.ts';
import { TermsCheckbox } from './TermsCheckbox.tsx';

interface CodeValues {
  paymentCode: CodeGroups;
  terms: boolean;
}

/** The code first, then the terms: one message at a time, where it belongs. */
function codeRules({ paymentCode, terms }: CodeValues) {
  if (!isCodeComplete(paymentCode)) return [{ field: 'paymentCode', message: PAYMENT_MESSAGES.badCode }];
  return terms ? [] : [{ field: 'terms', message: TERMS_REQUIRED }];
}

/**
 * "Have an access code?": the code in four boxes and the terms; a redeemed
 * code opens the course (or the list) with the spec's notification.
 */
export function AccessCodeForm({ bundleId }: { bundleId: string }) {
  // A redeemed code opens courses: the host's course list is read again.
  const redeem = useCallMutation(redeemCode, { emits: [HOST_DATA_EVENTS.coursesChanged] });
  const moveAndNotify = useNotifyAfterMove();
  const form = useLmsForm<CodeValues>({ defaultValues: { paymentCode: EMPTY_CODE, terms: false }, rules: codeRules, warnUnsaved: false, failureMessage: paymentErrorMessage });

  const submit = async ({ paymentCode }: CodeValues) => {
    const answer = await redeem.mutateAsync({ body: { bundleId, paymentCode: joinCode(paymentCode) } });
    moveAndNotify(redemptionDestination(answer), { type: 'success', message: redemptionNotice(answer) });
  };

  return (
    <Form form={form} onSubmit={submit} className="lms-payments-form">
      <CodeBoxes />
      <TermsCheckbox />
      <FormStatusLine success={false} />
      <div className="lms-payments-actions">
        <SubmitButton label="Redeem code" busyLabel="Redeeming…" />
      </div>
    </Form>
  );
}
