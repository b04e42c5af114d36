import { fieldId } from '../login/form/fieldId.ts';
import { FormField } from '@lms/sdk/web';

export interface PasswordValues {
  password1: string;
  password2: string;
}

export const EMPTY_PASSWORDS: PasswordValues = { password1: '', password2: '' };

/** A new password and its confirmation (`password1`, `password2` of the enclosing <Form>); sent as typed (over TLS), the server hashes them. */
export function PasswordFields({ form }: { form: string }) {
  return (
    <>
      <FormField name="password1" id={fieldId(form, 'password1')} label="Password" type="password" autoComplete="new-password" />
      <FormField name="password2" id={fieldId(form, 'password2')} label="Confirm password" type="password" autoComplete="new-password" />
    </>
  );
}
