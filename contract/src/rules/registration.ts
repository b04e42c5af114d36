import { EMAIL_MESSAGES, isWellFormedEmail } from './email.ts';
import { FieldErrors, isBlank, type FieldError } from './fieldErrors.ts';
import { isStrongPassword, PASSWORD_RULE_MESSAGE } from './passwords.ts';
import { PHONE_MESSAGES, phoneError } from './phone.ts';

/** Part 1 §5 Student, LTI and professor registration messages. */
export const REGISTRATION_MESSAGES = {
  firstName: 'Missing first name',
  lastName: 'Missing last name',
  email: 'Missing e-mail',
  password: 'Missing password',
  missing: (label: string) => `Missing ${label}`,
  confirmation: 'Missing password confirmation',
  notSame: 'Passwords are not the same',
  terms: 'You have to accept the Terms and Conditions',
  professorTick: 'Professors need additional confirmation',
} as const;

/** The professor form's extra fields a label bundle may demand (additional_fields), with their labels. */
export const PROFESSOR_COURSE_FIELDS = {
  course_title: 'course name and number',
  course_start_date: 'course start date',
  course_enrollment: 'expected enrollment count',
} as const;

export type ProfessorCourseField = keyof typeof PROFESSOR_COURSE_FIELDS;

/** State of a professor registration when none is chosen. */
export const DEFAULT_STATE = 'Other';

export interface StudentRegistration {
  name: string;
  surname: string;
  email: string;
  password1: string;
  password2: string;
  sms_notifications?: boolean;
  phone?: string;
  /** Values of the label bundle's student_fields, by key. */
  fields?: Record<string, string>;
}

export interface ProfessorRegistration extends StudentRegistration {
  phone: string;
  role: string;
  university: string;
  professorTick: boolean;
  toc: boolean;
  state?: string;
  course_title?: string;
  course_start_date?: string;
  course_enrollment?: string;
}

export interface LtiRegistration extends StudentRegistration {
  university: string;
  toc: boolean;
  role_id?: string;
}

function checkPerson(input: StudentRegistration, errors: FieldErrors, passwordRequired: boolean): void {
  if (isBlank(input.name)) errors.add('name', REGISTRATION_MESSAGES.firstName);
  if (isBlank(input.surname)) errors.add('surname', REGISTRATION_MESSAGES.lastName);
  if (isBlank(input.email)) errors.add('email', REGISTRATION_MESSAGES.email);
  else if (!isWellFormedEmail(input.email)) errors.add('email', EMAIL_MESSAGES.invalid);
  if (!passwordRequired) return;
  if (input.password1 === '') errors.add('password1', REGISTRATION_MESSAGES.password);
  else if (!isStrongPassword(input.password1)) errors.add('password1', PASSWORD_RULE_MESSAGE);
  if (input.password2 === '') errors.add('password2', REGISTRATION_MESSAGES.confirmation);
  else if (input.password1 !== '' && input.password1 !== input.password2) errors.add('password2', REGISTRATION_MESSAGES.notSame);
}

function checkSmsPhone(input: StudentRegistration, errors: FieldErrors, phoneRequired: boolean): void {
  const phone = input.phone ?? '';
  if (isBlank(phone)) {
    if (input.sms_notifications) errors.add('phone', PHONE_MESSAGES.neededForSms);
    else if (phoneRequired) errors.add('phone', REGISTRATION_MESSAGES.missing('phone number'));
    return;
  }
  const problem = phoneError(phone, input.sms_notifications ?? false);
  if (problem) errors.add('phone', problem);
}

/** Every student_fields entry of the label bundle is required, reported as 'Missing {label}'. */
function checkBundleFields(values: Record<string, string> | undefined, labels: Record<string, string>, errors: FieldErrors): void {
  for (const [key, label] of Object.entries(labels)) {
    if (isBlank(values?.[key])) errors.add(`fields/${key}`, REGISTRATION_MESSAGES.missing(label));
  }
}

/** Part 1 §5 Student registration (first name, last name, email, password and confirmation, bundle fields). */
export function validateStudentRegistration(input: StudentRegistration, studentFields: Record<string, string> = {}): FieldError[] {
  const errors = new FieldErrors();
  checkPerson(input, errors, true);
  checkBundleFields(input.fields, studentFields, errors);
  checkSmsPhone(input, errors, false);
  return errors.list;
}

/**
 * Part 1 §5 LTI registration: the student rules plus institution and terms.
 * `passwordless` accounts (the LTI platform vouches for the user) send no password.
 */
export function validateLtiRegistration(input: LtiRegistration, passwordless: boolean): FieldError[] {
  const errors = new FieldErrors();
  checkPerson(input, errors, !passwordless);
  if (isBlank(input.university)) errors.add('university', REGISTRATION_MESSAGES.missing('institution'));
  if (!input.toc) errors.add('toc', REGISTRATION_MESSAGES.terms);
  checkSmsPhone(input, errors, false);
  return errors.list;
}

/** Part 1 §5 Professor registration, with the course fields the bundle demands. */
export function validateProfessorRegistration(input: ProfessorRegistration, demandedCourseFields: readonly string[] = []): FieldError[] {
  const errors = new FieldErrors();
  checkPerson(input, errors, true);
  checkSmsPhone(input, errors, true);
  if (isBlank(input.role)) errors.add('role', REGISTRATION_MESSAGES.missing('Title/Role'));
  if (isBlank(input.university)) errors.add('university', REGISTRATION_MESSAGES.missing('institution'));
  if (!input.professorTick) errors.add('professorTick', REGISTRATION_MESSAGES.professorTick);
  if (!input.toc) errors.add('toc', REGISTRATION_MESSAGES.terms);
  for (const [field, label] of Object.entries(PROFESSOR_COURSE_FIELDS)) {
    if (demandedCourseFields.includes(field) && isBlank(input[field as ProfessorCourseField])) errors.add(field, REGISTRATION_MESSAGES.missing(label));
  }
  return errors.list;
}
