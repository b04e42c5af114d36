import { defineRoute } from '@lms/contract/route.ts';
import { changePassword, getPaidCourses, updatePhone, updateProfile, verifyPhone } from '@lms/contract/calls/profileCalls.ts';
import { accountRefs } from './accountServices.ts';
import { toSayHi } from '../users/userRow.ts';
import { coreServices } from '@lms/contract/services.ts';

/** Part 1 §7 "Login and account": the account screen. */
export const profileRoutes = [
  defineRoute(updateProfile, {
    permission: 'user',
    deps: { profiles: accountRefs.profiles, badges: coreServices.badges },
    async handler({ body, user, host, deps }) {
      return toSayHi(await deps.profiles.updateProfile(user!, body, host), await deps.badges.list(user!.id));
    },
  }),
  defineRoute(changePassword, {
    permission: 'user',
    deps: { profiles: accountRefs.profiles },
    async handler({ body, user, clientAddress, session, deps }) {
      const input = { current_password: body.current_password ?? '', new_password: body.new_password ?? '' };
      await deps.profiles.updatePassword(user!, input, clientAddress);
      await session.endOthers();
      return { status: 'ok' };
    },
  }),
  defineRoute(verifyPhone, {
    permission: 'user',
    deps: { profiles: accountRefs.profiles },
    handler: ({ body, deps }) => ({ status: 'ok', ...deps.profiles.verifyPhone(body) }),
  }),
  defineRoute(updatePhone, {
    permission: 'user',
    deps: { profiles: accountRefs.profiles, badges: coreServices.badges },
    async handler({ body, user, deps }) {
      return toSayHi(await deps.profiles.updatePhone(user!.id, body), await deps.badges.list(user!.id));
    },
  }),
  defineRoute(getPaidCourses, {
    permission: 'user',
    deps: { paidCourses: accountRefs.paidCourses },
    async handler({ user, deps }) {
      return { courses: await deps.paidCourses.forUser(user!.id) };
    },
  }),
];
