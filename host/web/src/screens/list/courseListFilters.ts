import type { CourseListEntry } from '@lms/sdk/web';

/** A course whose end date has passed. */
export function hasEnded(course: CourseListEntry, now: Date): boolean {
  if (!course.end_date) return false;
  const end = new Date(course.end_date);
  return !Number.isNaN(end.getTime()) && end.getTime() < now.getTime();
}

/** Archived by its instructor or an administrator (PUT courses/{id}/archive): listed only among the archived courses. */
export function isArchived(course: CourseListEntry): boolean {
  return course.archived === true;
}

/** The courses every list but the archived ones shows. */
export function activeCourses(courses: readonly CourseListEntry[]): CourseListEntry[] {
  return courses.filter((course) => !isArchived(course));
}

export function teaches(course: CourseListEntry): boolean {
  return course.role === 'instructor' || course.role === 'assistant';
}

/** Part 1 §2 (redesign): the courses a professor teaches that are still running, and those that ended or were archived. */
export function ongoingCourses(courses: readonly CourseListEntry[], now: Date): CourseListEntry[] {
  return courses.filter((course) => teaches(course) && !hasEnded(course, now) && !isArchived(course));
}

export function archivedCourses(courses: readonly CourseListEntry[], now: Date): CourseListEntry[] {
  return courses.filter((course) => teaches(course) && (hasEnded(course, now) || isArchived(course)));
}
