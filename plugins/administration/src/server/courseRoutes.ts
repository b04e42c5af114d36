import { coreServices, defineRoute, LmsError } from '@lms/sdk';
import { findCourses, getCourseRecord, getStudentCounts } from '../calls/courseCalls.ts';
import { ADMINISTRATION_MESSAGES, SEARCH_LIMIT } from '../schemas/administrationMessages.ts';
import { requireRight } from './requireRight.ts';

const deps = { courses: coreServices.courseAdministration };
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
