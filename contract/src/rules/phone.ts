/**
 * Part 1 §5 Phone. Spaces, dots, parentheses and dashes are stripped; the
 * rest must be numeric (an optional leading +) with at least 2 digits.
 */
export const PHONE_EXAMPLE = '+1 555 123 4567';

export const PHONE_MESSAGES = {
  format: (example: string = PHONE_EXAMPLE) =>
    `Please enter the number starting with + and the country code followed by the local number. Eg ${example}.`,
  usOnly: 'Notifications are only available for US phone numbers at this time.',
  neededForSms: 'Please enter a phone number if you wish to receive SMS notifications',
} as const;

export function normalizePhone(raw: string): string {
  return raw.replace(/[\s.()-]/g, '');
}

const isUsNumber = (phone: string): boolean =>
  (phone.startsWith('+1') && phone.length === 12) ||
  (!phone.startsWith('+') && (phone.length === 10 || (phone.length === 11 && phone.startsWith('1'))));

/**
 * The message for a phone number, or null when it is acceptable. With the SMS
 * flag only US numbers pass; without it a +1 number must be 12 characters and a
 * number without + must be 10 digits, or 11 starting with 1.
 */
export function phoneError(raw: string, smsNotifications: boolean): string | null {
  const phone = normalizePhone(raw);
  if (!/^\+?[0-9]{2,}$/.test(phone)) return PHONE_MESSAGES.format();
  if (smsNotifications) return isUsNumber(phone) ? null : PHONE_MESSAGES.usOnly;
  if (phone.startsWith('+1') && phone.length !== 12) return PHONE_MESSAGES.format();
  if (!phone.startsWith('+') && !isUsNumber(phone)) return PHONE_MESSAGES.format();
  return null;
}

/** The stored form: digits with a leading +, US numbers without one given +1. */
export function canonicalPhone(raw: string): string {
  const phone = normalizePhone(raw);
  if (phone.startsWith('+')) return phone;
  return phone.length === 10 ? `+1${phone}` : `+${phone}`;
}
