import { Type, type Static } from '@sinclair/typebox';
import { defineCall } from '../call.ts';
import { BadgeSchema } from '../badges.ts';
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES } from '../rules/email.ts';
import { LOGIN_MESSAGES } from '../rules/login.ts';

/** The session user as `sayhi/` answers it (part 1 §3 "User session"); login and the account calls answer it too. */
export const SessionUserSchema = Type.Object({
  mongoId: Type.String(),
  name: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  instructor: Type.Boolean(),
  /** 0 none, 1 junior, 2 senior, 3 site administrator. */
  administrator: Type.Integer(),
  program_administrator: Type.Boolean(),
  university: Type.Union([Type.String(), Type.Null()]),
  accountType: Type.String(),
  phoneNumber: Type.Union([Type.String(), Type.Null()]),
  email_notifications: Type.Boolean(),
  sms_notifications: Type.Boolean(),
  thumbnailUrl: Type.Union([Type.String(), Type.Null()]),
  description: Type.Union([Type.String(), Type.Null()]),
  ltinopwd: Type.Boolean(),
  lti_user_id: Type.Union([Type.String(), Type.Null()]),
  /** The user's badges in every course (issue 20 item 8). */
  badges: Type.Array(BadgeSchema),
  // Credits belong to a feature not built yet: none so far.
  credits: Type.Number(),
});
export type SessionUserAnswer = Static<typeof SessionUserSchema>;

/** Ok while the session lives (the keep-alive and the hourly session check). */
export const StatusOkSchema = Type.Object({ status: Type.String() });

/** Part 1 §5 Login, with the spec's messages. */
export const LoginBodySchema = Type.Object(
  {
    email: Type.String({
      minLength: 1,
      maxLength: EMAIL_MAX_LENGTH,
      format: 'email',
      errorMessage: { type: EMAIL_MESSAGES.missing, minLength: EMAIL_MESSAGES.missing, maxLength: EMAIL_MESSAGES.invalid, format: EMAIL_MESSAGES.invalid },
    }),
    password: Type.String({
      minLength: 1,
      maxLength: 1000,
      errorMessage: { type: LOGIN_MESSAGES.passwordMissing, minLength: LOGIN_MESSAGES.passwordMissing, maxLength: LOGIN_MESSAGES.passwordMissing },
    }),
    'remember-me': Type.Optional(Type.Boolean()),
    /** The token of a validation email (the /validate/{validation} screen). */
    validation: Type.Optional(Type.String({ maxLength: 200 })),
    /** A course to enrol in after login (the login URL's default course). */
    course: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { errorMessage: { required: { email: EMAIL_MESSAGES.missing, password: LOGIN_MESSAGES.passwordMissing } } },
);

export const logIn = defineCall({
  method: 'POST',
  path: 'login/',
  summary: 'Log in with email and password (throttled); validates the account with an emailed token, enrols in the requested course; opens a server-side session (new id).',
  body: LoginBodySchema,
  answer: Type.Composite([
    Type.Object({
      status: Type.String(),
      validated: Type.Boolean(),
      /** Where to go next: /{course} after enrolling in the default course, else /list. */
      to: Type.String(),
      /** Set when the default course could not be joined (no-course, enrollment_locked, invite_only). */
      course_errno: Type.Optional(Type.String()),
      course_error: Type.Optional(Type.String()),
    }),
    SessionUserSchema,
  ]),
});

export const sayHi = defineCall({
  method: 'GET',
  path: 'sayhi/',
  summary: 'The session user (part 1 §3 "User session"); not-logged when there is no session.',
  answer: SessionUserSchema,
});

export const checkSession = defineCall({
  method: 'GET',
  path: 'noop',
  summary: 'Session check: status ok while the session lives, not-logged otherwise.',
  answer: StatusOkSchema,
});

/** Part 1 §7 `POST logout/`. */
export const logOut = defineCall({
  method: 'POST',
  path: 'logout/',
  summary: "Ends the session (and its live sockets) and clears the cookie; adds slo (the provider's single-logout URL) after a single sign-on, and google for Google accounts.",
  body: Type.Object({ access_token: Type.Optional(Type.String({ maxLength: 4096 })) }),
  answer: Type.Object({
    status: Type.String(),
    /** The provider's single-logout URL, after a single sign-on. */
    slo: Type.Optional(Type.String()),
    /** A Google account: the user is told to log out of Google too. */
    google: Type.Optional(Type.Boolean()),
  }),
});
export type LogoutAnswer = Static<typeof logOut.answer>;
