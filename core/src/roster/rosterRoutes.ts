import { defineRoute } from '@lms/contract/route.ts';
import { coreServices } from '@lms/contract/services.ts';
import { getRoster, unenrolStudents as unenrolStudentsCall } from '@lms/contract/calls/rosterCalls.ts';
import { kernelParts } from '../kernel/kernelParts.ts';
import { permissionRefs } from '../permissions/permissionServices.ts';
import { readRoster } from './readRoster.ts';
import { unenrolStudents } from './unenrolStudents.ts';

/** The course roster (part 3 §3 "Student roster entry", §6) and un-enrolling (part 3 §7 Gradebook). */
export const rosterRoutes = [
  defineRoute(getRoster, {
    permission: 'course:professor',
    deps: { db: coreServices.database, clock: coreServices.clock },
    async handler({ params, deps }) {
      return { students: await readRoster(deps.db, params.courseId, deps.clock.now()) };
    },
  }),
  defineRoute(unenrolStudentsCall, {
    // The course is in the body, not the path: the handler checks manager rights in it itself.
    permission: 'user',
    deps: { db: coreServices.database, permissions: permissionRefs.permissionService, watch: kernelParts.courseAccessWatch, grading: coreServices.grading },
    async handler({ body, user, deps }) {
      await deps.permissions.check('course:manage', user, body.courseId);
      const removed = await unenrolStudents(deps.db, body.courseId, body.students);
      // Their open sockets leave the course's rooms (board posts, live views) at once.
      if (removed) await deps.watch.courseAccessChanged(body.courseId);
      // Open gradebooks drop their rows (the ledger's change listeners, e.g. the gradebook's live room).
      if (removed) deps.grading.notifyChange({ courseId: body.courseId, userIds: [...new Set(body.students)], activityIds: 'all' });
      return { removed };
    },
  }),
];
