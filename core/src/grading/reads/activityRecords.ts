import type { Knex } from 'knex';
import type { ActivityHead, ActivityRecord, RollupGroupRecord } from '@lms/contract/gradebookRecords.ts';
import { namedStatementRows } from '../../database/namedStatement.ts';
import { latePolicyOrNull, numberOrNull } from './recordValues.ts';

interface ActivityRow {
  id: string;
  component_id: string | null;
  type: string;
  title: string;
  component_title: string | null;
  max_score: unknown;
  lesson_id: string | null;
  lesson_title: string | null;
  lesson_number: number | null;
  page_id: string | null;
  rollup_id: string | null;
  graded: boolean;
  show: boolean;
  manual_grading: boolean;
  /** Times as epoch milliseconds (epochMs). */
  open_date_ms: number | null;
  due_date_ms: number | null;
  close_date_ms: number | null;
  suppress: boolean | null;
  submission_attempts: number | null;
  time_limit: number | null;
  policy: unknown;
  settings: Record<string, unknown> | null;
  created_at_ms: number;
  gradebook_position: number | null;
}

/**
 * A time column as epoch milliseconds: the course's 300 activities carry 1,200
 * times, which the driver's timestamp parser takes several times longer to
 * read than numbers (every grade edit's answer reads this list).
 */
const epochMs = (column: string) => `(extract(epoch from a.${column}) * 1000)::float8 as ${column}_ms`;
const dateOfMs = (ms: number | null) => (ms === null ? null : new Date(ms));

/*
 * A component's first place in the course (a component may sit on several
 * pages, and a shared lesson's pages are the lesson's): the course's lessons
 * in order, their pages, the components of the page, worked out once for the
 * whole course (not per activity). A component activity without a place in
 * the course (taken off every page) is left out.
 */
const ACTIVITIES_SQL = `
  with places as (
    select distinct on (pc.component_id) pc.component_id, cl.lesson_id, lp.page_id,
      cl.position as lesson_position, lp.position as page_position, pc.position as component_position,
      (les.suppress_until_available or p.suppress_until_available) as suppress
    from course_lessons cl
    join lessons les on les.id = cl.lesson_id
    join lesson_pages lp on lp.lesson_id = cl.lesson_id
    join pages p on p.id = lp.page_id
    join page_components pc on pc.page_id = lp.page_id
    where cl.course_id = $1
    order by pc.component_id, cl.position, lp.position, pc.slot, pc.position
  ),
  numbers as (
    select lesson_id, (row_number() over (order by position, lesson_id))::int as number from course_lessons where course_id = $1
  )
  select a.id, a.component_id, a.type, a.title, c.title as component_title, a.max_score,
    case when place.lesson_id is not null then place.lesson_id when own.lesson_id is not null then a.lesson_id end as lesson_id,
    l.title as lesson_title, n.number as lesson_number, place.page_id, a.rollup_id, a.graded, a.show, a.manual_grading,
    ${epochMs('open_date')}, ${epochMs('due_date')}, ${epochMs('close_date')}, place.suppress, a.submission_attempts, a.time_limit, a.policy, a.settings, ${epochMs('created_at')},
    a.gradebook_position
  from activities a
  left join places place on place.component_id = a.component_id
  left join components c on c.id = a.component_id
  left join course_lessons own on a.component_id is null and own.course_id = a.course_id and own.lesson_id = a.lesson_id
  left join lessons l on l.id = coalesce(place.lesson_id, own.lesson_id)
  left join numbers n on n.lesson_id = l.id
  where a.course_id = $1 and (a.component_id is null or place.lesson_id is not null)
  order by coalesce(place.lesson_position, own.position) nulls last, a.component_id is null,
    place.page_position, place.component_position, a.created_at, a.id`;

function activityRecord(row: ActivityRow): ActivityRecord {
  return {
    id: row.id,
    componentId: row.component_id,
    type: row.type,
    title: row.title,
    maxScore: numberOrNull(row.max_score),
    componentTitle: row.component_title,
    lessonId: row.lesson_id,
    lessonTitle: row.lesson_title,
    lessonNumber: row.lesson_number === null ? null : Number(row.lesson_number),
    pageId: row.page_id,
    rollupId: row.rollup_id,
    graded: row.graded,
    show: row.show,
    manualGrading: row.manual_grading,
    openDate: dateOfMs(row.open_date_ms),
    dueDate: dateOfMs(row.due_date_ms),
    closeDate: dateOfMs(row.close_date_ms),
    suppressUntilAvailable: row.suppress === true,
    submissionAttempts: row.submission_attempts ?? 0,
    timeLimit: row.time_limit,
    policy: latePolicyOrNull(row.policy),
    settings: row.settings ?? {},
    createdAt: new Date(row.created_at_ms),
    gradebookPosition: row.gradebook_position,
  };
}

/**
 * The course's activities in reading order, in one query: a named statement on
 * PostgreSQL, whose planning was a third to a half of its cost when sent unnamed
 * (every gradebook page and grade edit reads it; docs/architecture.md "Gradebook grade edit").
 */
export async function readActivityRecords(db: Knex, courseId: string): Promise<ActivityRecord[]> {
  const rows = await namedStatementRows<ActivityRow>(db, 'gradebook_activity_records', ACTIVITIES_SQL, [courseId]);
  return rows.map(activityRecord);
}

const HEAD_COLUMNS = { id: 'id', component_id: 'component_id', type: 'type', title: 'title', max_score: 'max_score' };

const activityHead = (row: { id: string; component_id: string | null; type: string; title: string; max_score: unknown }): ActivityHead => ({
  id: row.id,
  componentId: row.component_id,
  type: row.type,
  title: row.title,
  maxScore: numberOrNull(row.max_score),
});

export async function readActivityHead(db: Knex, courseId: string, idOrComponentId: string): Promise<ActivityHead | null> {
  const row = await db('activities')
    .where({ course_id: courseId })
    .where((q) => q.where({ component_id: idOrComponentId }).orWhere({ id: idOrComponentId }))
    .first(HEAD_COLUMNS);
  return row ? activityHead(row) : null;
}

export async function readActivitiesOfType(db: Knex, courseId: string, type: string, componentId?: string): Promise<ActivityHead[]> {
  const query = db('activities').where({ course_id: courseId, type }).whereNotNull('component_id').orderBy([{ column: 'title' }, { column: 'id' }]).select(HEAD_COLUMNS);
  if (componentId !== undefined) query.andWhere({ component_id: componentId });
  return (await query).map(activityHead);
}

export async function readRollupGroups(db: Knex, courseId: string): Promise<RollupGroupRecord[]> {
  const rows = await db('rollup_groups').where({ course_id: courseId }).orderBy([{ column: 'position' }, { column: 'created_at' }, { column: 'id' }]);
  return rows.map((row: Record<string, unknown>) => ({
    id: row.id as string,
    title: row.title as string,
    color: row.color as string,
    weight: numberOrNull(row.weight),
    dropLowest: Number(row.drop_lowest),
    position: Number(row.position),
  }));
}
