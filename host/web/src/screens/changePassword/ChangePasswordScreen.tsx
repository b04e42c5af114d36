import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ScreenProps } from '@lms/sdk/web';
import { validatePasswordReset, type FieldError } from '@lms/contract/rules';
import { useShell } from '../../app/ShellContext.ts';
import { useDocumentTitle } from '../../theme/useDocumentTitle.ts';
import { FormAlert } from '../login/form/FormAlert.tsx';
import { NewPasswordFields } from '../login/form/NewPasswordFields.tsx';
import { SubmitButton } from '../login/form/SubmitButton.tsx';
import { CHANGE_PASSWORD_MESSAGES, PASSWORD_CHANGED_STATUS, resetFailure } from './changePasswordMessages.ts';
import '../screens.css';
import '../login/form/formSuccess.css';
import '../passwordRecovery/accessCard.css';
import { resetPassword } from '@lms/sdk/calls';

type Outcome = { kind: 'changed' } | { kind: 'link-invalid'; message: string } | null;

const messageFor = (errors: FieldError[], field: string) => errors.find((error) => error.field === field)?.message;

/** /changepassword/:resetId: the link of a password-recovery email; sets a new password. */
export function ChangePasswordScreen({ params }: ScreenProps<'changepassword'>) {
  useDocumentTitle('Choose a new password');
  const { sessionApi } = useShell();
  const [password1, setPassword1] = useState('');
  const [password2, setPassword2] = useState('');
  const [errors, setErrors] = useState<{ password1?: string; password2?: string }>({});
  const [formError, setFormError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [saving, setSaving] = useState(false);
  const password1Input = useRef<HTMLInputElement>(null);
  const password2Input = useRef<HTMLInputElement>(null);

  const showErrors = (next: { password1?: string; password2?: string }) => {
    setErrors(next);
    if (next.password1) password1Input.current?.focus();
    else if (next.password2) password2Input.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const problems = validatePasswordReset({ password1, password2 });
    showErrors({ password1: messageFor(problems, 'password1'), password2: messageFor(problems, 'password2') });
    if (problems.length > 0) return;
    setSaving(true);
    try {
      const answer = await sessionApi.call(resetPassword, { body: { id: params.resetId ?? '', password1, password2 } });
      if (answer?.status === PASSWORD_CHANGED_STATUS) setOutcome({ kind: 'changed' });
      else setFormError(CHANGE_PASSWORD_MESSAGES.failed);
    } catch (error) {
      const failure = resetFailure(error);
      if (failure.kind === 'link-invalid') setOutcome(failure);
      else if (failure.kind === 'form') setFormError(failure.message);
      else {
        showErrors({ password1: failure.password1, password2: failure.password2 });
        setFormError(failure.form);
      }
    } finally {
      setSaving(false);
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
            <Link className="button button--primary button--block" to="/login">
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
          <form noValidate onSubmit={(event) => void onSubmit(event)}>
            <NewPasswordFields
              password={{ ref: password1Input, id: 'reset-password1', value: password1, onChange: setPassword1, error: errors.password1 }}
              repeat={{ ref: password2Input, id: 'reset-password2', value: password2, onChange: setPassword2, error: errors.password2 }}
            />
            <FormAlert message={formError} />
            <SubmitButton label="Change password" busyLabel="Saving…" busy={saving} />
          </form>
        )}
      </div>
    </div>
  );
}
