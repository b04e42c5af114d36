import type { GradingQueueEntry } from '../../calls/speedGradingCalls.ts';

/** Where a student sits in the grader's list (by name, as the server orders it), and who comes before and after. */
export interface QueuePlace {
  index: number;
  previous: GradingQueueEntry | undefined;
  next: GradingQueueEntry | undefined;
}

export function queuePlace(entries: readonly GradingQueueEntry[], studentId: string): QueuePlace | undefined {
  const index = entries.findIndex((entry) => entry.student_id === studentId);
  if (index < 0) return undefined;
  return { index, previous: entries[index - 1], next: entries[index + 1] };
}

/**
 * Part 2 §4 "After saving, moves to the next ungraded student": the first
 * ungraded student after `studentId` in the list, wrapping round to the top;
 * never the student just saved. Undefined when every other one is graded.
 */
export function nextUngraded(entries: readonly GradingQueueEntry[], studentId: string): GradingQueueEntry | undefined {
  const start = entries.findIndex((entry) => entry.student_id === studentId);
  for (let step = 1; step <= entries.length; step += 1) {
    const entry = entries[(start + step) % entries.length];
    if (entry && !entry.graded && entry.student_id !== studentId) return entry;
  }
  return undefined;
}

/** Whom the grader starts with when the address names nobody: the first ungraded student, else the first. */
export function firstToGrade(entries: readonly GradingQueueEntry[]): GradingQueueEntry | undefined {
  return entries.find((entry) => !entry.graded) ?? entries[0];
}
