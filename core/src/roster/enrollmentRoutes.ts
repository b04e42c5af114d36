import { defineRoute } from '@lms/contract/route.ts';
import { coreServices } from '@lms/contract/services.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { ENROLLMENT_MESSAGES, getEnrollment, getEnrollments, searchStaffCandidates as searchStaffCandidatesCall, STAFF_SEARCH_MESSAGES, STAFF_SEARCH_MIN } from '@lms/contract/calls/rosterCalls.ts';
import { readEnrolmentCourse, readEnrollments } from './readEnrollments.ts';
import { searchStaffCandidates } from './searchStaffCandidates.ts';

const deps = { db: coreServices.database, clock: coreServices.clock };

/** Part 3 §7 `GET stats/enrollments/{courseId}[/{userId}]` (the roster with enrolment details), and the staff picker's search. */
export const enrollmentRoutes = [
  defineRoute(getEnrollments, {
    permission: 'course:professor',
    deps,
    async handler({ params, access, deps }) {
      const course = await readEnrolmentCourse(deps.db, params.courseId);
      if (!course) throw new LmsError('not-found', 'Course not found.');
      return {
        students: await readEnrollments(deps.db, params.courseId, course, deps.clock.now()),
        enrollment_locked: course.enrollment_locked,
        invite_only: course.invite_only,
        payment_required: course.payment_required,
        may_unenroll: access!.manage,
        may_change_lock: access!.edit,
      };
    },
  }),
  defineRoute(getEnrollment, {
    // Professors read any student's; a student only their own (another's is not found, as the gradebook answers).
    permission: 'course:view',
    deps,
    async handler({ params, user, access, deps }) {
      if (!access!.professor && user!.id !== params.userId) throw new LmsError('not-found', ENROLLMENT_MESSAGES.ownOnly);
      const course = await readEnrolmentCourse(deps.db, params.courseId);
      if (!course) throw new LmsError('not-found', 'Course not found.');
      const [student] = await readEnrollments(deps.db, params.courseId, course, deps.clock.now(), params.userId);
      if (!student) throw new LmsError('not-found', ENROLLMENT_MESSAGES.notEnrolled);
      return { student };
    },
  }),
  defineRoute(searchStaffCandidatesCall, {
    // The course settings' people picker: those who save the staff (course:edit) ask.
    permission: 'course:edit',
    deps: { db: coreServices.database },
    handler: ({ query, deps }) => {
      const search = query.search.trim();
      if (search.length < STAFF_SEARCH_MIN) throw LmsError.validation([{ field: 'search', message: STAFF_SEARCH_MESSAGES.search }]);
      return searchStaffCandidates(deps.db, search);
    },
  }),
];
