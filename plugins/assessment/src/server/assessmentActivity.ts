import type { ActivitySchedule, ScoreVisibility } from '@lms/sdk';
import type { AssessmentConfig } from '../schemas/assessmentConfig.ts';

/** What the grade ledger keeps of an assessment's dates, limits, late policy and whether it counts (practice does not). */
export function assessmentSchedule(config: AssessmentConfig): ActivitySchedule {
  return {
    open_date: config.open_date,
    due_date: config.due_date,
    close_date: config.close_date,
    time_limit: config.time_limit,
    submission_attempts: config.submission_attempts,
    policy: config.policy && { penalty: config.policy.penalty, per: config.policy.per, max: config.policy.max },
    graded: config.graded,
  };
}

/**
 * When a student sees their score (part 2 §4 show_score): 2 shows it at
 * once, 0 never, 1 (the default) with their responses.
 */
export function assessmentScoreVisibility(config: AssessmentConfig): ScoreVisibility {
  if (config.show_score === 2) return 'immediately';
  if (config.show_score === 0) return 'never';
  return config.show_responses;
}
