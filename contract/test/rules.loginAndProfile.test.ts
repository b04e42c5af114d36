import { describe, expect, it } from 'vitest';
import { isWellFormedEmail, validateLogin, validateProfile } from '../src/rules/index.ts';

describe('login form (part 1 §5 "Login")', () => {
  it('needs a well-formed email and a password, with the spec messages (spelling included)', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual([
      { field: 'email', message: 'Please enter your email' },
      { field: 'password', message: 'Please enter your password' },
    ]);
    expect(validateLogin({ email: 'someone@', password: 'x' })).toEqual([{ field: 'email', message: 'Email adress invalid' }]);
    expect(validateLogin({ email: ' someone@example.org ', password: 'x' })).toEqual([]);
  });

  it('refuses emails with spaces and overlong ones', () => {
    expect(isWellFormedEmail('a b@example.org')).toBe(false);
    expect(isWellFormedEmail(`${'a'.repeat(320)}@example.org`)).toBe(false);
    expect(isWellFormedEmail('a@example.org')).toBe(true);
  });
});

describe('profile form (part 1 §5 "Profile")', () => {
  it("needs both names, answering 'Please fill in all profile fields'", () => {
    expect(validateProfile({ firstname: ' ', lastname: 'B' }, false)).toEqual([{ field: 'firstname', message: 'Please fill in all profile fields' }]);
    expect(validateProfile({ firstname: 'A', lastname: 'B' }, false)).toEqual([]);
  });

  it('needs a university of at least 2 characters only when required', () => {
    expect(validateProfile({ firstname: 'A', lastname: 'B', university: 'X' }, true)).toEqual([{ field: 'university', message: 'Please fill in all profile fields' }]);
    expect(validateProfile({ firstname: 'A', lastname: 'B' }, true)).toEqual([{ field: 'university', message: 'Please fill in all profile fields' }]);
    expect(validateProfile({ firstname: 'A', lastname: 'B', university: 'XY' }, true)).toEqual([]);
    expect(validateProfile({ firstname: 'A', lastname: 'B', university: 'X' }, false)).toEqual([]);
  });
});
