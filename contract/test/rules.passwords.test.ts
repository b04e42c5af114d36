import { describe, expect, it } from 'vitest';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from '../src/rules/passwords.ts';

describe('password rule (part 1 §5)', () => {
  it('needs 8 characters with lower, upper, digit and special', () => {
    expect(isStrongPassword('Abcdef1!')).toBe(true);
    expect(isStrongPassword('Abcde1!')).toBe(false);
    expect(isStrongPassword('abcdef1!')).toBe(false);
    expect(isStrongPassword('ABCDEF1!')).toBe(false);
    expect(isStrongPassword('Abcdefg!')).toBe(false);
    expect(isStrongPassword('Abcdefg1')).toBe(false);
  });

  it('has the spec message', () => {
    expect(PASSWORD_RULE_MESSAGE).toBe(
      'Password must be at least 8 characters long and contain a lower case letter, an upper case letter, a number, and a special character (that is not a letter, a-Z, nor a number).',
    );
  });
});
