/** Part 1 §5 Login, with the spec's messages (spelling included). */
export const LOGIN_MESSAGES = {
  emailMissing: 'Please enter your email',
  emailInvalid: 'Email adress invalid',
  passwordMissing: 'Please enter your password',
} as const;

export interface LoginFieldErrors {
  email?: string;
  password?: string;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateLogin({ email, password }: { email: string; password: string }): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (email.trim() === '') errors.email = LOGIN_MESSAGES.emailMissing;
  else if (!EMAIL_SHAPE.test(email.trim())) errors.email = LOGIN_MESSAGES.emailInvalid;
  if (password === '') errors.password = LOGIN_MESSAGES.passwordMissing;
  return errors;
}
