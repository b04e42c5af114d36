import type pg from 'pg';
import type { BaselineRow } from './baseline.ts';

interface Activity {
  id: string;
  rollupId: string | null;
  max: number;
  closed: boolean;
  position: number;
}

interface Recorded {
  score: number | null;
  needsGrading: boolean;
  attempts: number;
  grade: number | null;
  excused: boolean;
}

interface Counted {
  score: number;
  max: number;
  position: number;
  pending: boolean;
}

const round2 = (value: number) => Math.round((value + Number.EPSILON * Math.sign(value)) * 100) / 100;

/** Drops the lowest `n` cells not waiting for grading by percent (course order for ties), keeping at least one counted cell. */
function afterDrops(cells: Counted[], n: number): Counted[] {
  const kept = [...cells];
  for (let dropped = 0; dropped < n && kept.length > 1; dropped++) {
    const droppable = kept.filter((cell) => !cell.pending);
    if (droppable.length === 0) break;
    const lowest = droppable.reduce((low, cell) => (cell.score / cell.max < low.score / low.max || (cell.score / cell.max === low.score / low.max && cell.position < low.position) ? cell : low));
    kept.splice(kept.indexOf(lowest), 1);
  }
  return kept;
}

/**
 * The baseline query's totals recomputed from the raw rows, plainly, in TypeScript
 * (the rules in baselineTotals.sql's header): the figure the kernel is compared
 * with must itself be right. Answers the students whose percent differs.
 */
export async function verifyBaseline(client: pg.ClientBase, courseId: string, rows: readonly BaselineRow[]): Promise<string[]> {
  const q = async <T extends pg.QueryResultRow>(sql: string) => (await client.query<T>(sql, [courseId])).rows;
  const groups = new Map((await q<{ id: string; weight: string | null; drop_lowest: number }>('select id, weight, drop_lowest from rollup_groups where course_id = $1')).map((g) => [g.id, g]));
  const placed = await q<{ id: string; rollup_id: string | null; max_score: string; closed: boolean }>(
    `select a.id, a.rollup_id, a.max_score, coalesce(a.close_date <= now(), false) as closed
     from activities a
     join page_components pc on pc.component_id = a.component_id
     join lesson_pages lp on lp.page_id = pc.page_id
     join course_lessons cl on cl.lesson_id = lp.lesson_id and cl.course_id = a.course_id
     where a.course_id = $1 and a.graded and a.max_score > 0
     order by cl.position, lp.position, pc.slot, pc.position, a.id`,
  );
  const activities: Activity[] = placed.map((a, position) => ({ id: a.id, rollupId: a.rollup_id, max: Number(a.max_score), closed: a.closed, position }));
  const recorded = new Map<string, Recorded>();
  const recordOf = (user: string, activity: string) => {
    const key = `${user}/${activity}`;
    const found = recorded.get(key) ?? { score: null, needsGrading: false, attempts: 0, grade: null, excused: false };
    recorded.set(key, found);
    return found;
  };
  for (const a of await q<{ user_id: string; activity_id: string; score: string | null; status: string }>('select user_id, activity_id, score, status from attempts where course_id = $1')) {
    const cell = recordOf(a.user_id, a.activity_id);
    cell.attempts++;
    if (a.status === 'needs_grading') cell.needsGrading = true;
    if (a.score !== null && a.status !== 'submitted') cell.score = Math.max(cell.score ?? -Infinity, Number(a.score));
  }
  for (const o of await q<{ user_id: string; activity_id: string; grade: string | null; excused: boolean }>('select user_id, activity_id, grade, excused from grade_overrides where course_id = $1')) {
    const cell = recordOf(o.user_id, o.activity_id);
    cell.grade = o.grade === null ? null : Number(o.grade);
    cell.excused = o.excused;
  }
  const finals = new Map((await q<{ user_id: string; percent: string }>('select user_id, percent from course_grade_overrides where course_id = $1')).map((f) => [f.user_id, Number(f.percent)]));

  const differences: string[] = [];
  for (const row of rows) {
    const byGroup = new Map<string | null, Counted[]>();
    for (const activity of activities) {
      const cell = recorded.get(`${row.id}/${activity.id}`);
      if (cell?.excused) continue;
      const score = cell?.grade ?? cell?.score ?? null;
      const missing = (cell === undefined || (cell.attempts === 0 && cell.grade === null)) && activity.closed;
      if (score === null && !missing) continue;
      const list = byGroup.get(activity.rollupId) ?? [];
      list.push({ score: score ?? 0, max: activity.max, position: activity.position, pending: (cell?.needsGrading ?? false) && cell?.grade === null });
      byGroup.set(activity.rollupId, list);
    }
    const totals = [...byGroup].map(([groupId, cells]) => {
      const group = groupId === null ? undefined : groups.get(groupId);
      const kept = afterDrops(cells, group?.drop_lowest ?? 0);
      const score = round2(kept.reduce((sum, c) => sum + c.score, 0));
      const max = round2(kept.reduce((sum, c) => sum + c.max, 0));
      return { weight: group?.weight == null ? null : Number(group.weight), score, max, percent: max > 0 ? round2((100 * score) / max) : null };
    });
    let computed: number | null = null;
    if (totals.length > 0) {
      const weighted = totals.every((t) => t.weight !== null && t.percent !== null);
      const totalWeight = totals.reduce((sum, t) => sum + (t.weight ?? 0), 0);
      if (weighted && totalWeight > 0) computed = round2(totals.reduce((sum, t) => sum + round2((t.percent! * t.weight!) / totalWeight), 0));
      else {
        const score = totals.reduce((sum, t) => sum + t.score, 0);
        const max = totals.reduce((sum, t) => sum + t.max, 0);
        computed = max > 0 ? round2((100 * score) / max) : null;
      }
    }
    const expected = finals.get(row.id) ?? computed;
    const actual = row.percent === null ? null : Number(row.percent);
    // A cent apart at most: the query rounds exact decimals, this rounds binary fractions (a tie can land either side).
    if (expected === null ? actual !== null : actual === null || Math.abs(actual - expected) > 0.0101) differences.push(`${row.lastname}: query ${actual}, recomputed ${expected}`);
  }
  return differences;
}
