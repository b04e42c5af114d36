import { Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEDULER_PARAMETERS, endOfDay, intervalDays, RATING_OF_ANSWER, scheduleAnswer } from '../src/rules/reviewScheduler.ts';

const NOW = new Date('2030-01-01T10:00:00.000Z');
const DAY = 86_400_000;

describe('FSRS scheduling of flashcard answers', () => {
  it('maps know to Good and dontKnow to Again', () => {
    expect(RATING_OF_ANSWER).toEqual({ know: Rating.Good, dontKnow: Rating.Again });
  });

  it('moves due dates as expected with a fixed clock', () => {
    const known = scheduleAnswer(null, 'know', NOW, DEFAULT_SCHEDULER_PARAMETERS);
    expect(known.due.toISOString()).toBe('2030-01-04T10:00:00.000Z');
    expect(intervalDays(known)).toBe(3);
    const knownAgain = scheduleAnswer(known, 'know', known.due, DEFAULT_SCHEDULER_PARAMETERS);
    expect(intervalDays(knownAgain)).toBe(14);
    const lapsed = scheduleAnswer(knownAgain, 'dontKnow', knownAgain.due, DEFAULT_SCHEDULER_PARAMETERS);
    expect(lapsed).toMatchObject({ lapses: 1, reps: 3 });
    expect(intervalDays(lapsed)).toBeLessThan(intervalDays(knownAgain));
    const forgotten = scheduleAnswer(null, 'dontKnow', NOW, DEFAULT_SCHEDULER_PARAMETERS);
    expect(forgotten.due.getTime() - NOW.getTime()).toBe(DAY);
  });

  it('follows the course parameters: a maximum interval and a higher retention', () => {
    const known = scheduleAnswer(null, 'know', NOW, DEFAULT_SCHEDULER_PARAMETERS);
    expect(intervalDays(scheduleAnswer(known, 'know', known.due, { request_retention: 0.9, maximum_interval: 10 }))).toBe(10);
    const late = scheduleAnswer(known, 'know', new Date(known.due.getTime() + DAY), { request_retention: 0.9, maximum_interval: 10 });
    expect(intervalDays(late)).toBe(10);
    expect(late.scheduled_days).toBe(10);
    const strict = scheduleAnswer(known, 'know', known.due, { request_retention: 0.97, maximum_interval: 36500 });
    expect(intervalDays(strict)).toBeLessThan(14);
  });

  it('counts a card due before the end of the UTC day as due today', () => {
    expect(endOfDay(NOW).toISOString()).toBe('2030-01-02T00:00:00.000Z');
  });
});
