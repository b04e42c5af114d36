import type { ActivityRecord } from '@lms/sdk';
import type { GradebookActivity, ScoreVisibility, ScoringMethod } from '../../engine/types.ts';

/** Part 3 §9: a custom column's max score when the instructor gives none. */
export const DEFAULT_CUSTOM_MAX_SCORE = 999;

const SCORE_VISIBILITIES: readonly ScoreVisibility[] = [
  'immediately',
  'never',
  'after_due_date',
  'after_close_date',
  'after_max_attempts',
  'after_due_date_or_max_attempts',
  'after_close_date_or_max_attempts',
];
const SCORING_METHODS: readonly ScoringMethod[] = ['highest', 'latest', 'first', 'average'];

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

/** The engine's activity from core's record; `position` is its place in the course's reading order. */
export function gradebookActivity(record: ActivityRecord, position: number): GradebookActivity {
  const custom = record.componentId === null;
  return {
    id: record.id,
    componentId: record.componentId,
    type: record.type,
    title: record.title || record.componentTitle || record.type,
    maxScore: record.maxScore ?? (custom ? DEFAULT_CUSTOM_MAX_SCORE : null),
    lessonId: record.lessonId,
    lessonTitle: record.lessonTitle,
    position,
    rollupId: record.rollupId,
    graded: record.graded,
    show: record.show,
    manualGrading: record.manualGrading,
    openDate: record.openDate,
    dueDate: record.dueDate,
    closeDate: record.closeDate,
    suppressUntilAvailable: record.suppressUntilAvailable,
    submissionAttempts: record.submissionAttempts,
    timeLimit: record.timeLimit,
    policy: record.policy,
    scoreVisibility: oneOf(SCORE_VISIBILITIES, record.settings.score_visibility, 'immediately'),
    scoringMethod: oneOf(SCORING_METHODS, record.settings.scoring_method, 'highest'),
  };
}
