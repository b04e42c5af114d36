import { defineRoute } from '@lms/contract/route.ts';
import { coreServices } from '@lms/contract/services.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { issueRealtimeToken } from '@lms/contract/calls/realtimeTokenCalls.ts';
import { RealtimeTokens } from './RealtimeTokens.ts';

/** POST firebase_token/ (RealtimeTokens): course:view on the payload's course_id. */
export const realtimeTokenRoutes = [
  defineRoute(issueRealtimeToken, {
    permission: 'course:view',
    courseInBody: 'course_id',
    deps: { secrets: coreServices.secrets, clock: coreServices.clock },
    handler({ body, user, session, deps }) {
      const sessionHash = session.idHash();
      if (!sessionHash) throw new LmsError('not-logged');
      return new RealtimeTokens(() => deps.secrets, deps.clock).issue(sessionHash, user!.id, body.course_id);
    },
  }),
];
