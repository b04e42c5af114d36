import { describe, expect, it } from 'vitest';
import { canonicalPhone, normalizePhone, PHONE_MESSAGES, phoneError } from '../src/rules/index.ts';

const FORMAT = 'Please enter the number starting with + and the country code followed by the local number. Eg +1 555 123 4567.';
const US_ONLY = 'Notifications are only available for US phone numbers at this time.';

describe('phone rule (part 1 §5)', () => {
  it('strips spaces, dots, parentheses and dashes', () => {
    expect(normalizePhone(' (555) 123.45-67 ')).toBe('5551234567');
  });

  it('needs digits (an optional leading +), at least 2', () => {
    expect(PHONE_MESSAGES.format()).toBe(FORMAT);
    expect(phoneError('abc', false)).toBe(FORMAT);
    expect(phoneError('+', false)).toBe(FORMAT);
    expect(phoneError('1', false)).toBe(FORMAT);
    expect(phoneError('5+5', false)).toBe(FORMAT);
    expect(phoneError('+44 20 7946 0958', false)).toBeNull();
    expect(phoneError('+49', false)).toBeNull();
  });

  it('without SMS: +1 numbers have 12 characters, numbers without + have 10 digits or 11 starting with 1', () => {
    expect(phoneError('+1 555 123 4567', false)).toBeNull();
    expect(phoneError('+1 555 123 456', false)).toBe(FORMAT);
    expect(phoneError('555 123 4567', false)).toBeNull();
    expect(phoneError('1 555 123 4567', false)).toBeNull();
    expect(phoneError('2 555 123 4567', false)).toBe(FORMAT);
    expect(phoneError('555 1234', false)).toBe(FORMAT);
  });

  it('with SMS: US numbers only', () => {
    expect(phoneError('+1 555 123 4567', true)).toBeNull();
    expect(phoneError('555 123 4567', true)).toBeNull();
    expect(phoneError('15551234567', true)).toBeNull();
    expect(phoneError('+44 20 7946 0958', true)).toBe(US_ONLY);
    expect(phoneError('+1 555 123 45678', true)).toBe(US_ONLY);
    expect(phoneError('25551234567', true)).toBe(US_ONLY);
  });

  it('stores numbers with a leading +, US numbers given +1', () => {
    expect(canonicalPhone('(555) 123-4567')).toBe('+15551234567');
    expect(canonicalPhone('1 555 123 4567')).toBe('+15551234567');
    expect(canonicalPhone('+44 20 7946 0958')).toBe('+442079460958');
  });
});
