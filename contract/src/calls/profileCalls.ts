import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call.ts';
import { SessionUserSchema } from './authCalls.ts';

/*
 * Part 1 §7 "Login and account": the account screen. Shapes only: missing and
 * malformed values are told by `@lms/contract/rules` with the spec's messages.
 */
const PASSWORD = Type.Optional(Type.String({ maxLength: 1000 }));

export const ProfileSchema = Type.Object({
  firstname: Type.Optional(Type.String({ maxLength: 200, titleText: true })),
  lastname: Type.Optional(Type.String({ maxLength: 200, titleText: true })),
  university: Type.Optional(Type.String({ maxLength: 300 })),
  description: Type.Optional(Type.String({ maxLength: 5000 })),
  email_notifications: Type.Optional(Type.Boolean()),
});
export type ProfileBody = Static<typeof ProfileSchema>;

export const PhoneSchema = Type.Object({
  number: Type.Optional(Type.String({ maxLength: 40 })),
  sms_notifications: Type.Optional(Type.Boolean()),
});
export type PhoneBody = Static<typeof PhoneSchema>;

/** Part 1 §3 "Paid course in the account dashboard"; amount in cents. */
export const PaidCourseSchema = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  amount: Type.Integer(),
  /** When it was paid (ISO time). */
  paid: Type.String({ format: 'date-time' }),
  payment_type: Type.String(),
  professorsPictureUrl: Type.Union([Type.String(), Type.Null()]),
  /** The picture's alt text, else the course title. */
  altText: Type.String(),
});
export type PaidCourse = Static<typeof PaidCourseSchema>;

export const updateProfile = defineCall({
  method: 'POST',
  path: 'update_profile/',
  summary: 'Saves names, university, description and email notifications; answers the session user.',
  body: ProfileSchema,
  answer: SessionUserSchema,
});

export const changePassword = defineCall({
  method: 'POST',
  path: 'update_password/',
  summary: 'Changes the password after checking the current one; ends the other sessions of the account.',
  body: Type.Object({ current_password: PASSWORD, new_password: PASSWORD }),
  answer: Type.Object({ status: Type.String() }),
});

export const verifyPhone = defineCall({
  method: 'POST',
  path: 'verify_phone/',
  summary: 'Checks a phone number and answers the canonical form that would be stored; stores nothing.',
  body: PhoneSchema,
  answer: Type.Object({ status: Type.String(), number: Type.String() }),
});

export const updatePhone = defineCall({
  method: 'POST',
  path: 'update_phone/',
  summary: 'Saves (or, when empty, removes) the phone number and the SMS notifications flag; answers the session user.',
  body: PhoneSchema,
  answer: SessionUserSchema,
});

export const getPaidCourses = defineCall({
  method: 'GET',
  path: 'account/paid_courses/',
  summary: "The caller's course payments, newest first (amounts in cents).",
  answer: Type.Object({ courses: Type.Array(PaidCourseSchema) }),
});
