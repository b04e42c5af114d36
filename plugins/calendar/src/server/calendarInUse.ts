import { defineErrnos, LmsError, type CourseDirectory } from '@lms/sdk';
import { CALENDAR_OFF } from '../calls/calendarCalls.ts';

export const CALENDAR_ERRNOS = defineErrnos({
  'calendar-off': { status: 403, message: CALENDAR_OFF },
});

/** Whether the course uses the calendar (its use_calendar setting; off unless set). */
export async function calendarInUse(courses: CourseDirectory, courseId: string): Promise<boolean> {
  return (await courses.flags(courseId)).use_calendar;
}

/** Refuses a calendar call in a course that does not use the calendar. */
export async function requireCalendar(courses: CourseDirectory, courseId: string): Promise<void> {
  if (!(await calendarInUse(courses, courseId))) throw LmsError.declared(CALENDAR_ERRNOS, 'calendar-off');
}
