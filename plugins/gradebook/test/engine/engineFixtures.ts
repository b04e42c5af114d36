import type { StudentRowInput } from '@lms/sdk/gradebook';
import type {
  CellInput,
  CourseGradeSettings,
  GradebookActivity,
  GradebookAttempt,
  GradeEntry,
  RollupGroup,
  ScheduleOverride,
} from '@lms/sdk/gradebook';

/** The clock of every engine test: the activities' dates sit around it. */
export const NOW = new Date('2026-06-15T12:00:00Z');
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** A date `days` from NOW (negative: before). */
export function daysFromNow(days: number): Date {
  return new Date(NOW.getTime() + days * DAY_MS);
}

export function activity(fields: Partial<GradebookActivity> = {}): GradebookActivity {
  return {
    id: 'a1',
    componentId: 'c1',
    type: 'assessment',
    title: 'Quiz 1',
    maxScore: 10,
    lessonId: null,
    lessonTitle: null,
    position: 0,
    rollupId: null,
    graded: true,
    show: true,
    manualGrading: false,
    openDate: null,
    dueDate: null,
    closeDate: null,
    suppressUntilAvailable: false,
    submissionAttempts: 0,
    timeLimit: null,
    policy: null,
    scoreVisibility: 'immediately',
    scoringMethod: 'highest',
    ...fields,
  };
}

export function attempt(score: number | null, fields: Partial<GradebookAttempt> = {}): GradebookAttempt {
  return {
    id: `s${score ?? 'x'}`,
    status: 'graded',
    score,
    maxScore: 10,
    submittedAt: daysFromNow(-5),
    gradedAt: daysFromNow(-5),
    late: null,
    lateDecision: null,
    ...fields,
  };
}

export function entry(fields: Partial<GradeEntry>): GradeEntry {
  return { grade: null, excused: false, updatedBy: 'teacher', updatedAt: daysFromNow(-1), ...fields };
}

export function scheduleOverride(fields: Partial<ScheduleOverride>): ScheduleOverride {
  return { openDate: null, dueDate: null, closeDate: null, submissionAttempts: null, policy: null, ...fields };
}

export function cell(activityFields: Partial<GradebookActivity>, attempts: GradebookAttempt[] = [], more: Partial<CellInput> = {}): CellInput {
  return { activity: activity(activityFields), attempts, override: null, entry: null, ...more };
}

export function group(id: string, fields: Partial<RollupGroup> = {}): RollupGroup {
  return { id, title: `Group ${id}`, color: '#3b82f6', weight: null, dropLowest: 0, position: 0, ...fields };
}

export const SETTINGS: CourseGradeSettings = { scoreCutOff: 60, noTotalColumn: false, blockTotalScores: false, suppressPractice: false };

/** A row from cells (their activities in order); ids a1, a2, ... unless given. */
export function row(cells: CellInput[], fields: Partial<StudentRowInput> = {}): StudentRowInput {
  const numbered = cells.map((input, i) => ({ ...input, activity: { ...input.activity, id: `a${i + 1}`, title: `Activity ${i + 1}` } }));
  return {
    activities: numbered.map((input) => input.activity),
    cells: numbered,
    groups: [],
    settings: SETTINGS,
    finalOverride: null,
    now: NOW,
    viewer: 'staff',
    ...fields,
  };
}

/** A score attempt `n` points out of `max`, graded. */
export function scored(score: number, max = 10): CellInput {
  return cell({ maxScore: max }, [attempt(score, { maxScore: max })]);
}
