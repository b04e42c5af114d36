import { defineRoute } from '@lms/sdk';
import { postGradebookScores } from '../calls/gradebookCalls.ts';
import type { CellResult } from '@lms/sdk/gradebook';
import { gradebookReaderRef } from './services.ts';

const WHOLE_ROSTER = { offset: 0, limit: 1_000_000 };

/** Part 3 §3 "Entry": one cell as the spec's score list names it. */
function entry(cell: CellResult) {
  const has = (state: CellResult['states'][number]) => cell.states.includes(state);
  return {
    score: cell.score,
    percent: cell.percent,
    attempted: cell.attempts > 0,
    dt_completed: cell.dtCompleted?.toISOString() ?? null,
    dt_started: cell.dtStarted?.toISOString() ?? null,
    not_displaying_score_yet: has('not_displaying_score_yet'),
    after_max_attempts: has('after_max_attempts'),
    contains_overdue: has('contains_overdue'),
    project_reopened: has('project_reopened'),
    overdue_accepted: has('overdue_accepted'),
    needs_grading: has('needs_grading'),
    instructor_graded_this: has('instructor_graded_this'),
    excused: has('excused'),
    label: cell.label,
  };
}

/** Part 3 §7 `POST gradebookscores/{courseId}`: the students of `roster` (all when absent) with the activities asked (all when absent). */
export const scoresRoute = defineRoute(postGradebookScores, {
  permission: 'course:professor',
  deps: { reader: gradebookReaderRef },
  handler: async ({ params, body, deps }) => {
    const gradebook = await deps.reader.compute(params.courseId, body.roster ? { userIds: body.roster } : WHOLE_ROSTER, { kind: 'staff' });
    const wanted = body.activities ? new Set(body.activities) : null;
    const columns = gradebook.columns.activities
      .map((activity, index) => ({ activity, index }))
      .filter(({ activity }) => !wanted || wanted.has(activity.id) || wanted.has(activity.componentId ?? ''));
    return {
      list: gradebook.students.map(({ student, row }) => ({
        user_id: student.id,
        percent: row.totals.percent,
        user_scores: Object.fromEntries(columns.map(({ activity, index }) => [activity.id, entry(row.cells[index]!)])),
      })),
    };
  },
});
