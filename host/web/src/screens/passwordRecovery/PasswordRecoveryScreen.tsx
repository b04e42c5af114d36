import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, Form, FormStatusLine, SubmitButton, useLmsForm } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { EmailField } from '../login/form/EmailField.tsx';
import { RECOVERY_MESSAGES, recoveryFailureMessage, recoveryRules } from './recoveryMessages.ts';
import '../screens.css';
import '../login/form/formSuccess.css';
import './accessCard.css';
import { recoverPassword } from '@lms/sdk/calls';

/** /passwordrecovery: asks for the account's email and sends a reset link if there is one. */
export function PasswordRecoveryScreen() {
  useDocumentTitle('Password recovery');
  const { sessionApi } = useShell();
  const form = useLmsForm<{ email: string }>({ defaultValues: { email: '' }, rules: recoveryRules, warnUnsaved: false, failureMessage: recoveryFailureMessage });
  const [sent, setSent] = useState(false);

  const onSubmit = async ({ email }: { email: string }) => {
    try {
      await sessionApi.call(recoverPassword, { body: { email: email.trim() } });
    } catch (error) {
      // An unknown account is no failure to the visitor (part 1 §8): the same neutral answer.
      if (!(error instanceof ApiError) || error.errno !== 'user-not-exists') throw error;
    }
    setSent(true);
  };

  return (
    <div className="screen">
      <div className="access-card">
        <h1>Password recovery</h1>
        {sent ? (
          <p role="status" className="form-success">
            {RECOVERY_MESSAGES.sent}
          </p>
        ) : (
          <>
            <p className="access-card__intro">Enter the email address of your account and we will send you a link to choose a new password.</p>
            <Form form={form} onSubmit={onSubmit}>
              <EmailField form="recovery" />
              <FormStatusLine success={false} />
              <SubmitButton label="Send reset link" busyLabel="Sending…" block />
            </Form>
          </>
        )}
        <p className="access-card__links">
          <Link to="/login">Back to log in</Link>
        </p>
      </div>
    </div>
  );
}
