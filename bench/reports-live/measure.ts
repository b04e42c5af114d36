import type { Kernel } from '@lms/core';
import { ATTEMPTS_TABLE } from '../../plugins/assessment/src/server/delivery/AttemptStore.ts';
import { describeAnswer, type BrowserSession } from '../assessment-start-storm/browserSession.ts';
import { percentile } from '../gradebook/stats.ts';

export interface Timings {
  p50: number;
  p95: number;
  max: number;
  runs: number;
}

export interface ReportTarget {
  courseId: string;
  componentId: string;
}

const summary = (ms: number[]): Timings => ({ p50: percentile(ms, 0.5), p95: percentile(ms, 0.95), max: Math.max(...ms), runs: ms.length });

async function repeated(runs: number, work: () => Promise<unknown>): Promise<Timings> {
  const ms: number[] = [];
  for (let run = 0; run < runs; run++) {
    const start = performance.now();
    await work();
    ms.push(performance.now() - start);
  }
  return summary(ms);
}

/** `GET assessment/{report}/{course}/{component}` as the instructor, `runs` times (each answer checked, then dropped). */
export function measureReport(instructor: BrowserSession, report: 'liveview' | 'itemdetails', target: ReportTarget, runs: number): Promise<Timings> {
  return repeated(runs, async () => {
    const answer = await instructor.call('GET', `assessment/${report}/${target.courseId}/${target.componentId}`);
    if (answer.status !== 200) throw new Error(`GET ${report}: ${describeAnswer(answer)}`);
  });
}

const ANSWERED = `(select count(*) from jsonb_each(a.responses) r where r.value not in ('null'::jsonb, '[]'::jsonb, '{}'::jsonb))`;
/** Every student of the course with their latest attempt and its answered count, in name order: the live view's rows in one statement. */
const LIVE = `select u.id, u.firstname, u.lastname, a.state, a.number, a.started_at, a.saved_at, a.deadline, a.submitted_at, a.score, a.max_score, coalesce(a.answered, 0) as answered
  from enrollments e join users u on u.id = e.user_id
  left join lateral (select a.*, ${ANSWERED} as answered from ${ATTEMPTS_TABLE} a
    where a.course_id = e.course_id and a.component_id = ? and a.user_id = u.id and not a.preview order by a.number desc limit 1) a on true
  where e.course_id = ? order by lower(u.lastname), lower(u.firstname), u.id`;
/** Each student's latest submitted attempt, Questions and responses included: the rows the item report scores. */
const SUBMITTED = `select distinct on (user_id) items, responses from ${ATTEMPTS_TABLE}
  where course_id = ? and component_id = ? and not preview and state = 'submitted' order by user_id, number desc`;

/** The same reads by hand-written SQL through the kernel's connection (no HTTP, session, rights, or the item report's scoring). */
export async function measureBaseline(kernel: Kernel, target: ReportTarget, runs: number): Promise<{ live: Timings; items: Timings }> {
  const db = kernel.knex;
  const component = () => db('components').where({ id: target.componentId }).first('title', 'config');
  return {
    live: await repeated(runs, () => Promise.all([component(), db.raw(LIVE, [target.componentId, target.courseId])])),
    items: await repeated(runs, () => Promise.all([component(), db.raw(SUBMITTED, [target.courseId, target.componentId])])),
  };
}
