import type { CourseAccess } from '../contract/permissions.ts';

export interface Schedulable {
  draft: boolean;
  open_date: Date | null;
  suppress_until_available: boolean;
}

/**
 * Part 2 §4 Visibility: drafts are hidden from students, and so are items whose
 * open_date is still ahead when suppress_until_available is set.
 */
export function hiddenFromStudents(item: Schedulable, now: Date): boolean {
  return item.draft || (item.suppress_until_available && item.open_date !== null && item.open_date.getTime() > now.getTime());
}

/** Professors see everything; everybody else sees what is not hidden from students. */
export function visibleTo(access: CourseAccess | null, item: Schedulable, now: Date): boolean {
  return access?.professor === true || !hiddenFromStudents(item, now);
}
