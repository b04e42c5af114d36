import type { CourseMenuEntry } from '@lms/sdk/web';

/**
 * The shell's own course menu entries, declared as a plugin declares its own.
 * The spec's student pages (grades, calendar, notes) and the instructor's
 * tools come from the plugins that provide their screens.
 */
export const SHELL_COURSE_MENU: readonly CourseMenuEntry[] = [
  { route: 'course', label: 'Home', for: 'everyone', order: 0 },
  // Course settings answer only to those who may edit the course (course:edit).
  { route: 'course_settings', label: 'Course settings', for: 'professor', edit: true, order: 80 },
  // The roster with enrolment details, un-enrolling and the enrolment lock (part 3 §2 enrollments).
  { route: 'enrollments', label: 'Enrollments', for: 'professor', order: 65 },
  // The roster of an ongoing course (program-management redesign).
  { route: 'ongoing_courses.students', label: 'Roster', for: 'professor', order: 70 },
  { route: 'ongoing_courses.course', label: 'Ongoing course', for: 'professor', order: 75 },
];
