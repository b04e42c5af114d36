import { isDeepStrictEqual } from 'node:util';
import { coreServices } from '@lms/sdk';
import type { Kernel } from '@lms/core';
import type { Quiz } from '../assessment-start-storm/createQuiz.ts';
import type { AutosaveResult } from './autosavers.ts';
import type { SubmitResult } from './submitters.ts';

interface AttemptRow {
  user_id: string;
  state: string;
  responses: Record<string, unknown>;
  ledger_attempt_id: string | null;
}

/**
 * After the storm, read from the database (not through the server): every
 * submitter has one attempt in the grade ledger, graded, with the score its
 * answers are worth, and its assessment attempt points at it; every saver's
 * running attempt holds exactly what its answered saves said.
 */
export async function verifyStorm(inspector: Kernel, courseId: string, quiz: Quiz, saves: AutosaveResult, submits: SubmitResult): Promise<string[]> {
  const failures: string[] = [];
  const rows: AttemptRow[] = await inspector.knex('assessment_attempts').where({ component_id: quiz.componentId }).select('user_id', 'state', 'responses', 'ledger_attempt_id');
  const attempts = new Map(rows.map((row) => [row.user_id, row]));

  const ledger = inspector.resolveFor('assessment', coreServices.grading);
  const activityId = await ledger.activityOf(courseId, quiz.componentId);
  if (activityId === null) return ['the assessment has no activity in the grade ledger'];
  for (const [userId, score] of submits.expected) {
    const recorded = await ledger.attempts(activityId, userId);
    const attempt = attempts.get(userId);
    if (recorded.length !== 1) failures.push(`${userId} has ${recorded.length} attempts in the grade ledger`);
    else if (recorded[0]!.status !== 'graded' || Number(recorded[0]!.score) !== score) failures.push(`${userId}'s ledger attempt is ${recorded[0]!.status} with ${recorded[0]!.score}, expected graded with ${score}`);
    else if (attempt?.state !== 'submitted' || attempt.ledger_attempt_id !== recorded[0]!.id) failures.push(`${userId}'s attempt is ${attempt?.state} and points at ledger attempt ${attempt?.ledger_attempt_id}`);
  }
  for (const [userId, saved] of saves.saved) {
    const attempt = attempts.get(userId);
    if (attempt?.state !== 'in_progress') failures.push(`${userId}'s attempt is ${attempt?.state}, expected in progress`);
    else if (!isDeepStrictEqual(attempt.responses, saved)) failures.push(`${userId}'s attempt holds ${JSON.stringify(attempt.responses)}, its saves said ${JSON.stringify(saved)}`);
  }
  return failures;
}
