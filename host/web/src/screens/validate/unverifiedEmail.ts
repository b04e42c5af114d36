import { tabStorage } from '../../app/tabStorage.ts';

/**
 * Part 1 §4: a login or registration answered user-unverified; the email is
 * kept for the browser tab (sessionStorage) so /validate can name it and
 * prefill the resend and validation forms.
 */
const UNVERIFIED_EMAIL_KEY = 'lms_unverified_email';

export function keepUnverifiedEmail(email: string): void {
  tabStorage().setItem(UNVERIFIED_EMAIL_KEY, email);
}

export function readUnverifiedEmail(): string {
  return tabStorage().getItem(UNVERIFIED_EMAIL_KEY) ?? '';
}

export function forgetUnverifiedEmail(): void {
  tabStorage().removeItem(UNVERIFIED_EMAIL_KEY);
}
