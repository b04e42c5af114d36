import { isObjectId } from '../../router/courseId.ts';
import { tabStorage } from '../../app/tabStorage.ts';

/**
 * sessionStorage key of the demo course a visitor last previewed; the demo and
 * preview screens write it, so an instructor who registers from a demo asks
 * for that course.
 */
export const DEMO_COURSE_KEY = 'lms_demo_course';

/** Part 1 §2: the course of a professor registration comes from the route, the `course` query parameter, or the stored demo course. */
export function professorCourseId(routeId: string | undefined, search: URLSearchParams): string | undefined {
  if (isObjectId(routeId)) return routeId;
  const fromQuery = search.get('course') ?? undefined;
  if (isObjectId(fromQuery)) return fromQuery;
  const demo = tabStorage().getItem(DEMO_COURSE_KEY) ?? undefined;
  return isObjectId(demo) ? demo : undefined;
}
