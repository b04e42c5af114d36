import type { LiveRow } from '../../src/calls/reportCalls.ts';

/** A row of a student who has not started. */
export function row(userId: string, name: string, surname: string, overrides: Partial<LiveRow> = {}): LiveRow {
  return {
    user_id: userId,
    name,
    surname,
    state: 'not_started',
    attempt_number: null,
    answered: 0,
    started_at: null,
    saved_at: null,
    deadline: null,
    submitted_at: null,
    score: null,
    max_score: null,
    ...overrides,
  };
}
