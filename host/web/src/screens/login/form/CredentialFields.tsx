import { TextField } from '../../../ui/TextField.tsx';
import { EmailField } from './EmailField.tsx';
import { fieldId } from './fieldId.ts';

export interface CredentialValues {
  email: string;
  password: string;
}

interface CredentialFieldsProps {
  form: string;
  values: CredentialValues;
  update(changes: Partial<CredentialValues>): void;
  errors: Readonly<Record<string, string>>;
}

/** An account's email and its current password, as login and the validation resend ask for them. */
export function CredentialFields({ form, values, update, errors }: CredentialFieldsProps) {
  return (
    <>
      <EmailField form={form} value={values.email} onChange={(email) => update({ email })} error={errors.email} />
      <TextField
        id={fieldId(form, 'password')}
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(password) => update({ password })}
        error={errors.password}
      />
    </>
  );
}
