import { isObjectId } from '../../router/courseId.ts';
import { tabStorage } from '../../app/tabStorage.ts';

/**
 * Part 1 §2: a login URL may name the course to enrol in after login
 * (`/login?course={id}` or a bare `/login?{id}`). It is kept for the browser
 * tab (sessionStorage) so it survives the register face and the trip through
 * /validate, and is sent as `course` with the next login or registration.
 */
const DEFAULT_COURSE_KEY = 'lms_default_course';

export function courseFromQuery(search: URLSearchParams): string | undefined {
  const named = search.get('course') ?? undefined;
  if (isObjectId(named)) return named;
  for (const [key, value] of search) {
    if (value === '' && isObjectId(key)) return key;
  }
  return undefined;
}

export function readDefaultCourse(): string | undefined {
  const stored = tabStorage().getItem(DEFAULT_COURSE_KEY) ?? undefined;
  return isObjectId(stored) ? stored : undefined;
}

export function keepDefaultCourse(courseId: string): void {
  tabStorage().setItem(DEFAULT_COURSE_KEY, courseId);
}

/** After the login that used it, or when the server refused it (part 1 §4: no-course, enrollment_locked). */
export function forgetDefaultCourse(): void {
  tabStorage().removeItem(DEFAULT_COURSE_KEY);
}
