import { useState } from 'react';
import { ApiError, Form, FormStatusLine, SubmitButton, useLmsForm } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { RECOVERY_MESSAGES, recoveryFailureMessage, recoveryRules } from '../passwordRecovery/recoveryMessages.ts';
import { EmailField } from './form/EmailField.tsx';
import { recoverPassword } from '@lms/sdk/calls';

/**
 * POST passwordrecovery/ from the login card (the same messages as the
 * /passwordrecovery screen): the same neutral answer whether or not the
 * account exists, and the connection message when the server is not reached.
 */
export function PasswordRecoveryForm() {
  const { sessionApi } = useShell();
  const form = useLmsForm<{ email: string }>({ defaultValues: { email: '' }, rules: recoveryRules, warnUnsaved: false, failureMessage: recoveryFailureMessage });
  const [sent, setSent] = useState(false);

  const onSubmit = async ({ email }: { email: string }) => {
    setSent(false);
    try {
      await sessionApi.call(recoverPassword, { body: { email: email.trim() } });
    } catch (error) {
      // An unknown account is no failure to the visitor (part 1 §8): the same neutral answer.
      if (!(error instanceof ApiError) || error.errno !== 'user-not-exists') throw error;
    }
    setSent(true);
  };

  return (
    <Form form={form} onSubmit={onSubmit}>
      <p className="entry__hint">Enter the email of your account and we will send you a link to choose a new password.</p>
      <EmailField form="recovery" label="Email of your account" />
      <FormStatusLine success={false} />
      {sent && (
        <p role="status" className="notice entry__notice">
          {RECOVERY_MESSAGES.sent}
        </p>
      )}
      <SubmitButton label="Send the link" busyLabel="Sending…" block />
    </Form>
  );
}
