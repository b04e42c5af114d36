import { Type } from '@sinclair/typebox';
import { defineCall } from '../call.ts';
import { EMAIL_MAX_LENGTH } from '../rules/email.ts';
import { captchaChallengeField } from '../captcha.ts';

/*
 * Part 1 §7 "Login and account": the calls of emailed links (validation resend,
 * recovery, reset, unsubscribe). Shapes only: missing and malformed values are
 * told by `@lms/contract/rules` with the spec's messages.
 */
const EMAIL = Type.Optional(Type.String({ maxLength: EMAIL_MAX_LENGTH }));
const PASSWORD = Type.Optional(Type.String({ maxLength: 1000 }));
const TOKEN = Type.String({ maxLength: 200 });

export const resendValidation = defineCall({
  method: 'PUT',
  path: 'resend',
  summary: 'Sends the validation email again (needs the password; at most 3 times).',
  body: Type.Object({ email: EMAIL, password: PASSWORD }),
  answer: Type.Object({ status: Type.String(), remaining: Type.Integer() }),
});

export const recoverPassword = defineCall({
  method: 'POST',
  path: 'passwordrecovery/',
  summary: 'Emails a password reset link when the account exists; the same answer when it does not.',
  body: Type.Object({ email: EMAIL, captcha_challenge: captchaChallengeField() }),
  answer: Type.Object({ status: Type.String() }),
});

export const resetPassword = defineCall({
  method: 'POST',
  path: 'changepassword/',
  summary: "Sets a new password through a reset link's token; ends every session of the account.",
  body: Type.Object({ id: TOKEN, password1: PASSWORD, password2: PASSWORD }),
  answer: Type.Object({ status: Type.String() }),
});

export const unsubscribeEmails = defineCall({
  method: 'POST',
  path: 'unsubscribe/',
  summary: "Turns off the email notifications of an email's unsubscribe link.",
  body: Type.Object({ resetid: TOKEN }),
  answer: Type.Object({ status: Type.String() }),
});
