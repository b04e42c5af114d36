import { defineRoute } from '../contract/route.ts';
import { LmsError } from '../errors/LmsError.ts';
import { kernelRefs } from '../kernel/coreRefs.ts';
import { toSayHi } from '../users/userRow.ts';
import { loginSchema, logoutSchema } from './loginSchema.ts';
import { validateLogin } from '../rules/index.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_SECONDS } from '../accounts/KnownDeviceService.ts';

/** Part 1 §7 "Session" and "Login and account": the calls the foundation needs. */
export const authRoutes = [
  defineRoute({
    method: 'POST',
    path: 'login/',
    permission: 'public',
    summary: 'Log in with email and password (throttled); validates the account with an emailed token, enrols in the requested course; opens a server-side session (new id).',
    body: loginSchema,
    deps: { login: kernelRefs.login },
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
      return { status: 'ok', validated: true, to, ...(course_errno ? { course_errno, course_error } : {}), ...toSayHi(user) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'sayhi/',
    permission: 'user',
    summary: 'The session user (part 1 §3 "User session"); not-logged when there is no session.',
    deps: { users: kernelRefs.users },
    async handler({ user, deps }) {
      const row = await deps.users.findById(user!.id);
      if (!row) throw new LmsError('not-logged');
      return toSayHi(row);
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'noop',
    permission: 'user',
    summary: 'Session check: status ok while the session lives, not-logged otherwise.',
    handler: () => ({ status: 'ok' }),
  }),
  defineRoute({
    method: 'POST',
    path: 'logout/',
    permission: 'public',
    summary: "Ends the session (and its live sockets) and clears the cookie; adds slo (the provider's single-logout URL) after a single sign-on, and google for Google accounts.",
    body: logoutSchema,
    deps: { sso: kernelRefs.ssoLogin },
    async handler({ session, user, host, origin, deps }) {
      const { idToken } = await session.end();
      const slo = idToken ? await deps.sso.singleLogoutUrl(host, origin, idToken) : null;
      return { status: 'ok', ...(slo ? { slo } : {}), ...(user?.accountType === 'google' ? { google: true } : {}) };
    },
  }),
];
