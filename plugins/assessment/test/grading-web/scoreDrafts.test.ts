import { describe, expect, it } from 'vitest';
import { ApiError } from '@lms/sdk/web';
import { GRADING_MESSAGES } from '../../src/web/grading/gradingMessages.ts';
import type { RegradeResponse } from '../../src/calls/gradingCalls.ts';
import { failedScoresMessage, initialDraft, readScoreDrafts, savedScoresMessage, scoreKey, type ScoreSlot } from '../../src/web/grading/scoreDrafts.ts';

const ESSAY = 'e'.repeat(24);
const CHOICE = 'c'.repeat(24);

const response = (overrides: Partial<RegradeResponse> = {}): RegradeResponse => ({
  response_id: ESSAY,
  question_type: 'longtext',
  attempted: true,
  response: 'An essay',
  score: 0,
  max_score: 4,
  manual: true,
  person_scored: false,
  ...overrides,
});

const session = (id: string) => ({ user_id: `user-${id}`, activity_id: 'activity-1', session_id: id });

const SLOTS: ScoreSlot[] = [
  { session: session('s1'), response: response() },
  { session: session('s1'), response: response({ response_id: CHOICE, question_type: 'single_choice', response: 'b', score: 1, max_score: 1, manual: false }) },
  { session: session('s2'), response: response({ attempted: false, response: undefined }) },
];

describe('readScoreDrafts (part 2 §8 "Regrade")', () => {
  it('sends the typed scores by session, rounded to 2 decimals, with the item maximum and attempted flag, skipping empty inputs', () => {
    const reading = readScoreDrafts(SLOTS, { [scoreKey('s1', ESSAY)]: ' 2,5 ', [scoreKey('s1', CHOICE)]: '', [scoreKey('s2', ESSAY)]: '3.456' });
    expect(reading).toEqual({
      ok: true,
      sessions: [
        { user_id: 'user-s1', activity_id: 'activity-1', session_id: 's1', responses: [{ response_id: ESSAY, attempted: true, score: 2.5, max_score: 4 }] },
        { user_id: 'user-s2', activity_id: 'activity-1', session_id: 's2', responses: [{ response_id: ESSAY, attempted: false, score: 3.46, max_score: 4 }] },
      ],
    });
  });

  it('answers no session when nothing was typed', () => {
    expect(readScoreDrafts(SLOTS, { [scoreKey('s1', ESSAY)]: '  ' })).toEqual({ ok: true, sessions: [] });
  });

  it.each(['4.01', '-1', 'ten', '1,000.5', 'Infinity'])('refuses %s with the spec message and sends nothing', (typed) => {
    expect(readScoreDrafts(SLOTS, { [scoreKey('s1', CHOICE)]: '1', [scoreKey('s1', ESSAY)]: typed })).toEqual({ ok: false, message: GRADING_MESSAGES.scoreRange });
  });

  it('accepts the bounds 0 and the points', () => {
    const reading = readScoreDrafts(SLOTS, { [scoreKey('s1', ESSAY)]: '4', [scoreKey('s1', CHOICE)]: '0' });
    expect(reading.ok && reading.sessions[0]!.responses.map((change) => change.score)).toEqual([4, 0]);
  });

  it("starts an input with the person's score, empty while the score is the computed one", () => {
    expect(initialDraft(response({ person_scored: true, score: 3.5 }))).toBe('3.5');
    expect(initialDraft(response({ person_scored: false, score: 1 }))).toBe('');
  });
});

describe('the messages of a saved or refused regrade', () => {
  const answer = { user_ids: ['u'], component_ids: ['c'], jobs: [] as unknown[], changed: 1 };

  it("says 'No score changed' when the server changed nothing, and which 'Scores captured' otherwise", () => {
    expect(savedScoresMessage({ ...answer, changed: 0 })).toBe('No score changed');
    expect(savedScoresMessage(answer)).toBe('Scores captured. Click Reload in the gradebook to see them.');
    expect(savedScoresMessage({ ...answer, jobs: [{ reference: 'j1' }] })).toBe(
      'Scores captured. It is taking a little longer for the gradebook to update but we have the data. No need to wait on this screen.',
    );
  });

  it("keeps the range and 'No answers found' messages as they are and prefixes any other server text", () => {
    expect(failedScoresMessage(new ApiError(422, 'validation', GRADING_MESSAGES.scoreRange))).toBe(GRADING_MESSAGES.scoreRange);
    expect(failedScoresMessage(new ApiError(404, 'not-found', 'No answers found'))).toBe('No answers found');
    expect(failedScoresMessage(new ApiError(403, 'access-denied', 'Only professors may do this.'))).toBe('Failed to save scores. Only professors may do this.');
  });
});
