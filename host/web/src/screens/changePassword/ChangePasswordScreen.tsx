import { useState } from 'react';
import { Link } from 'react-router';
import { Form, FormStatusLine, SubmitButton, useLmsForm, type ScreenProps, buttonClass } from '@lms/sdk/web';
import { validatePasswordReset } from '@lms/contract/rules';
import { useShell } from '../../app/ShellContext.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { NewPasswordFields } from '../login/form/NewPasswordFields.tsx';
import { CHANGE_PASSWORD_MESSAGES, linkRefusal, PASSWORD_CHANGED_STATUS, resetFailureMessage } from './changePasswordMessages.ts';
import '../screens.css';
import '../login/form/formSuccess.css';
import '../passwordRecovery/accessCard.css';
import { resetPassword } from '@lms/sdk/calls';

type Outcome = { kind: 'changed' } | { kind: 'link-invalid'; message: string } | null;

interface ResetValues {
  password1: string;
  password2: string;
}

/** /changepassword/:resetId: the link of a password-recovery email; sets a new password. */
export function ChangePasswordScreen({ params }: ScreenProps<'changepassword'>) {
  useDocumentTitle('Choose a new password');
  const { sessionApi } = useShell();
  const form = useLmsForm<ResetValues>({ defaultValues: { password1: '', password2: '' }, rules: validatePasswordReset, warnUnsaved: false, failureMessage: resetFailureMessage });
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onSubmit = async ({ password1, password2 }: ResetValues) => {
    try {
      const answer = await sessionApi.call(resetPassword, { body: { id: params.resetId ?? '', password1, password2 } });
      if (answer?.status !== PASSWORD_CHANGED_STATUS) throw new Error(`Unexpected answer: ${String(answer?.status)}`);
      setOutcome({ kind: 'changed' });
    } catch (error) {
      const refusal = linkRefusal(error);
      if (refusal === undefined) throw error;
      setOutcome({ kind: 'link-invalid', message: refusal });
    }
  };

  return (
    <div className="screen">
      <div className="access-card">
        <h1>Choose a new password</h1>
        {outcome?.kind === 'changed' && (
          <>
            <p role="status" className="form-success">
              {CHANGE_PASSWORD_MESSAGES.changed}
            </p>
            <Link className={buttonClass({ variant: 'primary', block: true })} to="/login">
              Log in with your new password
            </Link>
          </>
        )}
        {outcome?.kind === 'link-invalid' && (
          <>
            <p role="alert" className="form-error">
              {outcome.message}
            </p>
            <p className="access-card__links">
              <Link to="/passwordrecovery">Request a new link</Link>
              <Link to="/login">Back to log in</Link>
            </p>
          </>
        )}
        {outcome === null && (
          <Form form={form} onSubmit={onSubmit}>
            <NewPasswordFields password={{ id: 'reset-password1', name: 'password1' }} repeat={{ id: 'reset-password2', name: 'password2' }} />
            <FormStatusLine success={false} />
            <SubmitButton label="Change password" busyLabel="Saving…" block />
          </Form>
        )}
      </div>
    </div>
  );
}
