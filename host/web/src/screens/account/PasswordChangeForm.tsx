import { useState, type FormEvent } from 'react';
import { ApiError } from '@lms/sdk/web';
import { PASSWORD_CHANGE_MESSAGES, PROFILE_MESSAGES, validatePasswordChange } from '@lms/contract/rules';
import { useShell } from '../../app/ShellContext.ts';
import { TextField } from '../../ui/TextField.tsx';
import { NewPasswordFields } from '../login/form/NewPasswordFields.tsx';
import { SubmitButton } from '../login/form/SubmitButton.tsx';
import { FormStatus } from './FormStatus.tsx';
import { useAccountForm } from './useAccountForm.ts';
import { changePassword } from '@lms/sdk/calls';

const PASSWORD_FIELDS = ['current_password', 'new_password'];

/** Current password, new password and its confirmation; POST update_password/ (the passwords go as typed, over TLS). */
export function PasswordChangeForm() {
  const { api } = useShell();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { errors, setErrors, status, formRef, check, fail } = useAccountForm(PASSWORD_FIELDS);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (check(validatePasswordChange({ current_password: current, new_password: next, confirmation }))) return;
    status.start();
    try {
      await api.call(changePassword, { body: { current_password: current, new_password: next } });
      setCurrent('');
      setNext('');
      setConfirmation('');
      status.succeed(PROFILE_MESSAGES.passwordUpdated);
    } catch (error) {
      if (error instanceof ApiError && error.errno === 'password-incorrect') {
        setErrors({ current_password: error.message || PASSWORD_CHANGE_MESSAGES.incorrect });
        status.fail();
        return;
      }
      fail(error);
    }
  };

  return (
    <form ref={formRef} noValidate aria-labelledby="account-password-title" onSubmit={(event) => void onSubmit(event)}>
      <h2 id="account-password-title">Password</h2>
      <TextField
        id="password-current"
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
        error={errors.current_password}
      />
      <NewPasswordFields
        password={{ id: 'password-new', value: next, onChange: setNext, error: errors.new_password }}
        repeat={{ id: 'password-confirmation', value: confirmation, onChange: setConfirmation, error: errors.confirmation }}
      />
      <FormStatus success={status.success} error={status.error} />
      <SubmitButton label="Change password" busyLabel="Saving…" busy={status.saving} block={false} />
    </form>
  );
}
