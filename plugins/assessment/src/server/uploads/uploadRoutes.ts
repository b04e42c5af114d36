import { coreServices, createServiceRef, defineRoute, defineService } from '@lms/sdk';
import { getSessionFeedback, listUploads, saveUploadFeedback } from '../../calls/uploadCalls.ts';
import { UploadFeedback } from './UploadFeedback.ts';

export const uploadFeedbackRef = createServiceRef<UploadFeedback>('assessment.upload-feedback');

export const uploadFeedbackService = defineService({
  ref: uploadFeedbackRef,
  deps: { db: coreServices.database, components: coreServices.components, people: coreServices.people },
  factory: ({ db, components, people }) => new UploadFeedback(db, components, people),
});

const deps = { uploads: uploadFeedbackRef, clock: coreServices.clock };

/** Issue 26 item 3: uploads and their feedback. The session calls decide the course permission in the session's course. */
export const uploadRoutes = [
  defineRoute(listUploads, {
    permission: 'course:view',
    deps,
    handler: async ({ params, query, access, user, deps }) => ({ uploads: await deps.uploads.forCourse(params.courseId, access!, user!.id, query.user) }),
  }),
  defineRoute(getSessionFeedback, {
    permission: 'course:view',
    deps,
    courseOf: ({ params, deps }) => deps.uploads.courseOf(params.sessionId),
    handler: ({ params, access, user, deps }) => deps.uploads.session(params.sessionId, params.mode, access!, user!.id),
  }),
  defineRoute(saveUploadFeedback, {
    permission: 'course:professor',
    deps,
    courseOf: ({ params, deps }) => deps.uploads.courseOf(params.sessionId),
    handler: ({ params, body, access, user, deps }) => deps.uploads.save(params.sessionId, params.itemId, body.feedback, access!, user!.id, deps.clock.now()),
  }),
];
