import { FormField } from '@lms/sdk/web';

/** Where one of the two inputs keeps its value in the enclosing <Form>, and its id. */
export interface PasswordInput {
  id: string;
  name: string;
}

/** A new password and the same again, for changing a password (signed in, or through a reset link). */
export function NewPasswordFields({ password, repeat }: { password: PasswordInput; repeat: PasswordInput }) {
  return (
    <>
      <FormField {...password} label="New password" type="password" autoComplete="new-password" />
      <FormField {...repeat} label="Repeat the new password" type="password" autoComplete="new-password" />
    </>
  );
}
