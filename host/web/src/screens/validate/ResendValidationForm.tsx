import { useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@lms/sdk/web';
import { validateLogin } from '@lms/contract/rules';
import { useShell } from '../../app/ShellContext.ts';
import { CredentialFields } from '../login/form/CredentialFields.tsx';
import { FormAlert } from '../login/form/FormAlert.tsx';
import { SubmitButton } from '../login/form/SubmitButton.tsx';
import { useFormErrors } from '../login/form/useFormErrors.ts';
import { useFormValues } from '../login/form/useFormValues.ts';
import { RESEND_MESSAGES } from './resendMessages.ts';
import { keepUnverifiedEmail } from './unverifiedEmail.ts';
import { resendValidation } from '@lms/sdk/calls';

const FORM = 'resend';
const FIELDS = ['email', 'password'] as const;

/** PUT resend: a new validation email, for the account's password; at most 3 times. */
export function ResendValidationForm({ initialEmail }: { initialEmail: string }) {
  const { sessionApi } = useShell();
  const formRef = useRef<HTMLFormElement>(null);
  const errors = useFormErrors(formRef, FIELDS);
  const [credentials, updateCredentials] = useFormValues({ email: initialEmail, password: '' });
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ email: string; remaining: number }>();
  const [limitReached, setLimitReached] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (errors.check(validateLogin(credentials))) return;
    setBusy(true);
    const email = credentials.email.trim();
    try {
      const answer = await sessionApi.call(resendValidation, { body: { email, password: credentials.password } });
      keepUnverifiedEmail(email);
      setSent({ email, remaining: answer.remaining });
      updateCredentials({ password: '' });
      if (answer.remaining <= 0) setLimitReached(true);
    } catch (error) {
      setSent(undefined);
      if (error instanceof ApiError && error.errno === 'resend-limit') setLimitReached(true);
      errors.fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {sent && (
        <p role="status" className="notice entry__notice">
          {RESEND_MESSAGES.sent(sent.email)} {sent.remaining > 0 && RESEND_MESSAGES.remaining(sent.remaining)}
        </p>
      )}
      {limitReached ? (
        <p role="alert" className="form-error">
          {RESEND_MESSAGES.limit}
        </p>
      ) : (
        <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)}>
          <p className="entry__hint">Enter your password to have the email sent again.</p>
          <CredentialFields form={FORM} values={credentials} update={updateCredentials} errors={errors.fieldErrors} />
          <FormAlert message={errors.formError} />
          <SubmitButton label="Send the email again" busyLabel="Sending…" busy={busy} />
        </form>
      )}
    </>
  );
}
