import { defineCall, type AnyCall, type TSchema } from '@lms/sdk/calls';
import {
  changeDateSchema,
  changeEmailSchema,
  courseSearchSchema,
  creditsSchema,
  movePaymentSchema,
  newAccountSchema,
  optOutSchema,
  paymentSchema,
  searchSchema,
  userCourseSchema,
  userSchema,
} from '../schemas/administrationBodies.ts';
import { AccountListSchema, AccountRecordSchema, AccountSchema } from '../schemas/administrationTypes.ts';

/** Part 3 §7 "Administration": the user calls (search, searchcourseid, account, utils/*), under administration/. */

export const searchUsers = defineCall({
  method: 'POST',
  path: 'administration/search',
  summary: 'Accounts whose name or email contains the text, by surname (at most 50).',
  body: searchSchema,
  answer: AccountListSchema,
});

export const searchCourseUsers = defineCall({
  method: 'POST',
  path: 'administration/searchcourseid',
  summary: 'The students and staff of a course.',
  body: courseSearchSchema,
  answer: AccountListSchema,
});

export const getUser = defineCall({
  method: 'GET',
  path: 'administration/users/:userId',
  summary: 'One account with its courses and payment rows (the /administrator/users/{user_id} modal).',
  answer: AccountRecordSchema,
});

export const createAccount = defineCall({
  method: 'POST',
  path: 'administration/account',
  summary: "Creates a validated account without a password (name, surname, email, phone, institution, role: 'All fields are required').",
  body: newAccountSchema,
  answer: AccountSchema,
});

const util = <const P extends string, B extends TSchema>(action: P, body: B, summary: string) =>
  defineCall({ method: 'POST', path: `administration/utils/${action}`, summary, body, answer: AccountRecordSchema });

export const verifyUser = util('verify', userSchema, 'Marks the account validated.');
export const changeEmail = util('change_email', changeEmailSchema, 'Changes the account’s email (another account’s answers user-exists).');
export const setCredits = util('credits', creditsSchema, 'Sets the account’s credits (a whole number, 0 or more).');
export const removePermissions = util('remove_permissions', userSchema, 'Takes the administrator and program administrator rights away.');
export const removeInstructor = util('remove_instructor', userSchema, 'Takes the professor flag away and the account out of every course’s staff.');
export const enrolUser = util('enroll', userCourseSchema, 'Enrols the account as a student, whatever the course’s enrolment rules.');
export const unenrolUser = util('unenroll', userCourseSchema, 'Takes the student out of the course.');
export const changeDates = util(
  'change_date',
  changeDateSchema,
  'Sets a student’s access end and payment due dates for the course (null, or a date before 1971 or after 2198: the course’s).',
);
export const setOptOut = util('ia_opt_out', optOutSchema, 'Marks a student’s enrolment opted out of inclusive access (true) or back in (false).');
export const markAsPaid = util('mark_as_paid', userCourseSchema, 'Records an administrator’s payment row of 0 cents that opens the course, and enrols.');
export const movePayment = util('move_payment', movePaymentSchema, 'Moves a payment row to another course (and enrols there).');
export const refundPayment = util('refund', paymentSchema, 'Refunds a payment: a card payment through the payment provider, then the row no longer opens its course.');

export const USER_UTILITIES = [verifyUser, changeEmail, setCredits, removePermissions, removeInstructor, enrolUser, unenrolUser, changeDates, setOptOut, markAsPaid, movePayment, refundPayment] as const;

/**
 * The spec's own paths (part 3 §7 names these calls without our `administration/`
 * prefix): the same call, answered by the same route options (userRoutes.ts binds both).
 */
const atSpecPath = <C extends AnyCall>(call: C, path: string): C => defineCall({ ...call, path, summary: `${call.summary} The spec's path; also at ${call.path}.` }) as unknown as C;

export const SPEC_PATH_CALLS: ReadonlyMap<AnyCall, AnyCall> = new Map<AnyCall, AnyCall>([
  [searchUsers, atSpecPath(searchUsers, 'search')],
  [searchCourseUsers, atSpecPath(searchCourseUsers, 'searchcourseid')],
  [createAccount, atSpecPath(createAccount, 'account')],
  ...USER_UTILITIES.map((call): [AnyCall, AnyCall] => [call, atSpecPath(call, call.path.replace('administration/', ''))]),
]);
