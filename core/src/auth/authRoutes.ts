import { defineRoute } from '@lms/contract/route.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { checkSession, logIn, logOut, sayHi } from '@lms/contract/calls/authCalls.ts';
import { accountRefs } from '../accounts/accountServices.ts';
import { ssoRefs } from '../sso/ssoServices.ts';
import { userRefs } from '../users/userServices.ts';
import { toSayHi } from '../users/userRow.ts';
import { coreServices } from '@lms/contract/services.ts';
import { validateLogin } from '@lms/contract/rules';
import { DEVICE_COOKIE, DEVICE_COOKIE_SECONDS } from '../accounts/KnownDeviceService.ts';

/** Part 1 §7 "Session" and "Login and account": the calls the foundation needs. */
export const authRoutes = [
  defineRoute(logIn, {
    permission: 'public',
    deps: { login: accountRefs.login, badges: coreServices.badges },
    async handler({ body, deps, session, clientAddress, reply, cookie }) {
      const errors = validateLogin(body);
      if (errors.length) throw LmsError.validation(errors);
      const outcome = await deps.login.login(body, clientAddress, cookie(DEVICE_COOKIE));
      if (outcome.kind === 'unverified') {
        // The client stores the email and goes to /validate (part 1 §4).
        throw new LmsError('user-unverified', undefined, { details: { email: outcome.email } });
      }
      await session.start(outcome.user.id, { remember: body['remember-me'] ?? false });
      reply.cookie(DEVICE_COOKIE, outcome.deviceToken, { maxAgeSeconds: DEVICE_COOKIE_SECONDS });
      const { user, to, course_errno, course_error } = outcome;
      return { status: 'ok', validated: true, to, ...(course_errno ? { course_errno, course_error } : {}), ...toSayHi(user, await deps.badges.list(user.id)) };
    },
  }),
  defineRoute(sayHi, {
    permission: 'user',
    deps: { users: userRefs.users, badges: coreServices.badges },
    async handler({ user, deps }) {
      const row = await deps.users.findById(user!.id);
      if (!row) throw new LmsError('not-logged');
      return toSayHi(row, await deps.badges.list(row.id));
    },
  }),
  defineRoute(checkSession, {
    permission: 'user',
    handler: () => ({ status: 'ok' }),
  }),
  defineRoute(logOut, {
    permission: 'public',
    deps: { sso: ssoRefs.ssoLogin },
    async handler({ session, user, host, origin, deps }) {
      const { idToken } = await session.end();
      const slo = idToken ? await deps.sso.singleLogoutUrl(host, origin, idToken) : null;
      return { status: 'ok', ...(slo ? { slo } : {}), ...(user?.accountType === 'google' ? { google: true } : {}) };
    },
  }),
];
