import { createEmptyCard, fsrs, Rating, State, type Card, type Grade } from 'ts-fsrs';
import type { Answer } from './deckMachine.ts';
import type { SchedulerParameters } from './schedulerBounds.ts';

export { DEFAULT_SCHEDULER_PARAMETERS, MAXIMUM_INTERVAL_RANGE, RETENTION_RANGE, type SchedulerParameters } from './schedulerBounds.ts';

/**
 * Spaced repetition (issue 20): the deck's two answers as FSRS ratings. "Know"
 * is a successful recall at normal effort (Good); "don't know" is a lapse (Again).
 * The deck has no Hard or Easy button, so FSRS never sees those ratings.
 */
export const RATING_OF_ANSWER: Readonly<Record<Answer, Grade>> = { know: Rating.Good, dontKnow: Rating.Again };

/** The FSRS memory state of one card for one student, as it is stored. */
export interface ReviewState {
  due: Date;
  stability: number;
  difficulty: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: State;
  last_review: Date | null;
}

const DAY_MS = 86_400_000;

/**
 * Schedules one answer. Short-term learning steps are off: a deck is studied in
 * sessions, not drilled minute by minute, so every answer schedules whole days.
 * Fuzz is off so a date is the same on every node and in tests.
 */
export function scheduleAnswer(previous: ReviewState | null, answer: Answer, now: Date, parameters: SchedulerParameters): ReviewState {
  const scheduler = fsrs({ ...parameters, enable_fuzz: false, enable_short_term: false });
  const card: Card = previous ? { ...previous, elapsed_days: 0, last_review: previous.last_review ?? undefined } : createEmptyCard(now);
  const next = scheduler.next(card, now, RATING_OF_ANSWER[answer]).card;
  // ts-fsrs keeps Good a day beyond Hard, which can pass the maximum on a late review: the course's maximum is a hard cap.
  const capped = next.scheduled_days > parameters.maximum_interval;
  const scheduledDays = capped ? parameters.maximum_interval : next.scheduled_days;
  return {
    due: capped ? new Date(now.getTime() + scheduledDays * DAY_MS) : next.due,
    stability: next.stability,
    difficulty: next.difficulty,
    scheduled_days: scheduledDays,
    learning_steps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    last_review: next.last_review ?? now,
  };
}

/** Whole days between the review and the next due date (what the student sees as the interval). */
export function intervalDays(state: Pick<ReviewState, 'due' | 'last_review'>): number {
  if (!state.last_review) return 0;
  return Math.max(0, Math.round((state.due.getTime() - state.last_review.getTime()) / DAY_MS));
}

/** The end of the clock's day (UTC): a card due before it is due today. */
export function endOfDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

export const STATE_NAMES: Readonly<Record<State, string>> = { [State.New]: 'new', [State.Learning]: 'learning', [State.Review]: 'review', [State.Relearning]: 'relearning' };
