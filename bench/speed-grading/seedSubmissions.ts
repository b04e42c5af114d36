import type { Knex } from 'knex';
import { contentRefs, userRefs, type Kernel } from '@lms/core';
import { call, logIn, type HttpSession } from '../gradebook/httpSession.ts';

export interface SeedPlan {
  students: number;
  artifacts: number;
}

export interface SeededGrading {
  courseId: string;
  componentId: string;
  instructor: HttpSession;
  /** Seconds the bulk SQL took. */
  seedSeconds: number;
}

const PASSWORD = 'Bench-passw0rd!';
const DUE = '2026-03-01T12:00:00Z';

/*
 * Set-based inserts over generate_series ($1 a tag that keeps ids apart, $2 the
 * count): students enrolled, one submitted project each with one version of
 * `artifacts` text artifacts, and the submission the submit records in the
 * ledger (an ungraded grade payload). One in five came in late.
 */
const STUDENTS = `insert into users (id, email, firstname, lastname, validated)
  select substr(md5($1 || '-s-' || n), 1, 24), 's-' || n || '-' || $1 || '@bench.example',
         (array['Ada', 'Bo', 'Chen', 'Dana', 'Emil', 'Fatima', 'Goran', 'Hana', 'Ivo', 'June'])[1 + n % 10],
         (array['Garcia', 'Smith', 'Nguyen', 'Okafor', 'Novak', 'Kim', 'Silva', 'Haddad', 'Larsen', 'Ito'])[1 + (n / 10) % 10] || ' ' || lpad(n::text, 4, '0'), true
  from generate_series(1, $2::int) n`;
const ENROL = `insert into enrollments (course_id, user_id) select $3, substr(md5($1 || '-s-' || n), 1, 24) from generate_series(1, $2::int) n`;
const PROJECTS = `insert into project_projects (id, course_id, component_id, lesson_id, page_id, owner_id, title, status, current_version_id, submitted_at, created_at, updated_at)
  select substr(md5($1 || '-p-' || n), 1, 24), $3, $4, $5, $6, substr(md5($1 || '-s-' || n), 1, 24), 'Portfolio ' || n,
         case when n % 5 = 0 then 'submitted_late' else 'submitted' end, substr(md5($1 || '-v-' || n), 1, 24),
         $7::timestamptz + case when n % 5 = 0 then interval '2 days' else interval '-1 hour' end, now(), now()
  from generate_series(1, $2::int) n`;
const VERSIONS = `insert into project_versions (id, project_id, course_id, index, is_submitted, operations, created_at)
  select substr(md5($1 || '-v-' || n), 1, 24), substr(md5($1 || '-p-' || n), 1, 24), $3, 1, true, '[{"action": "submit", "timestamp": "2026-03-01T11:00:00Z"}]', now()
  from generate_series(1, $2::int) n`;
const ARTIFACTS = `insert into project_artifacts (id, version_id, project_id, course_id, type, title, content, position, created_at)
  select substr(md5($1 || '-a-' || n || '-' || k), 1, 24), substr(md5($1 || '-v-' || n), 1, 24), substr(md5($1 || '-p-' || n), 1, 24), $3,
         'text', 'Part ' || k, '<p>' || repeat('Artifact text of part ' || k || '. ', 40) || '</p>', k, now()
  from generate_series(1, $2::int) n, generate_series(0, $4::int - 1) k`;
const ATTEMPTS = `insert into attempts (id, course_id, activity_id, user_id, status, score, max_score, submission, needs_manual_grading, submitted_at)
  select substr(md5($1 || '-t-' || n), 1, 24), $3, $4, substr(md5($1 || '-s-' || n), 1, 24), 'needs_grading', 0, 20,
         jsonb_build_object('project_id', substr(md5($1 || '-p-' || n), 1, 24), 'version_id', substr(md5($1 || '-v-' || n), 1, 24),
           'grade', null, 'max_score', 20, 'late_percent', 0, 'apply_policy', false, 'late', null), true, now()
  from generate_series(1, $2::int) n`;

/**
 * A course with one project component (max score 20, due 2026-03-01, a late
 * policy), made through the kernel's services and calls; then `plan.students`
 * submitted projects of `plan.artifacts` artifacts each by bulk SQL.
 */
export async function seedSubmissions(kernel: Kernel, url: string, plan: SeedPlan): Promise<SeededGrading> {
  const tag = Math.random().toString(16).slice(2, 10);
  const email = `instructor-${tag}@bench.example`;
  const owner = await kernel.resolve(userRefs.users).create({ email, password: PASSWORD, firstname: 'Bench', lastname: 'Instructor', role: 'instructor' });
  const course = await kernel.resolve(contentRefs.courses).createCourse({ title: 'Speed grading bench', ownerId: owner.id });
  const db = kernel.knex;
  const lessonId = `${tag}${'0'.repeat(16)}`;
  const pageId = `${tag}${'1'.repeat(16)}`;
  await db('lessons').insert({ id: lessonId, course_id: course.id, owned_by: owner.id, title: 'Projects' });
  await db('course_lessons').insert({ course_id: course.id, lesson_id: lessonId, position: 0 });
  await db('pages').insert({ id: pageId, course_id: course.id, owned_by: owner.id, title: 'Portfolio' });
  await db('lesson_pages').insert({ course_id: course.id, lesson_id: lessonId, page_id: pageId, position: 0 });
  const instructor = await logIn(url, email, PASSWORD);
  const config = {
    project: { due_date: DUE, due_time: '12:00', graded: true, max_score: 20, rubric: false, show_rubric: false, rubric_id: null },
    comments_comp: { comments: { due_date: null, graded: false, max_score: null } },
    sharing_allowed_before_submit: true,
  };
  const component = JSON.parse(await call(instructor, 'POST', `components/${course.id}/${lessonId}/${pageId}/new/`, { type: 'project', title: 'Portfolio', config })) as { _id: string };
  const activity = (await db('activities').where({ component_id: component._id }).first('id')) as { id: string };
  await db('activities').where({ id: activity.id }).update({ policy: JSON.stringify({ penalty: 10, per: 86400, max: 50 }) });

  const started = performance.now();
  await db.transaction(async (trx) => {
    const run = (sql: string, bindings: Knex.RawBinding[]) => trx.raw(...positional(sql, bindings));
    await run(STUDENTS, [tag, plan.students]);
    await run(ENROL, [tag, plan.students, course.id]);
    await run(PROJECTS, [tag, plan.students, course.id, component._id, lessonId, pageId, DUE]);
    await run(VERSIONS, [tag, plan.students, course.id]);
    await run(ARTIFACTS, [tag, plan.students, course.id, plan.artifacts]);
    await run(ATTEMPTS, [tag, plan.students, course.id, activity.id]);
  });
  // As autovacuum would after a bulk load: the planner's statistics of the new rows.
  await db.raw('analyze');
  return { courseId: course.id, componentId: component._id, instructor, seedSeconds: (performance.now() - started) / 1000 };
}

/** knex takes `?` bindings: each `$n` becomes `?`, its value repeated in order of use. */
export function positional(sql: string, bindings: readonly Knex.RawBinding[]): [string, Knex.RawBinding[]] {
  const expanded: Knex.RawBinding[] = [];
  const text = sql.replace(/\$(\d+)/g, (_, n: string) => {
    expanded.push(bindings[Number(n) - 1]!);
    return '?';
  });
  return [text, expanded];
}
