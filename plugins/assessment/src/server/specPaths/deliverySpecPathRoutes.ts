import { coreServices, defineRoute, isId, LmsError } from '@lms/sdk';
import { getOutcome, reportEncodedSession, reportSession, signItems, submitActivity } from '../../calls/specPathCalls.ts';
import { attemptOwner } from '../delivery/attemptOwner.ts';
import { deliveryServiceRef } from '../delivery/deliveryServiceRef.ts';
import { decodeSessionReport, recordSession, SESSION_MESSAGES } from './sessionReport.ts';

/** The activity a payload names: its course decides the permission (courseOf); a malformed one is refused on the field, as a body check would. */
export function activityIn(body: unknown): string {
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>).activity_id : undefined;
  if (typeof value !== 'string' || !isId(value)) throw LmsError.validation([{ field: 'activity_id', message: 'activity_id must be the id of an assessment component.' }]);
  return value;
}

const deps = { delivery: deliveryServiceRef, components: coreServices.components };

/**
 * Taking an assessment at the spec's paths (specPathCalls.ts): the delivery
 * service behind our routes of deliveryRoutes.ts. A payload naming the
 * activity but no course is decided in the activity's course (courseOf).
 */
export const deliverySpecPathRoutes = [
  defineRoute(submitActivity, {
    permission: 'course:view',
    deps,
    courseOf: ({ body, deps }) => deps.components.courseOf(activityIn(body)),
    async handler({ body, user, access, deps }) {
      const owner = { userId: user!.id, courseId: access!.courseId, componentId: body.activity_id };
      const result = await deps.delivery.submit(owner, access!, body.responses);
      return { ...result, session_id: result._id, user_id: user!.id, activity_id: body.activity_id, dt_completed: result.submitted_at };
    },
  }),
  defineRoute(getOutcome, {
    permission: 'course:view',
    deps,
    async handler(request) {
      const review = await request.deps.delivery.review(attemptOwner(request), request.access!, request.body.number);
      return { ...review, session_id: review._id, user_id: request.user!.id, activity_id: request.params.componentId };
    },
  }),
  defineRoute(signItems, {
    permission: 'course:view',
    deps,
    courseOf: ({ body, deps }) => deps.components.courseOf(activityIn(body)),
    async handler({ body, user, access, deps }) {
      const owner = { userId: user!.id, courseId: access!.courseId, componentId: body.activity_id };
      const state = body.state ?? 'initial';
      const session = { user_id: user!.id, activity_id: body.activity_id, state };
      if (state === 'review') {
        const review = await deps.delivery.review(owner, access!);
        return { ...session, session_id: review._id, review };
      }
      const attempt = await deps.delivery.start(owner, access!);
      return { ...session, session_id: attempt._id, attempt };
    },
  }),
  defineRoute(reportSession, {
    permission: 'course:view',
    courseInBody: 'course_id',
    deps: { ...deps, db: coreServices.database },
    handler: ({ body, user, access, deps }) => recordSession(deps.delivery, deps.db, body, user!, access!),
  }),
  defineRoute(reportEncodedSession, {
    permission: 'course:view',
    deps: { ...deps, db: coreServices.database },
    courseOf: ({ params, deps }) => deps.components.courseOf(params.componentId),
    handler({ params, body, user, access, deps }) {
      const report = decodeSessionReport(body.b64);
      if (report.activity_id !== params.componentId || report.course_id !== access!.courseId) throw LmsError.validation([{ field: 'b64', message: SESSION_MESSAGES.otherActivity }]);
      return recordSession(deps.delivery, deps.db, report, user!, access!);
    },
  }),
];
