import { defineRoute } from '../contract/route.ts';
import { LmsError } from '../errors/LmsError.ts';
import { isId } from '../ids/newId.ts';
import { kernelRefs } from '../kernel/coreRefs.ts';
import { addCourseSchema } from './accountSchemas.ts';
import { ENROLMENT_MESSAGES } from './EnrolmentService.ts';

/** Part 1 §7 `add_course/`: self-enrolment (the /signup/{id} screen). */
export const enrolmentRoutes = [
  defineRoute({
    method: 'POST',
    path: 'add_course/',
    permission: 'user',
    summary: 'Enrols the caller in a course open to self-enrolment (already enrolled or on the staff is fine too).',
    body: addCourseSchema,
    deps: { enrolments: kernelRefs.enrolments },
    async handler({ body, user, deps }) {
      const courseId = (body.course_id ?? '').trim();
      if (!isId(courseId)) throw LmsError.validation([{ field: 'course_id', message: ENROLMENT_MESSAGES.invalidId }]);
      await deps.enrolments.enrol(user!.id, courseId);
      return { id: courseId, status: 'enrolled' };
    },
  }),
];
