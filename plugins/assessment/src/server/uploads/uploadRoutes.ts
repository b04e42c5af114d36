import { coreServices, createServiceRef, defineRoute, defineService } from '@lms/sdk';
import { getSessionFeedback, listUploads, saveUploadFeedback } from '../../calls/uploadCalls.ts';
import { UploadFeedback } from './UploadFeedback.ts';

export const uploadFeedbackRef = createServiceRef<UploadFeedback>('assessment.upload-feedback');

export const uploadFeedbackService = defineService({
  ref: uploadFeedbackRef,
  deps: { db: coreServices.database, components: coreServices.components, people: coreServices.people, permissions: coreServices.permissions },
  factory: ({ db, components, people, permissions }) => new UploadFeedback(db, components, people, permissions),
});

const deps = { uploads: uploadFeedbackRef, clock: coreServices.clock };

/**
 * Issue 26 item 3: uploads and their feedback. A session call names no course:
 * it is `user`, and the service decides the caller's rights in the session's
 * course (an unknown session is not found, whoever asks).
 */
export const uploadRoutes = [
  defineRoute(listUploads, {
    permission: 'course:view',
    deps,
    handler: async ({ params, query, access, user, deps }) => ({ uploads: await deps.uploads.forCourse(params.courseId, access!, user!.id, query.user) }),
  }),
  defineRoute(getSessionFeedback, {
    permission: 'user',
    deps,
    handler: async ({ params, user, deps }) => {
      const access = await deps.uploads.accessToSession(user!, params.sessionId);
      return deps.uploads.session(params.sessionId, params.mode, access, user!.id);
    },
  }),
  defineRoute(saveUploadFeedback, {
    permission: 'user',
    deps,
    handler: async ({ params, body, user, deps }) => {
      const access = await deps.uploads.accessToSession(user!, params.sessionId);
      return deps.uploads.save(params.sessionId, params.itemId, body.feedback, access, user!.id, deps.clock.now());
    },
  }),
];
