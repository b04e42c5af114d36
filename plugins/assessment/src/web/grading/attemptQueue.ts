import type { GradingAttempt } from '../../calls/gradingCalls.ts';

/** The queue's filter: attempts with an answer waiting for a person's score, or every submitted attempt. */
export type QueueFilter = 'needs_grading' | 'all';

export const QUEUE_FILTERS: { filter: QueueFilter; label: string }[] = [
  { filter: 'needs_grading', label: 'Waiting for a person' },
  { filter: 'all', label: 'All' },
];

/** The attempts a filter shows: those waiting for a person first, each group newest first (as the server lists them). */
export function attemptQueue(attempts: readonly GradingAttempt[], filter: QueueFilter): GradingAttempt[] {
  const waiting = attempts.filter((attempt) => attempt.status === 'needs_grading');
  return filter === 'needs_grading' ? waiting : [...waiting, ...attempts.filter((attempt) => attempt.status !== 'needs_grading')];
}

export const personName = (person: { name: string; surname: string }) => `${person.name} ${person.surname}`.trim();
