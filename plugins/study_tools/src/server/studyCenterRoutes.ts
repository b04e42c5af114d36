import { defineRoute, LmsError } from '@lms/sdk';
import { getStudyCenter, getStudyCenterWithoutCourse, moveStudyItem } from '../calls/studyCenterCalls.ts';
import { studyCenterRef } from './services.ts';
import { STUDY_TOOLS_ERRNOS } from './studyCenterErrnos.ts';

// The study center is the caller's own: a student, an instructor or an assistant sees and moves only their items.

export const getStudyCenterRoute = defineRoute(getStudyCenter, {
  permission: 'course:view',
  deps: { center: studyCenterRef },
  handler: ({ params, user, deps }) => deps.center.buckets(params.courseId, user!.id),
});

export const getStudyCenterWithoutCourseRoute = defineRoute(getStudyCenterWithoutCourse, {
  permission: 'user',
  handler: () => {
    throw LmsError.declared(STUDY_TOOLS_ERRNOS, 'not-in-course-context');
  },
});

export const moveStudyItemRoute = defineRoute(moveStudyItem, {
  permission: 'course:view',
  // The spec keeps this a GET; it changes state, so the kernel checks Origin and the XSRF token as for a POST.
  changesState: true,
  deps: { center: studyCenterRef },
  handler: ({ params, user, deps }) => deps.center.move(params.courseId, user!.id, params.itemId, params.bucket),
});
