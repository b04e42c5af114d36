import { defineErrnos } from '@lms/sdk';
import { NOT_IN_COURSE_CONTEXT, STUDY_CENTER_OFF } from '../calls/studyCenterCalls.ts';

/** The study center's own refusals (part 3 §8, and the course's noStudyCenter flag). */
export const STUDY_TOOLS_ERRNOS = defineErrnos({
  'not-in-course-context': { status: 400, message: NOT_IN_COURSE_CONTEXT },
  'study-center-off': { status: 403, message: STUDY_CENTER_OFF },
});
