import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { recoveryEmailError, RECOVERY_MESSAGES } from '../passwordRecovery/recoveryMessages.ts';
import { EmailField } from './form/EmailField.tsx';
import { FormAlert } from './form/FormAlert.tsx';
import { SubmitButton } from './form/SubmitButton.tsx';
import { useFormErrors } from './form/useFormErrors.ts';
import { recoverPassword } from '@lms/sdk/calls';

const FIELDS = ['email'] as const;

/**
 * POST passwordrecovery/ from the login card (the same messages as the
 * /passwordrecovery screen): the same neutral answer whether or not the
 * account exists, and the connection message when the server is not reached.
 */
export function PasswordRecoveryForm() {
  const { sessionApi } = useShell();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors(formRef, FIELDS);
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const problem = recoveryEmailError(email);
    if (errors.check(problem ? [{ field: 'email', message: problem }] : [])) return;
    setBusy(true);
    try {
      await sessionApi.call(recoverPassword, { body: { email: email.trim() } });
      setSent(true);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0) errors.setFormError(RECOVERY_MESSAGES.failure);
      else if (error.errno === 'user-not-exists') setSent(true);
      else errors.fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className="entry__hint">Enter the email of your account and we will send you a link to choose a new password.</p>
      <EmailField form="recovery" label="Email of your account" value={email} onChange={setEmail} error={errors.fieldErrors.email} />
      <FormAlert message={errors.formError} />
      {sent && (
        <p role="status" className="notice entry__notice">
          {RECOVERY_MESSAGES.sent}
        </p>
      )}
      <SubmitButton label="Send the link" busyLabel="Sending…" busy={busy} />
    </form>
  );
}
