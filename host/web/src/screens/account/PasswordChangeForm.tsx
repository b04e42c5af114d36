import { ApiError, Form, FormField, FormStatusLine, SubmitButton, useLmsForm } from '@lms/sdk/web';
import { PASSWORD_CHANGE_MESSAGES, PROFILE_MESSAGES, validatePasswordChange } from '@lms/contract/rules';
import { useShell } from '../../app/ShellContext.ts';
import { NewPasswordFields } from '../login/form/NewPasswordFields.tsx';
import { accountFailureMessage } from './formFailure.ts';
import { changePassword } from '@lms/sdk/calls';

interface PasswordValues {
  current_password: string;
  new_password: string;
  confirmation: string;
}

const EMPTY: PasswordValues = { current_password: '', new_password: '', confirmation: '' };

/** Current password, new password and its confirmation; POST update_password/ (the passwords go as typed, over TLS). */
export function PasswordChangeForm() {
  const { api } = useShell();
  const form = useLmsForm<PasswordValues>({ defaultValues: EMPTY, rules: validatePasswordChange, failureMessage: accountFailureMessage });

  const onSubmit = async ({ current_password, new_password }: PasswordValues) => {
    try {
      await api.call(changePassword, { body: { current_password, new_password } });
    } catch (error) {
      if (!(error instanceof ApiError) || error.errno !== 'password-incorrect') throw error;
      // The server refuses the current password as a whole answer: its message belongs at that field.
      throw new ApiError(error.status, error.errno, error.message, [{ field: 'current_password', message: error.message || PASSWORD_CHANGE_MESSAGES.incorrect }]);
    }
    return { values: EMPTY, success: PROFILE_MESSAGES.passwordUpdated };
  };

  return (
    <Form form={form} onSubmit={onSubmit} aria-labelledby="account-password-title">
      <h2 id="account-password-title">Password</h2>
      <FormField name="current_password" id="password-current" label="Current password" type="password" autoComplete="current-password" />
      <NewPasswordFields password={{ id: 'password-new', name: 'new_password' }} repeat={{ id: 'password-confirmation', name: 'confirmation' }} />
      <FormStatusLine />
      <SubmitButton label="Change password" busyLabel="Saving…" />
    </Form>
  );
}
