import type { Person } from '@lms/sdk';
import type { AssessmentConfig } from '../../schemas/assessmentConfig.ts';
import type { LiveRow } from '../../calls/reportCalls.ts';
import type { LiveAttemptRow } from './ReportAttempts.ts';

const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());
const amount = (value: number | string | null) => (value === null ? null : Number(value));

/** A student's live-view row from their latest attempt, or "not started" without one. */
export function liveRow(student: Pick<Person, 'id' | 'firstname' | 'lastname'>, attempt: LiveAttemptRow | undefined): LiveRow {
  const submitted = attempt?.state === 'submitted';
  return {
    user_id: student.id,
    name: student.firstname,
    surname: student.lastname,
    state: attempt ? attempt.state : 'not_started',
    attempt_number: attempt?.number ?? null,
    answered: attempt ? Number(attempt.answered) : 0,
    started_at: iso(attempt?.started_at ?? null),
    saved_at: iso(attempt?.saved_at ?? null),
    deadline: iso(attempt?.deadline ?? null),
    submitted_at: iso(attempt?.submitted_at ?? null),
    score: submitted ? amount(attempt.score) : null,
    max_score: submitted ? amount(attempt.max_score) : null,
  };
}

/** Questions an attempt delivers: `pickx` of them when set, else all. */
export function deliveredCount(config: AssessmentConfig): number {
  return config.pickx > 0 ? Math.min(config.pickx, config.items.length) : config.items.length;
}
