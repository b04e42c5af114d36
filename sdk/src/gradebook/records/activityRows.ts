import { SCORE_VISIBILITIES, SCORING_METHODS, type ActivityRecord } from '@lms/contract';
import type { GradebookActivity } from '../index.ts';

import { DEFAULT_CUSTOM_MAX_SCORE } from '../constants.ts';

export { DEFAULT_CUSTOM_MAX_SCORE };

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
