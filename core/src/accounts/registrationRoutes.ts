import { defineRoute } from '@lms/contract/route.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import {
  completeLtiRegistration,
  getCourseTitle,
  getStates,
  registerProfessor,
  registerStudent,
  type RegistrationAnswer,
} from '@lms/contract/calls/registrationCalls.ts';
import { accountRefs } from './accountServices.ts';
import { contentRefs } from '../content/contentServices.ts';
import type { RateLimitRule, SessionControl } from '@lms/contract/route.ts';
import type { RegistrationResult } from './RegistrationService.ts';
import { STATES } from './usStates.ts';
import { securityRefs } from '../security/securityServices.ts';

/** The answer of register/ and register_professor/ (part 1 §7); a registered user is logged in. */
async function registrationAnswer(result: RegistrationResult, session: SessionControl): Promise<RegistrationAnswer> {
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
  defineRoute(registerStudent, {
    permission: 'public',
    rateLimit: REGISTRATION_RATE_LIMIT,
    deps: { registrations: accountRefs.registrations, captcha: securityRefs.captcha },
    async handler({ body, host, session, clientAddress, deps }) {
      await deps.captcha.check(clientAddress, body.captcha_challenge);
      return registrationAnswer(await deps.registrations.registerStudent(body, { host }), session);
    },
  }),
  defineRoute(registerProfessor, {
    permission: 'public',
    rateLimit: REGISTRATION_RATE_LIMIT,
    deps: { registrations: accountRefs.registrations, captcha: securityRefs.captcha },
    async handler({ body, host, session, clientAddress, deps }) {
      await deps.captcha.check(clientAddress, body.captcha_challenge);
      return registrationAnswer(await deps.registrations.registerProfessor(body, { host }), session);
    },
  }),
  defineRoute(completeLtiRegistration, {
    permission: 'public',
    rateLimit: REGISTRATION_RATE_LIMIT,
    deps: { ltiRegistrations: accountRefs.ltiRegistrations },
    async handler({ body, session, deps }) {
      const { userId, deeplink } = await deps.ltiRegistrations.register(body);
      await session.start(userId, { remember: false });
      return { status: 'user registered', deeplink };
    },
  }),
  defineRoute(getStates, {
    permission: 'public',
    handler: () => ({ states: [...STATES] }),
  }),
  defineRoute(getCourseTitle, {
    permission: 'public',
    deps: { courses: contentRefs.courses },
    async handler({ params, deps }) {
      const course = await deps.courses.findById(params.courseId);
      if (!course) throw new LmsError('not-found', 'No such course.');
      return { _id: course.id, title: course.title };
    },
  }),
];
