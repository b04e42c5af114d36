import { defineRoute } from '../contract/route.ts';
import { LmsError } from '../errors/LmsError.ts';
import { kernelRefs } from '../kernel/coreRefs.ts';
import { EMAIL_MESSAGES, isBlank, isWellFormedEmail, validateLogin } from '../rules/index.ts';
import { passwordResetSchema, recoverySchema, resendSchema, unsubscribeSchema } from './accountSchemas.ts';

/** Part 1 §7 "Login and account": the calls of emailed links (validation resend, recovery, reset, unsubscribe). */
export const passwordRoutes = [
  defineRoute({
    method: 'PUT',
    path: 'resend',
    permission: 'public',
    summary: 'Sends the validation email again (needs the password; at most 3 times).',
    body: resendSchema,
    deps: { resend: kernelRefs.validationResend },
    async handler({ body, host, clientAddress, deps }) {
      const input = { email: body.email ?? '', password: body.password ?? '' };
      const errors = validateLogin(input);
      if (errors.length) throw LmsError.validation(errors);
      const { remaining } = await deps.resend.resend(input, { host, address: clientAddress });
      return { status: 'sent', remaining };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'passwordrecovery/',
    permission: 'public',
    summary: 'Emails a password reset link when the account exists; the same answer when it does not.',
    body: recoverySchema,
    deps: { recovery: kernelRefs.passwordRecovery },
    async handler({ body, host, clientAddress, deps }) {
      const email = body.email ?? '';
      if (isBlank(email)) throw LmsError.validation([{ field: 'email', message: EMAIL_MESSAGES.missing }]);
      if (!isWellFormedEmail(email)) throw LmsError.validation([{ field: 'email', message: EMAIL_MESSAGES.invalid }]);
      await deps.recovery.recover(email, { host, address: clientAddress });
      return { status: 'ok' };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'changepassword/',
    permission: 'public',
    summary: "Sets a new password through a reset link's token; ends every session of the account.",
    body: passwordResetSchema,
    deps: { recovery: kernelRefs.passwordRecovery },
    async handler({ body, deps }) {
      await deps.recovery.reset({ id: body.id, password1: body.password1 ?? '', password2: body.password2 ?? '' });
      return { status: 'password has been changed' };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'unsubscribe/',
    permission: 'public',
    summary: "Turns off the email notifications of an email's unsubscribe link.",
    body: unsubscribeSchema,
    deps: { unsubscribe: kernelRefs.unsubscribe },
    async handler({ body, deps }) {
      await deps.unsubscribe.unsubscribe(body.resetid);
      return { status: 'unsubscribed' };
    },
  }),
];
