import { FormField } from '@lms/sdk/web';
import { fieldId } from './fieldId.ts';

/** The email of an existing account (login, validation resend, password recovery): the `email` of the enclosing <Form>. */
export function EmailField({ form, label = 'Email' }: { form: string; label?: string }) {
  return <FormField name="email" id={fieldId(form, 'email')} label={label} type="email" autoComplete="email" />;
}
