import { FieldErrors, type FieldError } from './fieldErrors.ts';

export const PROFILE_MESSAGES = {
  incomplete: 'Please fill in all profile fields',
  nameLocked: 'The name of a Google account is managed by Google and cannot be changed here.',
  updated: 'Account information successfully updated.',
  passwordUpdated: 'Password successfully updated.',
  phoneSaved: 'Phone number saved.',
} as const;

export interface ProfileInput {
  firstname: string;
  lastname: string;
  university?: string;
}

/** Part 1 §5 Profile: names at least 1 character, university at least 2 when the brand requires it. */
export function validateProfile(input: ProfileInput, universityRequired: boolean): FieldError[] {
  const errors = new FieldErrors();
  if (input.firstname.trim().length < 1) errors.add('firstname', PROFILE_MESSAGES.incomplete);
  if (input.lastname.trim().length < 1) errors.add('lastname', PROFILE_MESSAGES.incomplete);
  if (universityRequired && (input.university ?? '').trim().length < 2) errors.add('university', PROFILE_MESSAGES.incomplete);
  return errors.list;
}
