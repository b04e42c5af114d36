import { coreServices, defineRoute, LmsError } from '@lms/sdk';
import { changeCourseSlug, changeCourseSlugAtSpecPath, findCourses, getCourseRecord, getStudentCounts } from '../calls/courseCalls.ts';
import { ADMINISTRATION_MESSAGES, SEARCH_LIMIT } from '../schemas/administrationMessages.ts';
import { requireRight } from './requireRight.ts';

const deps = { courses: coreServices.courseAdministration };
const slugDeps = { db: coreServices.database, courses: coreServices.courseAdministration, audit: coreServices.auditLog };

/** Part 3 §7 utils/slug at our path and the spec's: the slug write and its audit entry in one transaction (level 1, as the account utilities). */
const slugRoute = (call: typeof changeCourseSlug | typeof changeCourseSlugAtSpecPath) =>
  defineRoute(call, {
    permission,
    deps: slugDeps,
    handler: async ({ body, user, deps }) => {
      const actor = requireRight(user, 'accounts');
      await deps.db.transaction(async (trx) => {
        const change = await deps.courses.changeSlug(body.course_id, body.slug, trx);
        await deps.audit.record({ actorId: actor.id, action: 'courses.slug', subjectType: 'course', subjectId: change.courseId, before: { slug: change.before }, after: { slug: change.after } }, trx);
      });
      return deps.courses.record(body.course_id);
    },
  });
const permission = 'administrator' as const;

/** Part 3 §7 "Administration": reading any course (the catalog search and /administrator/courses/{course_id}). */
export const courseRoutes = [
  defineRoute(findCourses, {
    permission,
    deps,
    handler: async ({ body, user, deps }) => {
      requireRight(user, 'read');
      if (!body.text.trim()) throw LmsError.validation([{ field: 'text', message: ADMINISTRATION_MESSAGES.courseSearchEmpty }]);
      return { courses: await deps.courses.find(body.text, SEARCH_LIMIT) };
    },
  }),
  defineRoute(getCourseRecord, {
    permission,
    deps,
    handler: ({ params, user, deps }) => (requireRight(user, 'read'), deps.courses.record(params.courseId)),
  }),
  slugRoute(changeCourseSlug),
  slugRoute(changeCourseSlugAtSpecPath),
  defineRoute(getStudentCounts, {
    permission,
    deps,
    handler: async ({ params, user, deps }) => {
      requireRight(user, 'read');
      const counts = await deps.courses.studentCounts(params.courseId);
      return { course_id: params.courseId, student_count: counts.studentCount, paid_count: counts.paidCount };
    },
  }),
];
