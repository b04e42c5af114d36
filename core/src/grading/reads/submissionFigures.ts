import type { Knex } from 'knex';
import type { SubmissionFigures } from '@lms/contract/gradebookRecords.ts';
import type { DayRange } from '@lms/contract/tracking.ts';

const dayStart = (day: string) => `${day}T00:00:00Z`;

/**
 * One statement, whatever the class size: the course's students' attempts are
 * read once (the `attempts (course_id, user_id)` index), then counted by
 * activity and week (FILTER), each student's latest scored attempt per
 * activity picked (DISTINCT ON) over the whole ledger and over `current`, and
 * the latter put in ten buckets. As the ledger's readers order a cell's
 * attempts: times to the millisecond (they hand out epoch milliseconds), equal
 * times by id in code-unit order (collate "C"); percents are float8 as in
 * JavaScript, bucketed as `scoreHistogram` does (clamped, floor of a tenth).
 * Rows: 'activity' (counts and latest scores), 'bucket' (index in
 * `activity_id`), 'submitters'.
 */
/** The class's ids as one digest (code-unit order): what the figures' kept answer is checked against. */
const ROSTER_OF_CLASS = `select md5(coalesce(string_agg(user_id, ',' order by user_id collate "C"), '')) from class`;

const CLASS_SQL = `
with class as (
  select e.user_id from enrollments e
   where e.course_id = :course
     and not exists (select 1 from course_staff s where s.course_id = e.course_id and s.user_id = e.user_id)
)`;

const FIGURES_SQL = `${CLASS_SQL}, attempt as materialized (
  select t.id, t.user_id, t.activity_id, date_trunc('milliseconds', t.submitted_at) as at,
         case when t.score is not null and t.max_score > 0 then t.score::float8 * 100 / t.max_score::float8 end as percent,
         t.submitted_at >= :currentFrom::timestamptz and t.submitted_at < :currentTo::timestamptz as in_current,
         t.submitted_at >= :priorFrom::timestamptz and t.submitted_at < :priorTo::timestamptz as in_prior
    from attempts t join class c on c.user_id = t.user_id
   where t.course_id = :course
), latest as (
  select distinct on (user_id, activity_id) activity_id, percent from attempt
   where percent is not null order by user_id, activity_id, at desc, id collate "C"
), latest_current as (
  select distinct on (user_id, activity_id) percent from attempt
   where percent is not null and in_current order by user_id, activity_id, at desc, id collate "C"
), counts as (
  select activity_id, count(*) filter (where in_current) as current, count(*) filter (where in_prior) as prior from attempt group by activity_id
), scores as (
  select activity_id, count(*) as scored, sum(percent) as percents from latest group by activity_id
)
select 'activity' as kind, c.activity_id, c.current, c.prior, coalesce(s.scored, 0) as scored, coalesce(s.percents, 0) as percents
  from counts c left join scores s on s.activity_id = c.activity_id
union all
select 'bucket', least(9, floor(least(100, greatest(0, percent)) / 10))::int::text, count(*), 0, 0, 0 from latest_current group by 2
union all
select 'submitters', null, count(distinct user_id), 0, 0, 0 from attempt where in_current
union all
select 'roster', (${ROSTER_OF_CLASS}), 0, 0, 0, 0`;

/** What the figures stand on besides the weeks: the course's grade ledger version and its class (a digest of the ids). */
const KEY_SQL = `${CLASS_SQL}
select coalesce((select version from course_grade_versions where course_id = :course), 0)::text || ' ' || (${ROSTER_OF_CLASS}) as key`;

/** The ledger version and the class the figures of the course would be read from now. */
export async function readFiguresKey(db: Knex, courseId: string): Promise<string> {
  const { rows } = (await db.raw(KEY_SQL, { course: courseId })) as { rows: { key: string }[] };
  return rows[0]!.key;
}

/**
 * `GradebookRecords.submissionFigures`: the submissions tile's sums over the class's attempts, by the database,
 * with the digest of the class they were summed over (`roster`).
 */
export async function readSubmissionFigures(db: Knex, courseId: string, weeks: { current: DayRange; prior: DayRange }): Promise<{ figures: SubmissionFigures; roster: string }> {
  const { rows } = (await db.raw(FIGURES_SQL, {
    course: courseId,
    currentFrom: dayStart(weeks.current.from),
    currentTo: dayStart(weeks.current.to),
    priorFrom: dayStart(weeks.prior.from),
    priorTo: dayStart(weeks.prior.to),
  })) as { rows: { kind: string; activity_id: string | null; current: string | number; prior: string | number; scored: string | number; percents: number }[] };
  const figures: SubmissionFigures = { activities: [], currentSubmitters: 0, currentHistogram: Array.from({ length: 10 }, () => 0) };
  let roster = '';
  for (const row of rows) {
    if (row.kind === 'roster') roster = row.activity_id!;
    else if (row.kind === 'activity') {
      figures.activities.push({ activityId: row.activity_id!, current: Number(row.current), prior: Number(row.prior), latestScored: Number(row.scored), latestPercentSum: Number(row.percents) });
    } else if (row.kind === 'bucket') figures.currentHistogram[Number(row.activity_id)] = Number(row.current);
    else figures.currentSubmitters = Number(row.current);
  }
  return { figures, roster };
}
