import { defineRoute } from '@lms/contract/route.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { recoverPassword, resendValidation, resetPassword, unsubscribeEmails } from '@lms/contract/calls/passwordCalls.ts';
import { accountRefs } from './accountServices.ts';
import { EMAIL_MESSAGES, isBlank, isWellFormedEmail, validateLogin } from '@lms/contract/rules';
import { securityRefs } from '../security/securityServices.ts';

/** Part 1 §7 "Login and account": the calls of emailed links (validation resend, recovery, reset, unsubscribe). */
export const passwordRoutes = [
  defineRoute(resendValidation, {
    permission: 'public',
    deps: { resend: accountRefs.validationResend },
    async handler({ body, host, clientAddress, deps }) {
      const input = { email: body.email ?? '', password: body.password ?? '' };
      const errors = validateLogin(input);
      if (errors.length) throw LmsError.validation(errors);
      const { remaining } = await deps.resend.resend(input, { host, address: clientAddress });
      return { status: 'sent', remaining };
    },
  }),
  defineRoute(recoverPassword, {
    permission: 'public',
    deps: { recovery: accountRefs.passwordRecovery, captcha: securityRefs.captcha },
    async handler({ body, host, clientAddress, deps }) {
      await deps.captcha.check(clientAddress, body.captcha_challenge);
      const email = body.email ?? '';
      if (isBlank(email)) throw LmsError.validation([{ field: 'email', message: EMAIL_MESSAGES.missing }]);
      if (!isWellFormedEmail(email)) throw LmsError.validation([{ field: 'email', message: EMAIL_MESSAGES.invalid }]);
      await deps.recovery.recover(email, { host, address: clientAddress });
      return { status: 'ok' };
    },
  }),
  defineRoute(resetPassword, {
    permission: 'public',
    deps: { recovery: accountRefs.passwordRecovery },
    async handler({ body, deps }) {
      await deps.recovery.reset({ id: body.id, password1: body.password1 ?? '', password2: body.password2 ?? '' });
      return { status: 'password has been changed' };
    },
  }),
  defineRoute(unsubscribeEmails, {
    permission: 'public',
    deps: { unsubscribe: accountRefs.unsubscribe },
    async handler({ body, deps }) {
      await deps.unsubscribe.unsubscribe(body.resetid);
      return { status: 'unsubscribed' };
    },
  }),
];
