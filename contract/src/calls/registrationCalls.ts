import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call.ts';
import { countTextSchema, ENROLLMENT_COUNT_MESSAGE } from '../countText.ts';
import { EMAIL_MAX_LENGTH } from '../rules/email.ts';
import { captchaChallengeField } from '../captcha.ts';

/*
 * Shapes only (types, lengths, no unknown fields). What is missing or malformed
 * is told by the rules of `@lms/contract/rules` with the spec's messages, so
 * every field here is optional.
 */
const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const NAME = Type.Optional(Type.String({ maxLength: 200, titleText: true }));
const EMAIL = text(EMAIL_MAX_LENGTH);
// Long enough for any passphrase, short enough that hashing it costs nothing unusual.
const PASSWORD = text(1000);
const PHONE = text(40);
const FLAG = Type.Optional(Type.Boolean());

export const StudentRegisterSchema = Type.Object({
  name: NAME,
  surname: NAME,
  email: EMAIL,
  password1: PASSWORD,
  password2: PASSWORD,
  toc: FLAG,
  course: text(100),
  bundle: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' })),
  sms_notifications: FLAG,
  phone: PHONE,
  fields: Type.Optional(Type.Record(Type.String(), Type.String({ maxLength: 500 }), { maxProperties: 50 })),
  captcha_challenge: captchaChallengeField(),
});
export type StudentRegisterBody = Static<typeof StudentRegisterSchema>;

export const ProfessorRegisterSchema = Type.Object({
  name: NAME,
  surname: NAME,
  email: EMAIL,
  phone: PHONE,
  password1: PASSWORD,
  password2: PASSWORD,
  role: text(200),
  university: text(300),
  professorTick: FLAG,
  toc: FLAG,
  state: text(100),
  course: text(100),
  course_title: Type.Optional(Type.String({ maxLength: 300, titleText: true })),
  course_start_date: text(40),
  course_enrollment: Type.Optional(Type.Unsafe<string>(countTextSchema(ENROLLMENT_COUNT_MESSAGE))),
  sms_notifications: FLAG,
  captcha_challenge: captchaChallengeField(),
});
export type ProfessorRegisterBody = Static<typeof ProfessorRegisterSchema>;

export const LtiRegisterSchema = Type.Object({
  lti_registration: text(100),
  name: NAME,
  surname: NAME,
  email: EMAIL,
  password1: PASSWORD,
  password2: PASSWORD,
  university: text(300),
  toc: FLAG,
  role_id: text(200),
  phone: PHONE,
  sms_notifications: FLAG,
});
export type LtiRegisterBody = Static<typeof LtiRegisterSchema>;

/** What register/ and register_professor/ answer (docs/api.md "Accounts"); a registered user is logged in. */
export const RegistrationAnswerSchema = Type.Object({
  status: Type.Union([Type.Literal('user-unverified'), Type.Literal('user registered')]),
  /** 'user-unverified' when the email must be validated first. */
  errno: Type.Optional(Type.Literal('user-unverified')),
  /** Where to go: /validate, /{course}, /list/bundle/{bundle} or /list. */
  to: Type.String(),
  /** The registered email, when it must be validated first. */
  email: Type.Optional(Type.String()),
  /** Set when the account was made but the course refused the enrolment. */
  sub_error: Type.Optional(Type.String()),
});
export type RegistrationAnswer = Static<typeof RegistrationAnswerSchema>;

/** A state or province of the professor registration form. */
export const StateOptionSchema = Type.Object({ abbr: Type.String(), name: Type.String() });
export type StateOption = Static<typeof StateOptionSchema>;

export const registerStudent = defineCall({
  method: 'POST',
  path: 'register/',
  summary: 'Student registration: an account waiting for its validation email (or logged in when the brand does not validate emails).',
  body: StudentRegisterSchema,
  answer: RegistrationAnswerSchema,
});

export const registerProfessor = defineCall({
  method: 'POST',
  path: 'register_professor/',
  summary: 'Professor registration: a professor account, with the registration details kept for adoption requests.',
  body: ProfessorRegisterSchema,
  answer: RegistrationAnswerSchema,
});

export const completeLtiRegistration = defineCall({
  method: 'POST',
  path: 'lti_register',
  summary: 'Completes a pending LTI registration (from an LTI launch); logs the new user in and answers the deeplink.',
  body: LtiRegisterSchema,
  answer: Type.Object({ status: Type.String(), deeplink: Type.String() }),
});

export const getStates = defineCall({
  method: 'GET',
  path: 'states',
  summary: 'US states and Canadian provinces, then Other, for the professor registration form.',
  answer: Type.Object({ states: Type.Array(StateOptionSchema) }),
});

export const getCourseTitle = defineCall({
  method: 'GET',
  path: 'get_title/:courseId',
  summary: 'The title of a course, for the register and login screens that name the course being joined.',
  answer: Type.Object({ _id: Type.String(), title: Type.String() }),
});
