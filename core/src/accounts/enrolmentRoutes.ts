import { defineRoute } from '@lms/contract/route.ts';
import { LmsError } from '@lms/contract/errors/LmsError.ts';
import { enrolInCourse } from '@lms/contract/calls/accountCalls.ts';
import { isId } from '../ids/newId.ts';
import { accountRefs } from './accountServices.ts';
import { ENROLMENT_MESSAGES } from './EnrolmentService.ts';

/** Part 1 §7 `add_course/`: self-enrolment (the /signup/{id} screen). */
export const enrolmentRoutes = [
  defineRoute(enrolInCourse, {
    permission: 'user',
    deps: { enrolments: accountRefs.enrolments },
    async handler({ body, user, deps }) {
      const courseId = (body.course_id ?? '').trim();
      if (!isId(courseId)) throw LmsError.validation([{ field: 'course_id', message: ENROLMENT_MESSAGES.invalidId }]);
      await deps.enrolments.enrol(user!.id, courseId);
      return { id: courseId, status: 'enrolled' };
    },
  }),
];
