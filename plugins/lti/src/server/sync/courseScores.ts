import type { Clock, GradebookRecords } from '@lms/sdk';
import { computeStudentRow, type CellResult, type GradebookActivity } from '@lms/sdk/gradebook';
import { cellInput, columnShownTo, readCourseColumns, readGradebookCourse, readStudentLedgers } from '@lms/sdk/gradebook/records';
import type { GradingProgress, SyncType } from '../../calls/syncCalls.ts';

/** One column of a sync type: what its line item is. */
export interface SyncColumn {
  key: string;
  label: string;
  scoreMaximum: number;
}

/** A student's score in one column, as the gradebook computes it. */
export interface ColumnScore {
  key: string;
  userId: string;
  name: string;
  score: number;
  scoreMaximum: number;
  progress: GradingProgress;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Whether a cell counts towards a part (a chapter); a counted cell without a score counts as 0 (past its close date). */
function partScore(cells: readonly CellResult[]): { score: number; max: number; pending: boolean } | null {
  let score = 0;
  let max = 0;
  let any = false;
  let pending = false;
  for (const cell of cells) {
    if (cell.states.includes('needs_grading')) pending = true;
    if (!cell.counts || cell.maxScore === null) continue;
    any = true;
    score += cell.score ?? 0;
    max += cell.maxScore;
  }
  return any ? { score, max, pending } : null;
}

/**
 * The columns of a sync type and every student's score in them (part 3 §4),
 * from the gradebook's engine over the ledger, as the student's own gradebook
 * shows it (a score held back from the student is not sent either):
 * total the course total in points, chapter each lesson's points, roll-up each
 * rollup group's points; the `-percent` types the same as percents (line items
 * of 100). PendingManual when a cell of the column waits for manual grading.
 */
export async function courseScores(records: GradebookRecords, clock: Clock, courseId: string, syncType: SyncType, userIds: readonly string[]): Promise<{ columns: SyncColumn[]; scores: ColumnScore[] }> {
  if (syncType === 'none') return { columns: [], scores: [] };
  const [course, allColumns] = await Promise.all([readGradebookCourse(records, courseId), readCourseColumns(records, courseId)]);
  if (!course) return { columns: [], scores: [] };
  const activities = allColumns.activities.filter((activity) => columnShownTo('student', course, activity));
  const percent = syncType.endsWith('-percent');
  const maxOf = (scope: readonly GradebookActivity[]) => (percent ? 100 : round2(scope.filter((a) => a.graded && a.maxScore).reduce((sum, a) => sum + a.maxScore!, 0)) || 100);
  const base = syncType.replace(/-percent$/, '');
  const columns: SyncColumn[] =
    base === 'total'
      ? [{ key: 'total', label: percent ? 'Course total (%)' : 'Course total', scoreMaximum: maxOf(activities) }]
      : base === 'chapter'
        ? allColumns.lessons.map((lesson, index) => ({ key: `chapter:${lesson.id}`, label: `${lesson.title || `Chapter ${index + 1}`}${percent ? ' (%)' : ''}`, scoreMaximum: maxOf(activities.filter((a) => a.lessonId === lesson.id)) }))
        : allColumns.groups.map((group) => ({ key: `roll-up:${group.id}`, label: `${group.title}${percent ? ' (%)' : ''}`, scoreMaximum: maxOf(activities.filter((a) => a.rollupId === group.id)) }));
  if (!userIds.length) return { columns, scores: [] };
  const [roster, ledgers] = await Promise.all([records.students(courseId, { userIds, count: false }), readStudentLedgers(records, courseId, userIds)]);
  const now = clock.now();
  const scores: ColumnScore[] = [];
  for (const student of roster.students) {
    const ledger = ledgers.get(student.id);
    if (!ledger) continue;
    const row = computeStudentRow({
      activities,
      cells: activities.map((activity) => cellInput(activity, ledger)),
      groups: allColumns.groups,
      settings: course.settings,
      finalOverride: ledger.finalOverride,
      now,
      viewer: 'student',
    });
    const name = `${student.firstname} ${student.lastname}`.trim();
    const push = (key: string, score: number | null, max: number | null, pending: boolean) => {
      if (score === null || max === null || max <= 0) return;
      scores.push({ key, userId: student.id, name, score: round2(percent ? (score / max) * 100 : score), scoreMaximum: percent ? 100 : round2(max), progress: pending ? 'PendingManual' : 'FullyGraded' });
    };
    const pendingIn = (keep: (activity: GradebookActivity) => boolean) => row.cells.some((cell, index) => keep(activities[index]!) && cell.states.includes('needs_grading'));
    if (base === 'total') {
      if (percent && row.totals.percent !== null) {
        if (row.totals.percent !== null) scores.push({ key: 'total', userId: student.id, name, score: round2(row.totals.percent), scoreMaximum: 100, progress: pendingIn(() => true) ? 'PendingManual' : 'FullyGraded' });
      } else push('total', row.totals.score, row.totals.maxScore, pendingIn(() => true));
    } else if (base === 'chapter') {
      for (const lesson of allColumns.lessons) {
        const part = partScore(row.cells.filter((_cell, index) => activities[index]!.lessonId === lesson.id));
        if (part) push(`chapter:${lesson.id}`, part.score, part.max, part.pending);
      }
    } else {
      row.totals.groups.forEach((group) => push(`roll-up:${group.id}`, group.scoreToDate, group.scoreToDateObtained, pendingIn((activity) => activity.rollupId === group.id)));
    }
  }
  return { columns, scores };
}
