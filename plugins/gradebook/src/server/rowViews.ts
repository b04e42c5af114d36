import { encodeCells, type GradebookColumn, type RollupGroupView, type StudentRow } from '../calls/gradebookCalls.ts';
import type { CellResult, StudentTotals } from '@lms/sdk/gradebook';
import type { GradebookActivity, RollupGroup } from '@lms/sdk/gradebook';
import type { RosterStudent } from './loader/roster.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A column as the wire names it (part 3 §3 "Assessment column"); its id is what `saveGrade` takes as component_id. */
export function columnView(courseId: string, activity: GradebookActivity, pageId: string | undefined, groups: readonly RollupGroup[]): GradebookColumn {
  const custom = activity.componentId === null;
  return {
    id: activity.componentId ?? activity.id,
    activity_id: activity.id,
    component_id: activity.componentId,
    report_title: activity.title,
    max_score: activity.maxScore,
    type: activity.type,
    custom,
    show: activity.show,
    open_date: iso(activity.openDate),
    due_date: iso(activity.dueDate),
    close_date: iso(activity.closeDate),
    link: pageId && activity.lessonId ? `/${courseId}/${activity.lessonId}/${pageId}` : null,
    lesson: activity.lessonId,
    rollup_id: activity.rollupId,
    color: groups.find((group) => group.id === activity.rollupId)?.color ?? null,
    graded: activity.graded,
    time_limit: activity.timeLimit,
    submission_attempts: activity.submissionAttempts,
    scoring_method: activity.scoringMethod,
  };
}

export function groupView(group: RollupGroup): RollupGroupView {
  return { id: group.id, title: group.title, color: group.color, weight: group.weight, drop_lowest: group.dropLowest };
}

/**
 * A student row; `hideTotals` (a student of a course that blocks total scores) leaves every total out.
 * Its cells travel column by column (gradebookCells.ts): no screen reads a cell's counted attempt id,
 * so it is not sent (the explanation names the attempt that counts).
 */
export function studentRowView(student: RosterStudent, row: { cells: CellResult[]; totals: StudentTotals }, hideTotals: boolean): StudentRow {
  const { totals } = row;
  return {
    id: student.id,
    name: `${student.firstname} ${student.lastname}`.trim(),
    firstname: student.firstname,
    lastname: student.lastname,
    email: student.email,
    percent: hideTotals ? null : totals.percent,
    score: hideTotals ? null : totals.score,
    max_score: hideTotals ? null : totals.maxScore,
    attempted: totals.attempted,
    submittedLate: totals.submittedLate,
    final_override: hideTotals ? null : totals.finalOverride,
    below_cut_off: hideTotals ? false : totals.belowCutOff,
    ...encodeCells(row.cells),
    groups: hideTotals
      ? []
      : totals.groups.map((group) => ({
          id: group.id,
          score_to_date: group.scoreToDate,
          score_to_date_attempted: group.scoreToDateAttempted,
          score_to_date_obtained: group.scoreToDateObtained,
          percent: group.percent,
        })),
  };
}
