import { ApiError } from '@lms/sdk/web';
import { parseNumber } from '../../scoring/parseNumber.ts';
import { GRADING_MESSAGES } from './gradingMessages.ts';
import type { RegradeResponse, RegradeSession, RegradeUpdateAnswer, SessionScores } from '../../calls/gradingCalls.ts';

/** One score input: a response of a session. */
export interface ScoreSlot {
  session: Pick<RegradeSession, 'user_id' | 'activity_id' | 'session_id'>;
  response: RegradeResponse;
}

/** The typed scores, by `scoreKey`. */
export type ScoreDrafts = Readonly<Record<string, string>>;

export const scoreKey = (sessionId: string, itemId: string) => `${sessionId}:${itemId}`;

/** What an input shows at first: the person's score when there is one; empty keeps the computed score. */
export const initialDraft = (response: RegradeResponse) => (response.person_scored && response.score !== null ? String(response.score) : '');

/** Part 2 §9 "Score precision 2 decimals". */
const twoDecimals = (value: number) => Math.round(value * 100) / 100;

export type ScoreReading = { ok: true; sessions: SessionScores[] } | { ok: false; message: string };

/**
 * Part 2 §8 "Regrade": every typed score is a number from 0 to its item's
 * points (a decimal comma is read too), else nothing is sent and the spec's
 * message says why; empty inputs are skipped. Answers the regrade/update
 * sessions, each with its scored responses (none when nothing was typed).
 */
export function readScoreDrafts(slots: readonly ScoreSlot[], drafts: ScoreDrafts): ScoreReading {
  const sessions = new Map<string, SessionScores>();
  for (const { session, response } of slots) {
    const typed = (drafts[scoreKey(session.session_id, response.response_id)] ?? '').trim();
    if (typed === '') continue;
    const score = parseNumber(typed);
    if (score === null || score < 0 || score > response.max_score) return { ok: false, message: GRADING_MESSAGES.scoreRange };
    // No activity in the grade ledger: nothing of the session can be scored (the server's answer, said here).
    if (session.activity_id === null) return { ok: false, message: GRADING_MESSAGES.noAnswers };
    const scores: SessionScores = sessions.get(session.session_id) ?? { user_id: session.user_id, activity_id: session.activity_id, session_id: session.session_id, responses: [] };
    scores.responses.push({ response_id: response.response_id, attempted: response.attempted, score: twoDecimals(score), max_score: response.max_score });
    sessions.set(session.session_id, scores);
  }
  return { ok: true, sessions: [...sessions.values()] };
}

/** Part 2 §8: what a saved regrade says. */
export function savedScoresMessage(answer: RegradeUpdateAnswer): string {
  if (answer.changed === 0) return GRADING_MESSAGES.noScoreChanged;
  return answer.jobs.length > 0 ? GRADING_MESSAGES.scoresCapturedSlow : GRADING_MESSAGES.scoresCaptured;
}

/** Part 2 §8: a refused regrade. The range and 'No answers found' messages stand alone; anything else is 'Failed to save scores. {server text}'. */
export function failedScoresMessage(error: unknown): string {
  const text = error instanceof ApiError ? error.message : String(error);
  return text === GRADING_MESSAGES.scoreRange || text === GRADING_MESSAGES.noAnswers ? text : GRADING_MESSAGES.saveFailed(text);
}
