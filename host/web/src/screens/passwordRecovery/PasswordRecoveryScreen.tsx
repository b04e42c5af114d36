import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@lms/sdk/web';
import { useShell } from '../../app/ShellContext.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { EmailField } from '../login/form/EmailField.tsx';
import { FormAlert } from '../login/form/FormAlert.tsx';
import { SubmitButton } from '../login/form/SubmitButton.tsx';
import { recoveryEmailError, RECOVERY_MESSAGES } from './recoveryMessages.ts';
import '../screens.css';
import '../login/form/formSuccess.css';
import './accessCard.css';
import { recoverPassword } from '@lms/sdk/calls';

/** The error a failed recovery call shows: the field's own message, the throttle's text, or the connection message. */
function failureOf(error: unknown): { field?: string; form?: string; sent?: boolean } {
  if (!(error instanceof ApiError)) return { form: RECOVERY_MESSAGES.failure };
  // An unknown account is no failure to the visitor (part 1 §8): the same neutral answer.
  if (error.errno === 'user-not-exists') return { sent: true };
  if (error.fields.length > 0) return { field: error.fieldMessage('email') ?? error.message };
  if (error.errno === 'too-many-attempts') return { form: error.message };
  return { form: RECOVERY_MESSAGES.failure };
}

/** /passwordrecovery: asks for the account's email and sends a reset link if there is one. */
export function PasswordRecoveryScreen() {
  useDocumentTitle('Password recovery');
  const { sessionApi } = useShell();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const problem = recoveryEmailError(email);
    setEmailError(problem);
    if (problem) {
      emailInput.current?.focus();
      return;
    }
    setSending(true);
    try {
      await sessionApi.call(recoverPassword, { body: { email: email.trim() } });
      setSent(true);
    } catch (error) {
      const failure = failureOf(error);
      if (failure.sent) setSent(true);
      setEmailError(failure.field);
      setFormError(failure.form);
      if (failure.field) emailInput.current?.focus();
    } finally {
      setSending(false);
    }
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
            <form noValidate onSubmit={(event) => void onSubmit(event)}>
              <EmailField ref={emailInput} form="recovery" value={email} onChange={setEmail} error={emailError} />
              <FormAlert message={formError} />
              <SubmitButton label="Send reset link" busyLabel="Sending…" busy={sending} />
            </form>
          </>
        )}
        <p className="access-card__links">
          <Link to="/login">Back to log in</Link>
        </p>
      </div>
    </div>
  );
}
