import { defineRoute } from '../contract/route.ts';
import { kernelRefs } from '../kernel/coreRefs.ts';
import { toSayHi } from '../users/userRow.ts';
import { passwordChangeSchema, phoneSchema, profileSchema } from './accountSchemas.ts';

/** Part 1 §7 "Login and account": the account screen. */
export const profileRoutes = [
  defineRoute({
    method: 'POST',
    path: 'update_profile/',
    permission: 'user',
    summary: 'Saves names, university, description and email notifications; answers the session user.',
    body: profileSchema,
    deps: { profiles: kernelRefs.profiles },
    async handler({ body, user, host, deps }) {
      return toSayHi(await deps.profiles.updateProfile(user!, body, host));
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'update_password/',
    permission: 'user',
    summary: 'Changes the password after checking the current one; ends the other sessions of the account.',
    body: passwordChangeSchema,
    deps: { profiles: kernelRefs.profiles },
    async handler({ body, user, clientAddress, session, deps }) {
      const input = { current_password: body.current_password ?? '', new_password: body.new_password ?? '' };
      await deps.profiles.updatePassword(user!, input, clientAddress);
      await session.endOthers();
      return { status: 'ok' };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'verify_phone/',
    permission: 'user',
    summary: 'Checks a phone number and answers the canonical form that would be stored; stores nothing.',
    body: phoneSchema,
    deps: { profiles: kernelRefs.profiles },
    handler: ({ body, deps }) => ({ status: 'ok', ...deps.profiles.verifyPhone(body) }),
  }),
  defineRoute({
    method: 'POST',
    path: 'update_phone/',
    permission: 'user',
    summary: 'Saves (or, when empty, removes) the phone number and the SMS notifications flag; answers the session user.',
    body: phoneSchema,
    deps: { profiles: kernelRefs.profiles },
    async handler({ body, user, deps }) {
      return toSayHi(await deps.profiles.updatePhone(user!.id, body));
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'account/paid_courses/',
    permission: 'user',
    summary: "The caller's course payments, newest first (amounts in cents).",
    deps: { paidCourses: kernelRefs.paidCourses },
    async handler({ user, deps }) {
      return { courses: await deps.paidCourses.forUser(user!.id) };
    },
  }),
];
