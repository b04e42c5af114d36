/** Part 1 §5 Login: the spec's messages, spelling included. */
export const EMAIL_MESSAGES = {
  missing: 'Please enter your email',
  invalid: 'Email adress invalid',
} as const;

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_MAX_LENGTH = 320;

export function isWellFormedEmail(email: string): boolean {
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(trimmed);
}
