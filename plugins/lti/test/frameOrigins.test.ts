import { describe, expect, it } from 'vitest';
import { LmsError } from '@lms/sdk';
import { checkedFrameOrigins, platformFrameOrigins } from '../src/server/frameOrigins.ts';

/** The extra origins an administrator lets frame a platform's launches (a platform whose pages live on another origin). */
describe('checkedFrameOrigins', () => {
  it('keeps https origins, normalised and without duplicates; http only on loopback', () => {
    expect(checkedFrameOrigins([' https://Files.Example.edu ', 'https://files.example.edu/', 'https://app.example.edu:8443', 'http://127.0.0.1:4000', 'http://localhost:5000'])).toEqual([
      'https://files.example.edu',
      'https://app.example.edu:8443',
      'http://127.0.0.1:4000',
      'http://localhost:5000',
    ]);
    expect(checkedFrameOrigins([])).toEqual([]);
  });

  it.each([
    ['http://files.example.edu'],
    ['files.example.edu'],
    ['https://files.example.edu/courses'],
    ['https://files.example.edu/?q=1'],
    ['https://files.example.edu#top'],
    ['https://user@files.example.edu'],
    ['https://*.example.edu'],
    ["'self' https://evil.example"],
    ['javascript:alert(1)'],
    [''],
  ])('refuses %j, naming it and the field', (value) => {
    let thrown: unknown;
    try {
      checkedFrameOrigins(['https://ok.example.edu', value]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(LmsError);
    const failure = thrown as LmsError;
    expect(failure.errno).toBe('validation-failed');
    expect(failure.message).toBe(`The frame origin "${value.trim()}" must be an https origin such as https://files.example.edu (no path, query or fragment).`);
  });
});

describe('platformFrameOrigins', () => {
  it("adds the administrator's origins to the issuer's and the login address's", () => {
    const platform = { issuer: 'https://lms.example.edu', auth_login_url: 'https://auth.example.edu/authorize', frame_origins: ['https://files.example.edu', 'https://lms.example.edu'] };
    expect(platformFrameOrigins(platform)).toEqual(['https://lms.example.edu', 'https://auth.example.edu', 'https://files.example.edu']);
  });
});
