import type { Ref } from 'react';
import { TextField } from '../../../ui/TextField.tsx';

/** One of the two inputs: its id, value and message as the form keeps them. */
export interface PasswordInput {
  id: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A new password and the same again, for changing a password (signed in, or through a reset link). */
export function NewPasswordFields({ password, repeat }: { password: PasswordInput; repeat: PasswordInput }) {
  return (
    <>
      <TextField {...password} label="New password" type="password" autoComplete="new-password" />
      <TextField {...repeat} label="Repeat the new password" type="password" autoComplete="new-password" />
    </>
  );
}
