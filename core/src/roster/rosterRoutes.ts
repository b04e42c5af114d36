import { defineRoute } from '../contract/route.ts';
import { coreServices } from '../contract/services.ts';
import { kernelRefs } from '../kernel/coreRefs.ts';
import { readRoster } from './readRoster.ts';
import { unenrolSchema } from './rosterSchemas.ts';
import { unenrolStudents } from './unenrolStudents.ts';

/** The course roster (part 3 §3 "Student roster entry", §6) and un-enrolling (part 3 §7 Gradebook). */
export const rosterRoutes = [
  defineRoute({
    method: 'GET',
    path: 'roster/:courseId/',
    permission: 'course:professor',
    summary: "The course's students (never its instructors or assistants), by last name then first name.",
    deps: { db: coreServices.database, clock: coreServices.clock },
    async handler({ params, deps }) {
      return { students: await readRoster(deps.db, params.courseId!, deps.clock.now()) };
    },
  }),
  defineRoute({
    method: 'POST',
    path: 'unenroll_student/',
    // The course is in the body, not the path: the handler checks manager rights in it itself.
    permission: 'user',
    summary: 'Removes students from a course (never its staff); needs manager rights in that course.',
    body: unenrolSchema,
    deps: { db: coreServices.database, permissions: kernelRefs.permissionService, watch: kernelRefs.courseAccessWatch },
    async handler({ body, user, deps }) {
      await deps.permissions.check('course:manage', user, body.courseId);
      const removed = await unenrolStudents(deps.db, body.courseId, body.students);
      // Their open sockets leave the course's rooms (board posts, live views) at once.
      if (removed) await deps.watch.courseAccessChanged(body.courseId);
      return { removed };
    },
  }),
];
