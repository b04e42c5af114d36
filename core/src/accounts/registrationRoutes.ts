import { defineRoute } from '../contract/route.ts';
import { LmsError } from '../errors/LmsError.ts';
import { kernelRefs } from '../kernel/coreRefs.ts';
import type { RateLimitRule, SessionControl } from '../contract/route.ts';
import type { RegistrationResult } from './RegistrationService.ts';
import { ltiRegisterSchema, professorRegisterSchema, studentRegisterSchema } from './registrationSchemas.ts';
import { STATES } from './usStates.ts';

/** The answer of register/ and register_professor/ (part 1 §7); a registered user is logged in. */
async function registrationAnswer(result: RegistrationResult, session: SessionControl) {
  if (result.status === 'user-unverified') {
    return { status: result.status, errno: 'user-unverified', to: '/validate', email: result.email };
  }
  await session.start(result.userId, { remember: false });
  return { status: result.status, to: result.to, ...(result.sub_error ? { sub_error: result.sub_error } : {}) };
}

/**
 * Registrations per client address (issue 14): generous, since a whole campus
 * can sit behind one address on the first day of a course.
 */
const REGISTRATION_RATE_LIMIT: RateLimitRule = { bucket: 'registration', key: 'address', points: 50, durationSeconds: 600 };

/** Part 1 §7 "Login and account": registration and what its screens read. */
export const registrationRoutes = [
  defineRoute({
    method: 'POST',
    path: 'register/',
    permission: 'public',
    rateLimit: REGISTRATION_RATE_LIMIT,
    summary: 'Student registration: an account waiting for its validation email (or logged in when the brand does not validate emails).',
    body: studentRegisterSchema,
    deps: { registrations: kernelRefs.registrations },
    async handler({ body, host, session, deps }) {
      return registrationAnswer(await deps.registrations.registerStudent(body, { host }), session);
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'register_professor/',
    permission: 'public',
    rateLimit: REGISTRATION_RATE_LIMIT,
    summary: 'Professor registration: a professor account, with the registration details kept for adoption requests.',
    body: professorRegisterSchema,
    deps: { registrations: kernelRefs.registrations },
    async handler({ body, host, session, deps }) {
      return registrationAnswer(await deps.registrations.registerProfessor(body, { host }), session);
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'lti_register',
    permission: 'public',
    rateLimit: REGISTRATION_RATE_LIMIT,
    summary: 'Completes a pending LTI registration (from an LTI launch); logs the new user in and answers the deeplink.',
    body: ltiRegisterSchema,
    deps: { ltiRegistrations: kernelRefs.ltiRegistrations },
    async handler({ body, session, deps }) {
      const { userId, deeplink } = await deps.ltiRegistrations.register(body);
      await session.start(userId, { remember: false });
      return { status: 'user registered', deeplink };
    },
  }),
  defineRoute({
    method: 'GET',
    path: 'states',
    permission: 'public',
    summary: 'US states and Canadian provinces, then Other, for the professor registration form.',
    handler: () => ({ states: STATES }),
  }),
  defineRoute({
    method: 'GET',
    path: 'get_title/:courseId',
    permission: 'public',
    summary: 'The title of a course, for the register and login screens that name the course being joined.',
    deps: { courses: kernelRefs.courses },
    async handler({ params, deps }) {
      const course = await deps.courses.findById(params.courseId!);
      if (!course) throw new LmsError('not-found', 'No such course.');
      return { _id: course.id, title: course.title };
    },
  }),
];
