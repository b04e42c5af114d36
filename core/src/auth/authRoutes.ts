import { defineRoute } from '../contract/route.ts';
import { LmsError } from '../errors/LmsError.ts';
import { kernelRefs } from '../kernel/coreRefs.ts';
import { toSayHi } from '../users/userRow.ts';
import { loginSchema, logoutSchema } from './loginSchema.ts';

/** Part 1 §7 "Session" and "Login and account": the calls the foundation needs. */
export const authRoutes = [
  defineRoute({
    method: 'POST',
    path: 'login/',
    permission: 'public',
    summary: 'Log in with email and password; opens a server-side session (new id) and answers the session user.',
    body: loginSchema,
    deps: { users: kernelRefs.users, passwords: kernelRefs.passwords },
    async handler({ body, deps, session }) {
      const user = await deps.users.findByEmail(body.email);
      // The same answer and (through a decoy hash) the same time whether or not the account exists.
      const passwordOk = await deps.passwords.verify(user?.password_hash ?? null, body.password);
      if (!user || !passwordOk) throw new LmsError('invalid-credentials');
      if (!user.validated) throw new LmsError('user-unverified');
      await session.start(user.id, { remember: body['remember-me'] ?? false });
      return { status: 'ok', validated: true, ...toSayHi(user) };
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
    summary: 'Ends the session (and its live sockets) and clears the cookie.',
    body: logoutSchema,
    async handler({ session }) {
      await session.end();
      return { status: 'ok' };
    },
  }),
];
