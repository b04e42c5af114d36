import type { AssessmentConfig, CorrectAnswersVisibility } from '../../schemas/assessmentConfig.ts';

/** What the moment is, for the visibility settings. */
export interface ReviewMoment {
  now: Date;
  /** The student has used every attempt the assessment allows (never with unlimited attempts). */
  attemptsExhausted: boolean;
  /** Professors see everything (part 2 §4 "Instructors always see them"). */
  professor: boolean;
}

export interface ReviewVisibility {
  score: boolean;
  responses: boolean;
  correct_answers: boolean;
}

const reached = (iso: string | null, now: Date) => iso !== null && now >= new Date(iso);

/** Whether a visibility setting (part 2 §4) lets the student see now. */
export function visibleNow(setting: CorrectAnswersVisibility, config: Pick<AssessmentConfig, 'due_date' | 'close_date'>, moment: ReviewMoment): boolean {
  switch (setting) {
    case 'never':
      return false;
    case 'immediately':
      return true;
    case 'after_due_date':
      return reached(config.due_date, moment.now);
    case 'after_close_date':
      return reached(config.close_date, moment.now);
    case 'after_max_attempts':
      return moment.attemptsExhausted;
    case 'after_due_date_or_max_attempts':
      return reached(config.due_date, moment.now) || moment.attemptsExhausted;
    case 'after_close_date_or_max_attempts':
      return reached(config.close_date, moment.now) || moment.attemptsExhausted;
  }
}

/**
 * What a submitted attempt's review shows now. show_score: 0 hidden, 2
 * immediate, 1 default, read as "with the responses" (the score comes with the
 * review). Correct answers follow their own setting (save normalises it to
 * never when inline check and responses are both never).
 */
export function reviewVisibility(config: AssessmentConfig, moment: ReviewMoment): ReviewVisibility {
  if (moment.professor) return { score: true, responses: true, correct_answers: true };
  const responses = visibleNow(config.show_responses, config, moment);
  const score = config.show_score === 2 || (config.show_score === 1 && responses);
  return { score, responses, correct_answers: visibleNow(config.show_correct_answers, config, moment) };
}
