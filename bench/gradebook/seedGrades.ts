import type pg from 'pg';
import { newId } from '@lms/core';
import { GROUPS, type ActivityPlan } from './coursePlan.ts';

export interface GradeSeedInput {
  courseId: string;
  instructorId: string;
  tag: string;
  students: number;
  plan: readonly ActivityPlan[];
  componentIds: readonly string[];
}

export interface SeedCounts {
  students: number;
  activities: number;
  attempts: number;
  needsGrading: number;
  late: number;
  grades: number;
  excused: number;
  finalOverrides: number;
}

// Same seed, same data: random() below follows it (one session, no parallel workers).
const SET_SEED = 'select setseed(0.1717)';

const STUDENTS = `
insert into users (id, email, firstname, lastname, validated)
select substr(md5($1 || '-student-' || n), 1, 24), 'student-' || n || '-' || $1 || '@bench.example',
       (array['Ada', 'Bo', 'Chen', 'Dana', 'Emil', 'Fatima', 'Goran', 'Hana', 'Ivo', 'June'])[1 + n % 10],
       (array['Garcia', 'Smith', 'Nguyen', 'Okafor', 'Novak', 'Kim', 'Silva', 'Haddad', 'Larsen', 'Ito'])[1 + (n / 10) % 10] || ' ' || lpad(n::text, 4, '0'),
       true
from generate_series(1, $2::int) n`;

const ENROL = `
insert into enrollments (course_id, user_id)
select $3, substr(md5($1 || '-student-' || n), 1, 24) from generate_series(1, $2::int) n`;

const GROUP_ROWS = `
insert into rollup_groups (id, course_id, title, color, weight, drop_lowest, position)
select id, $1, title, color, weight, drop_lowest, position
from unnest($2::text[], $3::text[], $4::text[], $5::numeric[], $6::int[]) with ordinality as g(id, title, color, weight, drop_lowest, position)`;

/** The planned activities, one temporary row each, read by the statements after it. */
const PLAN_TABLE = `
create temporary table bench_plan on commit drop as
select * from unnest($1::text[], $2::text[], $3::numeric[], $4::boolean[], $5::int[], $6::timestamptz[], $7::timestamptz[], $8::timestamptz[], $9::jsonb[], $10::float8[])
  as p(component_id, rollup_id, max_score, graded, submission_attempts, open_date, due_date, close_date, policy, attempt_rate)`;

/** The ledger's columns as syncActivity keeps them, and the component configs they come from (design: "SYNCED from the component config"). */
const ACTIVITIES = `
update activities a
set rollup_id = p.rollup_id, max_score = p.max_score, graded = p.graded, submission_attempts = p.submission_attempts,
    open_date = p.open_date, due_date = p.due_date, close_date = p.close_date, policy = p.policy,
    settings = a.settings || '{"scoring_method": "highest", "score_visibility": "immediately"}'::jsonb
from bench_plan p
where a.component_id = p.component_id and a.course_id = $1`;

const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const CONFIGS = `
update components c
set config = c.config || jsonb_build_object(
      'open_date', to_char(p.open_date at time zone 'UTC', ${ISO}),
      'due_date', to_char(p.due_date at time zone 'UTC', ${ISO}),
      'close_date', to_char(p.close_date at time zone 'UTC', ${ISO}),
      'policy', case when p.policy is null then null else p.policy || '{"humanly_per": "day"}'::jsonb end)
from bench_plan p
where c.id = p.component_id`;

/** Every (student, activity) cell with its own random draws. */
const CELLS = `
create temporary table bench_cell on commit drop as
select e.user_id, a.id as activity_id, p.*, random() as r_attempt, random() as r_score, random() as r_status, random() as r_late, random() as r_second, random() as r_override
from enrollments e
join activities a on a.course_id = e.course_id
join bench_plan p on p.component_id = a.component_id
where e.course_id = $1`;

/**
 * Attempts: a share of each activity's students per its plan; quizzes (2 attempts
 * allowed) get a second attempt for 30% of those; one attempt in ten waits for a
 * person (needs_grading, provisional score); 12% of first attempts on past-due
 * activities with a late policy come in late, their score reduced as the kernel's
 * latePenalty would, the deduction in policy_applied.
 */
const ATTEMPTS = `
insert into attempts (id, course_id, activity_id, user_id, status, score, max_score, policy_applied, needs_manual_grading, started_at, submitted_at, graded_at)
select substr(md5(c.user_id || c.activity_id || k), 1, 24), $1, c.activity_id, c.user_id,
       case when pending then 'needs_grading' else 'graded' end,
       round(raw * (100 - deduction) / 100, 2), c.max_score,
       case when late then jsonb_build_object('raw_score', raw, 'percent', deduction, 'lateness_seconds', lateness, 'policy', c.policy) end,
       pending, submitted - interval '25 minutes', submitted, case when not pending then submitted + interval '1 hour' end
from bench_cell c
cross join lateral generate_series(1, case when c.submission_attempts > 1 and c.r_second < 0.3 then 2 else 1 end) k
cross join lateral (select
    round(c.max_score * (0.35 + 0.65 * ((c.r_score + k * 0.41) - floor(c.r_score + k * 0.41)))::numeric, 2) as raw,
    ((c.r_status + k * 0.53) - floor(c.r_status + k * 0.53)) < 0.10 as pending,
    k = 1 and c.policy is not null and c.due_date < now() and c.r_late < 0.12 as late,
    3600 + floor(c.r_late / 0.12 * 4 * 86400)::int as lateness_if_late) d
cross join lateral (select
    case when d.late then lateness_if_late else 0 end as lateness,
    case when d.late then least((c.policy->>'penalty')::numeric * ceil(lateness_if_late / (c.policy->>'per')::numeric), (c.policy->>'max')::numeric) else 0 end as deduction,
    case when d.late then c.due_date + make_interval(secs => lateness_if_late)
         else least(least(c.due_date, now()) - (least(c.due_date, now()) - c.open_date) * (0.05 + 0.9 * c.r_score) + (k - 1) * interval '2 hours', now()) end as submitted) l
where c.r_attempt < c.attempt_rate`;

/** Instructor grades on 1% of graded cells (half to all of the points), 0.5% excused. */
const OVERRIDES = `
insert into grade_overrides (id, course_id, activity_id, user_id, grade, excused, created_by, created_at, updated_by, updated_at)
select substr(md5('override' || c.user_id || c.activity_id), 1, 24), $1, c.activity_id, c.user_id,
       case when c.r_override < 0.01 then round(c.max_score * (0.5 + c.r_override * 50)::numeric, 2) end,
       c.r_override >= 0.01, $2, now(), $2, now()
from bench_cell c
where c.graded and c.r_override < 0.015`;

/** A final-grade override for every hundredth student. */
const FINAL_OVERRIDES = `
insert into course_grade_overrides (course_id, user_id, percent, updated_by, updated_at)
select $1, user_id, 50 + (rn / 100 % 5) * 10, $2, now()
from (select user_id, row_number() over (order by user_id) as rn from enrollments where course_id = $1) e
where rn % 100 = 0`;

const COUNTS = `
select (select count(*) from enrollments where course_id = $1)::int as students,
       (select count(*) from activities where course_id = $1)::int as activities,
       (select count(*) from attempts where course_id = $1)::int as attempts,
       (select count(*) from attempts where course_id = $1 and status = 'needs_grading')::int as "needsGrading",
       (select count(*) from attempts where course_id = $1 and policy_applied is not null)::int as late,
       (select count(*) from grade_overrides where course_id = $1 and grade is not null)::int as grades,
       (select count(*) from grade_overrides where course_id = $1 and excused)::int as excused,
       (select count(*) from course_grade_overrides where course_id = $1)::int as "finalOverrides"`;

/**
 * The students and everything graded, set-based in one transaction: 2,000 students
 * and 600,000 cells are a handful of INSERT ... SELECT statements, not 600,000 inserts.
 */
export async function seedGrades(client: pg.ClientBase, input: GradeSeedInput): Promise<SeedCounts> {
  const { courseId, instructorId, plan, componentIds } = input;
  const groupIds = GROUPS.map(() => newId());
  await client.query('begin');
  try {
    await client.query(SET_SEED);
    await client.query(STUDENTS, [input.tag, input.students]);
    await client.query(ENROL, [input.tag, input.students, courseId]);
    await client.query(GROUP_ROWS, [courseId, groupIds, GROUPS.map((g) => g.title), GROUPS.map((g) => g.color), GROUPS.map((g) => g.weight), GROUPS.map((g) => g.dropLowest)]);
    await client.query(PLAN_TABLE, [
      [...componentIds],
      plan.map((a) => groupIds[a.group]!),
      plan.map((a) => a.maxScore),
      plan.map((a) => a.graded),
      plan.map((a) => a.submissionAttempts),
      plan.map((a) => a.openDate),
      plan.map((a) => a.dueDate),
      plan.map((a) => a.closeDate),
      plan.map((a) => (a.policy ? JSON.stringify(a.policy) : null)),
      plan.map((a) => a.attemptRate),
    ]);
    await client.query(ACTIVITIES, [courseId]);
    await client.query(CONFIGS);
    await client.query(CELLS, [courseId]);
    await client.query(ATTEMPTS, [courseId]);
    await client.query(OVERRIDES, [courseId, instructorId]);
    await client.query(FINAL_OVERRIDES, [courseId, instructorId]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query('analyze');
  return (await client.query<SeedCounts>(COUNTS, [courseId])).rows[0]!;
}
