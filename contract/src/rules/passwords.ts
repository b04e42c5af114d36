/** Part 1 §5: the password rule for registration, reset, profile change and program registration. */
export const PASSWORD_RULE_MESSAGE =
  'Password must be at least 8 characters long and contain a lower case letter, an upper case letter, a number, and a special character (that is not a letter, a-Z, nor a number).';

export const PASSWORD_MIN_LENGTH = 8;

export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[0-9]/.test(password) &&
    /[^a-zA-Z0-9]/.test(password)
  );
}
