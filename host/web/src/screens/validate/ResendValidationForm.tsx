import { useState } from 'react';
import { ApiError, Form, FormStatusLine, SubmitButton, useLmsForm } from '@lms/sdk/web';
import { validateLogin } from '@lms/contract/rules';
import { useShell } from '../../app/ShellContext.ts';
import { CredentialFields, type CredentialValues } from '../login/form/CredentialFields.tsx';
import { RESEND_MESSAGES } from './resendMessages.ts';
import { keepUnverifiedEmail } from './unverifiedEmail.ts';
import { resendValidation } from '@lms/sdk/calls';

const FORM = 'resend';

/** PUT resend: a new validation email, for the account's password; at most 3 times. */
export function ResendValidationForm({ initialEmail }: { initialEmail: string }) {
  const { sessionApi } = useShell();
  const form = useLmsForm<CredentialValues>({ defaultValues: { email: initialEmail, password: '' }, rules: validateLogin, warnUnsaved: false });
  const [sent, setSent] = useState<{ email: string; remaining: number }>();
  const [limitReached, setLimitReached] = useState(false);

  const onSubmit = async (credentials: CredentialValues) => {
    const email = credentials.email.trim();
    try {
      const answer = await sessionApi.call(resendValidation, { body: { email, password: credentials.password } });
      keepUnverifiedEmail(email);
      setSent({ email, remaining: answer.remaining });
      if (answer.remaining <= 0) setLimitReached(true);
      return { values: { email: credentials.email, password: '' } };
    } catch (error) {
      setSent(undefined);
      if (error instanceof ApiError && error.errno === 'resend-limit') setLimitReached(true);
      throw error;
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
        <Form form={form} onSubmit={onSubmit}>
          <p className="entry__hint">Enter your password to have the email sent again.</p>
          <CredentialFields form={FORM} />
          <FormStatusLine success={false} />
          <SubmitButton label="Send the email again" busyLabel="Sending…" block />
        </Form>
      )}
    </>
  );
}
