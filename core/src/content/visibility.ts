import type { Knex } from 'knex';
import type { CourseAccess } from '@lms/contract/permissions.ts';
import type { ItemCourseData } from '@lms/contract/calls/learnerCalls.ts';

export interface Schedulable {
  draft: boolean;
  open_date: Date | null;
  suppress_until_available: boolean;
}

/** A course's own data for one of its lessons, pages or components (`course_data` of part 2 §3 Course). */
export type { ItemCourseData };

const notYetOpen = (suppress: boolean, openDate: Date | string | null | undefined, now: Date): boolean =>
  suppress && openDate != null && new Date(openDate).getTime() > now.getTime();

/**
 * Part 2 §4 Visibility: drafts are hidden from students, and so are items whose
 * open_date is still ahead when suppress_until_available is set, by the item's
 * own schedule or by the course's entry for it. The course's entry can only add
 * a wait (a section opening a shared lesson later); it never lifts the item's own lock.
 */
export function hiddenFromStudents(item: Schedulable, now: Date, inCourse?: ItemCourseData | null): boolean {
  return (
    item.draft ||
    notYetOpen(item.suppress_until_available, item.open_date, now) ||
    (inCourse != null && notYetOpen(inCourse.suppress_until_available === true, inCourse.open_date, now))
  );
}

/** Professors see everything; everybody else sees what is not hidden from students. */
export function visibleTo(access: CourseAccess | null, item: Schedulable, now: Date, inCourse?: ItemCourseData | null): boolean {
  return access?.professor === true || !hiddenFromStudents(item, now, inCourse);
}

/** SQL select of a course's entry for an item, e.g. courseDataOf(db, 'c', 'p.id', 'page_course_data') (null when it has none). */
export function courseDataOf(db: Knex, courseAlias: string, itemColumn: string, as: string): Knex.Raw {
  return db.raw("??.settings->'course_data'->(??::text) as ??", [courseAlias, itemColumn, as]);
}

/** The course_data map of a course's settings. */
export function courseDataMap(settings: Record<string, unknown>): Record<string, ItemCourseData> {
  return (settings.course_data as Record<string, ItemCourseData> | undefined) ?? {};
}
