import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGE } from '@lms/sdk/rules';
import { validateProgramRegistration, type ProgramRegistrationForm } from '../src/calls/peopleMessages.ts';

const valid: ProgramRegistrationForm = {
  first_name: 'Ina',
  last_name: 'Vite',
  phone: '5551234567',
  password: 'Str0ng!pass',
  password_confirmation: 'Str0ng!pass',
  role: 'Lecturer',
  institution: 'State U',
  terms: true,
};
const first = (change: Partial<ProgramRegistrationForm>) => validateProgramRegistration({ ...valid, ...change })[0];

describe('program registration (part 3 §5, in the spec order)', () => {
  it('accepts a complete form', () => {
    expect(validateProgramRegistration(valid)).toEqual([]);
  });

  it('asks for each required field with its message, in order', () => {
    const required: [keyof ProgramRegistrationForm, string][] = [
      ['first_name', 'Missing first name'],
      ['last_name', 'Missing last name'],
      ['phone', 'Missing phone number'],
      ['password', 'Missing password'],
      ['password_confirmation', 'Missing password confirmation'],
      ['role', 'Missing Title/Role'],
      ['institution', 'Missing institution'],
    ];
    for (const [field, message] of required) expect(first({ [field]: field.startsWith('password') ? '' : '   ' })).toEqual({ field, message });
    const all = validateProgramRegistration({ ...valid, ...Object.fromEntries(required.map(([field]) => [field, ''])) });
    expect(all.map((error) => error.message)).toEqual(required.map(([, message]) => message));
  });

  it('then the passwords must match, then the terms, then the password rule', () => {
    expect(first({ password_confirmation: 'Other!pass1' })).toEqual({ field: 'password_confirmation', message: 'Passwords are not the same' });
    expect(first({ terms: false })).toEqual({ field: 'terms', message: 'You have to accept the Terms and Conditions' });
    expect(first({ password: 'weakpass', password_confirmation: 'weakpass' })).toEqual({ field: 'password', message: PASSWORD_RULE_MESSAGE });
    const order = validateProgramRegistration({ ...valid, password: 'weak', password_confirmation: 'weaker', terms: false, institution: '' });
    expect(order.map((error) => error.message)).toEqual(['Missing institution', 'Passwords are not the same', 'You have to accept the Terms and Conditions', PASSWORD_RULE_MESSAGE]);
  });

  it('uses the kernel password rule: length, lower, upper, digit and special character each required', () => {
    for (const weak of ['Sh0rt!a', 'NOLOWER1!', 'noupper1!', 'NoDigits!!', 'NoSpecial11']) {
      expect(first({ password: weak, password_confirmation: weak })?.message).toBe(PASSWORD_RULE_MESSAGE);
    }
  });
});
