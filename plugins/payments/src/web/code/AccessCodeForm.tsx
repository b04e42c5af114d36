import { useState, type FormEvent } from 'react';
import { ApiError, useApi } from '@lms/sdk/web';
import { useNotifyAfterMove } from '../notifyAfterMove.ts';
import { redeemCode } from '../../calls/codeCalls.ts';
import { PAYMENT_MESSAGES } from '../../schemas/paymentMessages.ts';
import { paymentErrorMessage, TERMS_REQUIRED } from '../screenMessages.ts';
import { EMPTY_CODE, isCodeComplete, joinCode } from './accessCode.ts';
import { CodeBoxes } from './CodeBoxes.tsx';
import { redemptionDestination, redemptionNotice } from './redemptionOutcome.ts';
import { TermsCheckbox } from './TermsCheckbox.tsx';

type FormError = { on: 'code' | 'terms' | 'form'; message: string };

/** Why a refused redemption was refused, on the part of the form it concerns. */
function redemptionError(error: unknown): FormError {
  const codeMessage = error instanceof ApiError ? error.fieldMessage('paymentCode') : undefined;
  return codeMessage ? { on: 'code', message: codeMessage } : { on: 'form', message: paymentErrorMessage(error) };
}

/**
 * "Have an access code?": the code in four boxes and the terms; a redeemed
 * code opens the course (or the list) with the spec's notification.
 */
export function AccessCodeForm({ bundleId }: { bundleId: string }) {
  const api = useApi();
  const moveAndNotify = useNotifyAfterMove();
  const [groups, setGroups] = useState<string[]>([...EMPTY_CODE]);
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<FormError | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isCodeComplete(groups)) return setError({ on: 'code', message: PAYMENT_MESSAGES.badCode });
    if (!accepted) return setError({ on: 'terms', message: TERMS_REQUIRED });
    setError(null);
    setBusy(true);
    try {
      const answer = await api.call(redeemCode, { body: { bundleId, paymentCode: joinCode(groups) } });
      moveAndNotify(redemptionDestination(answer), { type: 'success', message: redemptionNotice(answer) });
    } catch (failure) {
      setError(redemptionError(failure));
      setBusy(false);
    }
  };

  return (
    <form className="lms-payments-form" noValidate onSubmit={(event) => void submit(event)}>
      <CodeBoxes groups={groups} onChange={setGroups} error={error?.on === 'code' ? error.message : undefined} />
      <TermsCheckbox checked={accepted} onChange={setAccepted} error={error?.on === 'terms' ? error.message : undefined} />
      {error?.on === 'form' && (
        <p className="lms-payments-error" role="alert">
          {error.message}
        </p>
      )}
      <div className="lms-payments-actions">
        <button type="submit" className="lms-payments-button lms-payments-button--primary" disabled={busy}>
          {busy ? 'Redeeming…' : 'Redeem code'}
        </button>
      </div>
    </form>
  );
}
