import { FormField } from '@lms/sdk/web';
import { EmailField } from './EmailField.tsx';
import { fieldId } from './fieldId.ts';

export interface CredentialValues {
  email: string;
  password: string;
}

/** An account's email and its current password, as login and the validation resend ask for them (the `email` and `password` of the enclosing <Form>). */
export function CredentialFields({ form }: { form: string }) {
  return (
    <>
      <EmailField form={form} />
      <FormField name="password" id={fieldId(form, 'password')} label="Password" type="password" autoComplete="current-password" />
    </>
  );
}
