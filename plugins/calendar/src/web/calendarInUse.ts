import { getCourseHome } from '@lms/sdk/calls';
import { useCurrentPlace } from '@lms/sdk/web';
import { useCallQuery } from './serverData.ts';

const usesCalendar = (home: { use_calendar: boolean }) => home.use_calendar;

/**
 * Whether the course uses the calendar (its use_calendar setting, from the
 * cached course home); undefined while unknown. A course home that fails to
 * load counts as in use: the calendar's own calls then say what is wrong.
 */
export function useCalendarInUse(courseId: string | null | undefined): boolean | undefined {
  const home = useCallQuery(getCourseHome, { params: { courseId: courseId ?? '' } }, { enabled: Boolean(courseId), select: usesCalendar, staleTime: 60_000 });
  return home.isError ? true : home.data;
}

/** The header and course menu entries are left out in a course with use_calendar off (their `useShown`); shown while unknown. */
export function useCalendarShown(): boolean {
  return useCalendarInUse(useCurrentPlace().courseId) ?? true;
}
