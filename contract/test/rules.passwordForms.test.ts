import { describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGE, validatePasswordChange, validatePasswordReset } from '../src/rules/index.ts';

describe('reset form (part 1 §5 "Reset")', () => {
  it("answers 'You must enter a password' for an empty form", () => {
    expect(validatePasswordReset({ password1: '', password2: '' })).toEqual([{ field: 'password1', message: 'You must enter a password' }]);
  });

  it("answers 'Please enter the same password twice.' for a mismatch, before the strength rule", () => {
    expect(validatePasswordReset({ password1: 'weak', password2: 'other' })).toEqual([{ field: 'password2', message: 'Please enter the same password twice.' }]);
    expect(validatePasswordReset({ password1: '', password2: 'Strong-passw0rd!' })).toEqual([{ field: 'password2', message: 'Please enter the same password twice.' }]);
  });

  it('applies the strength rule', () => {
    expect(validatePasswordReset({ password1: 'weakweak', password2: 'weakweak' })).toEqual([{ field: 'password1', message: PASSWORD_RULE_MESSAGE }]);
    expect(validatePasswordReset({ password1: 'Strong-passw0rd!', password2: 'Strong-passw0rd!' })).toEqual([]);
  });
});

describe('password change (part 1 §5 "Password change")', () => {
  it("answers 'Passwords do not match.' when the form's confirmation differs", () => {
    expect(validatePasswordChange({ current_password: 'x', new_password: 'Strong-passw0rd!', confirmation: 'Strong-passw0rd?' })).toEqual([{ field: 'confirmation', message: 'Passwords do not match.' }]);
  });

  it('needs the current password and a strong new one', () => {
    expect(validatePasswordChange({ current_password: '', new_password: 'weak' })).toEqual([
      { field: 'current_password', message: 'Please enter your password' },
      { field: 'new_password', message: PASSWORD_RULE_MESSAGE },
    ]);
    expect(validatePasswordChange({ current_password: 'old', new_password: 'Strong-passw0rd!' })).toEqual([]);
  });
});
