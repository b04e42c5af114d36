import { TextField } from '../../ui/TextField.tsx';
import { fieldId } from '../login/form/fieldId.ts';

export interface PasswordValues {
  password1: string;
  password2: string;
}

export const EMPTY_PASSWORDS: PasswordValues = { password1: '', password2: '' };

interface PasswordFieldsProps {
  form: string;
  values: PasswordValues;
  update(changes: Partial<PasswordValues>): void;
  errors: Readonly<Record<string, string>>;
}

/** A new password and its confirmation; sent as typed (over TLS), the server hashes them. */
export function PasswordFields({ form, values, update, errors }: PasswordFieldsProps) {
  return (
    <>
      <TextField
        id={fieldId(form, 'password1')}
        label="Password"
        type="password"
        autoComplete="new-password"
        value={values.password1}
        onChange={(password1) => update({ password1 })}
        error={errors.password1}
      />
      <TextField
        id={fieldId(form, 'password2')}
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={values.password2}
        onChange={(password2) => update({ password2 })}
        error={errors.password2}
      />
    </>
  );
}
