import type { Knex } from 'knex';
import type { ItemCourseData } from '@lms/contract/calls/learnerCalls.ts';
import { hiddenFromStudents } from '../../content/visibility.ts';

interface PlacementRow {
  activity_id: string;
  lesson_draft: boolean;
  lesson_open: Date | null;
  lesson_suppress: boolean;
  lesson_course_data: ItemCourseData | null;
  page_draft: boolean;
  page_open: Date | null;
  page_suppress: boolean;
  page_course_data: ItemCourseData | null;
}

/*
 * Every place of the course's component activities on its pages (the
 * instructor notes excepted: students never see them), with what decides
 * whether students see the lesson and the page there: one query.
 */
const PLACEMENTS_SQL = `
  select a.id as activity_id,
    l.draft as lesson_draft, l.open_date as lesson_open, l.suppress_until_available as lesson_suppress,
    c.settings->'course_data'->(l.id::text) as lesson_course_data,
    p.draft as page_draft, p.open_date as page_open, p.suppress_until_available as page_suppress,
    c.settings->'course_data'->(p.id::text) as page_course_data
  from activities a
  join page_components pc on pc.component_id = a.component_id and pc.slot <> 'instructor_notes'
  join lesson_pages lp on lp.page_id = pc.page_id
  join course_lessons cl on cl.lesson_id = lp.lesson_id and cl.course_id = a.course_id
  join lessons l on l.id = lp.lesson_id
  join pages p on p.id = lp.page_id
  join courses c on c.id = a.course_id
  where a.course_id = ?`;

/**
 * The ids of the course's activities a student may see at `at` (part 2 §4
 * Visibility, the rule of `GET components/...`): a component activity with a
 * place whose lesson and page are neither drafts nor waiting to open (by their
 * own schedule or the course's entry for them); a custom column shown to students.
 */
export async function readStudentVisibleActivityIds(db: Knex, courseId: string, at: Date): Promise<string[]> {
  const [{ rows }, columns] = await Promise.all([
    db.raw(PLACEMENTS_SQL, [courseId]) as Promise<{ rows: PlacementRow[] }>,
    db('activities').where({ course_id: courseId, show: true }).whereNull('component_id').pluck('id') as Promise<string[]>,
  ]);
  const visible = new Set<string>(columns);
  for (const row of rows) {
    const lessonHidden = hiddenFromStudents({ draft: row.lesson_draft, open_date: row.lesson_open, suppress_until_available: row.lesson_suppress }, at, row.lesson_course_data);
    const pageHidden = hiddenFromStudents({ draft: row.page_draft, open_date: row.page_open, suppress_until_available: row.page_suppress }, at, row.page_course_data);
    if (!lessonHidden && !pageHidden) visible.add(row.activity_id);
  }
  return [...visible];
}
