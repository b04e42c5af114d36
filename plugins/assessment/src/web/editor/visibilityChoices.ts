import type { AssessmentConfig, CorrectAnswersVisibility, Visibility } from '../../schemas/assessmentConfig.ts';

/** The spec's moments (part 2 §4) as an author reads them. */
export const VISIBILITY_LABELS: Record<CorrectAnswersVisibility, string> = {
  never: 'Never',
  immediately: 'Immediately',
  after_due_date: 'After the due date',
  after_close_date: 'After the close date',
  after_max_attempts: 'After the last attempt',
  after_due_date_or_max_attempts: 'After the due date or the last attempt, whichever comes first',
  after_close_date_or_max_attempts: 'After the close date or the last attempt, whichever comes first',
};

/** The moments the check answer button can take once it is on. */
export const CHECK_MOMENTS = ['immediately', 'after_due_date', 'after_close_date', 'after_max_attempts'] as const satisfies readonly Visibility[];

type VisibilityFields = Pick<AssessmentConfig, 'inline_check' | 'show_responses' | 'show_correct_answers'>;

/** Part 2 §4: "Correct answers are forced to never when both inline check and responses are never". */
export const correctAnswersForcedNever = (config: VisibilityFields) => config.inline_check === 'never' && config.show_responses === 'never';

/**
 * The visibility settings after a change to one of them, with the forced
 * never applied (the server normalises the same way on save).
 */
export function withVisibility<C extends VisibilityFields>(config: C, change: Partial<VisibilityFields>): C {
  const next = { ...config, ...change };
  return correctAnswersForcedNever(next) ? { ...next, show_correct_answers: 'never' } : next;
}
