import { defineRoute } from '@lms/contract/route.ts';
import { coreServices } from '@lms/contract/services.ts';
import { refreshSession } from '@lms/contract/calls/accountCalls.ts';
import { permissionRefs } from '../permissions/permissionServices.ts';

/** Part 1 §7 "Monitoring": the in-course keep-alive. */
export const sessionRefreshRoutes = [
  defineRoute(refreshSession, {
    permission: 'user',
    // It extends the session: another site's image or link must not keep a victim's session alive.
    changesState: true,
    deps: { permissions: permissionRefs.permissionService, tracking: coreServices.tracking },
    async handler({ session, query, user, deps }) {
      await session.refresh();
      // Issue 21: the place the keep-alive names is an 'active' event, when the user may read that course (else it is ignored, never an error).
      if (query?.course) {
        const readable = await deps.permissions.check('course:view', user, query.course).then(
          () => true,
          () => false,
        );
        if (readable) {
          deps.tracking.record({ kind: 'active', courseId: query.course, userId: user!.id, lessonId: query.lesson ?? null, pageId: query.lesson ? (query.page ?? null) : null });
        }
      }
      return { status: 'ok' };
    },
  }),
];
