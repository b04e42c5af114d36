/**
 * Part 1 §4: a login or registration answered user-unverified; the email is
 * kept for the browser tab (sessionStorage) so /validate can name it and
 * prefill the resend and validation forms.
 */
const UNVERIFIED_EMAIL_KEY = 'lms_unverified_email';

export function keepUnverifiedEmail(email: string): void {
  window.sessionStorage.setItem(UNVERIFIED_EMAIL_KEY, email);
}

export function readUnverifiedEmail(): string {
  return window.sessionStorage.getItem(UNVERIFIED_EMAIL_KEY) ?? '';
}

export function forgetUnverifiedEmail(): void {
  window.sessionStorage.removeItem(UNVERIFIED_EMAIL_KEY);
}
