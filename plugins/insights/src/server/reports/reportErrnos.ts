import { defineErrnos } from '@lms/sdk';

/** The deep dives' errnos, declared in the manifest. */
export const REPORT_ERRNOS = defineErrnos({
  'insights-assessment-not-found': { status: 404, message: 'This assessment is not in this course.' },
  'insights-student-not-found': { status: 404, message: 'This student is not enrolled in this course.' },
});
