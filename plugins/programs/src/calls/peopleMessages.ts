import { FieldErrors, isBlank, isStrongPassword, PASSWORD_RULE_MESSAGE, REGISTRATION_MESSAGES, type FieldError } from '@lms/sdk/rules';

/** Part 3 §5 "Programs and sections" and §8 "Programs": the spec's messages for a section's people, exactly (its typo included). */
export const PEOPLE_MESSAGES = {
  emailRequired: 'Email is required.',
  foundInMany: 'Student found in more than one section.',
  foundInNone: 'Student not found in any section.',
  lookUpFirst: 'Look up a student first.',
  unknownIssue: 'Unknown issue occured.',
  connection: 'Connection error. Try again later.',
} as const;

/** Ours, where the spec states a rule without its words. */
export const OWN_PEOPLE_MESSAGES = {
  invited: 'Invitation sent.',
  instructorReplaced: 'Instructor replaced.',
  instructorAdded: 'Instructor added.',
  studentAdded: 'Student added.',
  studentMoved: 'Student moved.',
  studentFound: 'Student found.',
  noAccount: 'No account has this email address.',
  notInstructor: 'Only an instructor of this program can teach its sections.',
  invitationNotFound: 'This invitation does not exist or was already used.',
  invitationAccepted: 'Invitation accepted.',
  alreadyInSection: 'This student is already in this section.',
  movedSince: 'The student changed sections since the lookup: look them up again.',
  staffNotStudent: 'This account teaches in this program, it cannot be a student here.',
  enterpriseOnly: 'Only site administrators manage enterprise programs.',
  enterpriseSaved: 'Enterprise setting saved.',
} as const;

/** Part 3 §5 "Program registration": the form the invitation's link opens. */
export interface ProgramRegistrationForm {
  first_name: string;
  last_name: string;
  phone: string;
  password: string;
  password_confirmation: string;
  role: string;
  institution: string;
  terms: boolean;
}

/**
 * Part 3 §5 "Program registration", checked in the spec's order: the required
 * fields in order (first name, last name, phone, password, password
 * confirmation, Title/Role, institution), then the passwords match, then the
 * terms, then the kernel's password rule (part 1 §5). One message per field,
 * the first rule that fails; the form and the server run the same function.
 */
export function validateProgramRegistration(input: ProgramRegistrationForm): FieldError[] {
  const errors = new FieldErrors();
  if (isBlank(input.first_name)) errors.add('first_name', REGISTRATION_MESSAGES.firstName);
  if (isBlank(input.last_name)) errors.add('last_name', REGISTRATION_MESSAGES.lastName);
  if (isBlank(input.phone)) errors.add('phone', REGISTRATION_MESSAGES.missing('phone number'));
  if (input.password === '') errors.add('password', REGISTRATION_MESSAGES.password);
  if (input.password_confirmation === '') errors.add('password_confirmation', REGISTRATION_MESSAGES.confirmation);
  if (isBlank(input.role)) errors.add('role', REGISTRATION_MESSAGES.missing('Title/Role'));
  if (isBlank(input.institution)) errors.add('institution', REGISTRATION_MESSAGES.missing('institution'));
  if (input.password !== '' && input.password_confirmation !== '' && input.password !== input.password_confirmation)
    errors.add('password_confirmation', REGISTRATION_MESSAGES.notSame);
  if (!input.terms) errors.add('terms', REGISTRATION_MESSAGES.terms);
  if (input.password !== '' && !isStrongPassword(input.password)) errors.add('password', PASSWORD_RULE_MESSAGE);
  return errors.list;
}
