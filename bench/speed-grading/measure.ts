import type { Knex } from 'knex';
import type { Kernel } from '@lms/core';
import { call, type HttpSession } from '../gradebook/httpSession.ts';
import { percentile } from '../gradebook/stats.ts';
import { positional } from './seedSubmissions.ts';

export interface Timings {
  p50: number;
  p95: number;
  max: number;
  runs: number;
}

const summary = (ms: number[]): Timings => ({ p50: percentile(ms, 0.5), p95: percentile(ms, 0.95), max: Math.max(...ms), runs: ms.length });

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

export interface GradingTarget {
  courseId: string;
  componentId: string;
}

/** The students of the grader's list, in its order (read once, untimed). */
export async function queueStudents(grader: HttpSession, target: GradingTarget): Promise<string[]> {
  const queue = JSON.parse(await call(grader, 'GET', `speed-grading/${target.courseId}/${target.componentId}/queue`)) as { entries: { student_id: string }[] };
  return queue.entries.map((entry) => entry.student_id);
}

const studentPath = (target: GradingTarget, studentId: string) => `speed-grading/${target.courseId}/${target.componentId}/student/${studentId}`;

/** Opening the speed grader: its list, then the first student's submission. */
export async function measureOpen(grader: HttpSession, target: GradingTarget, runs: number): Promise<Timings> {
  const ms: number[] = [];
  for (let run = 0; run < runs; run++) {
    ms.push(
      await timed(async () => {
        const queue = JSON.parse(await call(grader, 'GET', `speed-grading/${target.courseId}/${target.componentId}/queue`)) as { entries: { student_id: string }[] };
        await call(grader, 'GET', studentPath(target, queue.entries[0]!.student_id));
      }),
    );
  }
  return summary(ms);
}

/** The next student's submission (what the screen prefetches). */
export async function measureNext(grader: HttpSession, target: GradingTarget, students: readonly string[]): Promise<Timings> {
  const ms: number[] = [];
  for (const studentId of students) ms.push(await timed(() => call(grader, 'GET', studentPath(target, studentId))));
  return summary(ms);
}

/** Save a grade and read the next student's submission: each student of `students` graded once (revision 0), then the one after it read. */
export async function measureSaveAndNext(grader: HttpSession, target: GradingTarget, students: readonly string[]): Promise<Timings> {
  const ms: number[] = [];
  for (let i = 0; i + 1 < students.length; i++) {
    // What the screen holds before the grader saves: the student's submission (untimed).
    const current = JSON.parse(await call(grader, 'GET', studentPath(target, students[i]!))) as { project: { _id: string } };
    ms.push(
      await timed(async () => {
        await call(grader, 'POST', 'speed-grading/grade', {
          component_id: target.componentId,
          component_title: 'Portfolio',
          course_id: target.courseId,
          student_id: students[i],
          project_id: current.project._id,
          revision: 0,
          grade: 10 + (i % 10),
          max_score: 20,
          text_grades: {},
          text_feedback: '<p>Good work.</p>',
          audio_feedback: null,
          video_feedback: null,
          type: 'score',
          apply_policy: i % 2 === 0,
          criteria: {},
          rubric_id: null,
        });
        await call(grader, 'GET', studentPath(target, students[i + 1]!));
      }),
    );
  }
  return summary(ms);
}

const GRADABLE = `p.status in ('submitted', 'submitted_late', 'graded', 'graded_late') and p.reopened_at is null`;

/** The same reads by hand: the component and the list sorted by name in SQL. */
const BASE_COMPONENT = `select c.title, c.config, a.id as activity_id, a.due_date, a.policy from components c left join activities a on a.component_id = c.id and a.course_id = $1 where c.id = $2`;
const BASE_QUEUE = `select p.id, p.owner_id, p.status, p.submitted_at, u.firstname, u.lastname from project_projects p join users u on u.id = p.owner_id
  where p.course_id = $1 and p.component_id = $2 and ${GRADABLE} order by lower(u.lastname), lower(u.firstname), u.id`;
/** One student's project, its version, artifacts with their files, grade and name in one statement. */
const BASE_SUBMISSION = `select p.*, u.firstname, u.lastname,
    (select row_to_json(v) from project_versions v where v.id = p.current_version_id) as version,
    coalesce((select json_agg(json_build_object('a', row_to_json(ar), 'm', row_to_json(m)) order by ar.position) from project_artifacts ar left join media_files m on m.id = ar.media_id where ar.version_id = p.current_version_id), '[]') as artifacts,
    (select row_to_json(g) from project_grades g where g.project_id = p.id) as grade
  from project_projects p join users u on u.id = p.owner_id
  where p.course_id = $1 and p.component_id = $2 and p.owner_id = $3 and ${GRADABLE}`;

/** The same work by hand-written SQL through the kernel's own connection (no HTTP, no session, no rights, no validation). */
export async function measureBaseline(kernel: Kernel, target: GradingTarget, opens: number, nextStudents: readonly string[], saveStudents: readonly string[]) {
  const db = kernel.knex;
  const raw = (sql: string, bindings: Knex.RawBinding[], on: Knex = db) => on.raw(...positional(sql, bindings));
  const component = (await raw(BASE_COMPONENT, [target.courseId, target.componentId])).rows[0] as { activity_id: string };
  const read = (studentId: string, on = db) => raw(BASE_SUBMISSION, [target.courseId, target.componentId, studentId], on);

  const open: number[] = [];
  for (let run = 0; run < opens; run++) {
    open.push(
      await timed(async () => {
        await raw(BASE_COMPONENT, [target.courseId, target.componentId]);
        const { rows } = await raw(BASE_QUEUE, [target.courseId, target.componentId]);
        await read((rows[0] as { owner_id: string }).owner_id);
      }),
    );
  }
  const next: number[] = [];
  for (const studentId of nextStudents) next.push(await timed(() => read(studentId)));
  const save: number[] = [];
  for (let i = 0; i + 1 < saveStudents.length; i++) {
    const studentId = saveStudents[i]!;
    save.push(
      await timed(async () => {
        await db.transaction(async (trx) => {
          const project = (await raw(`select id, status from project_projects p where p.course_id = $1 and p.component_id = $2 and p.owner_id = $3 for update`, [target.courseId, target.componentId, studentId], trx)).rows[0] as { id: string };
          await raw(
            `insert into project_grades (project_id, course_id, component_id, student_id, grade, original_score, max_score, text_feedback, graded_at, revision)
             values ($1, $2, $3, $4, 12, 12, 20, '<p>Good work.</p>', now(), 1)
             on conflict (project_id) do update set grade = excluded.grade, revision = project_grades.revision + 1`,
            [project.id, target.courseId, target.componentId, studentId],
            trx,
          );
          await raw(`update project_projects set status = 'graded', revision = revision + 1, updated_at = now() where id = $1`, [project.id], trx);
          await raw(
            `update attempts set score = 12, status = 'graded', needs_manual_grading = false, graded_at = now(),
               submission = jsonb_build_object('project_id', $3::text, 'grade', 12, 'max_score', 20, 'late_percent', 0, 'apply_policy', false, 'late', null)
             where activity_id = $1 and user_id = $2`,
            [component.activity_id, studentId, project.id],
            trx,
          );
        });
        await read(saveStudents[i + 1]!);
      }),
    );
  }
  return { open: summary(open), next: summary(next), save: summary(save) };
}
