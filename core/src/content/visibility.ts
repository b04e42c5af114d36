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

/** What decides whether students see a place (a page in a lesson of a course): the lesson's and the page's schedules and the course's entries for them. */
export interface PlaceSchedule {
  lesson_draft: boolean;
  lesson_open: Date | null;
  lesson_suppress: boolean;
  lesson_course_data: ItemCourseData | null;
  page_draft: boolean;
  page_open: Date | null;
  page_suppress: boolean;
  page_course_data: ItemCourseData | null;
}

/** The select list of a PlaceSchedule over aliases l (lessons), p (pages) and c (courses). */
export const PLACE_SCHEDULE_COLUMNS = `
    l.draft as lesson_draft, l.open_date as lesson_open, l.suppress_until_available as lesson_suppress,
    c.settings->'course_data'->(l.id::text) as lesson_course_data,
    p.draft as page_draft, p.open_date as page_open, p.suppress_until_available as page_suppress,
    c.settings->'course_data'->(p.id::text) as page_course_data`;

/** A place is visible to students when neither its lesson nor its page is hidden from them. */
export function placeVisibleToStudents(row: PlaceSchedule, now: Date): boolean {
  return (
    !hiddenFromStudents({ draft: row.lesson_draft, open_date: row.lesson_open, suppress_until_available: row.lesson_suppress }, now, row.lesson_course_data) &&
    !hiddenFromStudents({ draft: row.page_draft, open_date: row.page_open, suppress_until_available: row.page_suppress }, now, row.page_course_data)
  );
}

/** One place of a component activity on a course's page. */
export interface ActivityPlacement extends PlaceSchedule {
  activity_id: string;
  course_id: string;
  lesson_id: string;
  page_id: string;
}

/**
 * Every place of these courses' component activities on their pages (the
 * instructor notes excepted: students never see them), in reading order, with
 * its PlaceSchedule: one query.
 */
export async function readActivityPlacements(db: Knex, courseIds: readonly string[]): Promise<ActivityPlacement[]> {
  if (courseIds.length === 0) return [];
  const { rows } = (await db.raw(
    `select a.id as activity_id, a.course_id, lp.lesson_id, lp.page_id, ${PLACE_SCHEDULE_COLUMNS}
     from activities a
     join page_components pc on pc.component_id = a.component_id and pc.slot <> 'instructor_notes'
     join lesson_pages lp on lp.page_id = pc.page_id
     join course_lessons cl on cl.lesson_id = lp.lesson_id and cl.course_id = a.course_id
     join lessons l on l.id = lp.lesson_id
     join pages p on p.id = lp.page_id
     join courses c on c.id = a.course_id
     where a.course_id in (${courseIds.map(() => '?').join(', ')})
     order by a.course_id, cl.position, lp.position, pc.position`,
    [...courseIds],
  )) as { rows: ActivityPlacement[] };
  return rows;
}
