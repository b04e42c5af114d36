import { describe, expect, it } from 'vitest';
import { readAttemptSubmission, type AttemptSubmission } from '../src/scoring/attemptSubmission.ts';
import { DAY } from '@lms/sdk/rules';
import { scoreAttempt, type AttemptContext } from '../src/scoring/scoreAttempt.ts';
import { SAMPLE_DEFINITIONS } from './itemSamples.ts';

const attempt = (overrides: Partial<AttemptSubmission> = {}): AttemptSubmission => ({
  session_id: 's1',
  submitted_at: '2030-03-01T12:00:00.000Z',
  items: [
    { id: 'q1', points: 2, ...SAMPLE_DEFINITIONS.single_choice },
    { id: 'q2', points: 4, ...SAMPLE_DEFINITIONS.fill_blanks },
    { id: 'q3', points: 5, ...SAMPLE_DEFINITIONS.longtext },
  ] as AttemptSubmission['items'],
  responses: { q1: 'b', q2: { temp: '100', cold: '1' }, q3: 'My essay' },
  ...overrides,
});

const onTime: AttemptContext = { accentScoring: 1, dueDate: null, policy: null };

describe('scoreAttempt', () => {
  it('sums the items, waiting for a person while an answered manual item is not scored', () => {
    const result = scoreAttempt(attempt(), onTime);
    expect(result).toMatchObject({ score: 4, rawScore: 4, maxScore: 11, needsManualGrading: true, late: null });
    expect(result.items.map((item) => [item.id, item.score, item.correct, item.by_person])).toEqual([
      ['q1', 2, true, false],
      ['q2', 2, false, false],
      ['q3', 0, null, false],
    ]);
  });

  it("keeps a person's scores, on manual and automatic items alike", () => {
    const result = scoreAttempt(attempt({ manual_scores: { q3: 5, q2: 3 } }), onTime);
    expect(result).toMatchObject({ score: 10, maxScore: 11, needsManualGrading: false });
    expect(result.items[2]).toMatchObject({ score: 5, correct: true, by_person: true });
    expect(result.items[1]).toMatchObject({ score: 3, correct: false, by_person: true });
  });

  it('does not wait for a person when the manual item was left empty', () => {
    expect(scoreAttempt(attempt({ responses: { q1: 'b' } }), onTime)).toMatchObject({ score: 2, needsManualGrading: false });
  });

  it('takes the late penalty from the sum when late with a policy', () => {
    const context: AttemptContext = { accentScoring: 1, dueDate: new Date('2030-02-27T12:00:00Z'), policy: { penalty: 10, per: DAY, max: 50 } };
    const result = scoreAttempt(attempt({ manual_scores: { q3: 5 } }), context);
    expect(result.rawScore).toBe(9);
    expect(result.late).toEqual({ seconds: 2 * DAY, percent: 20 });
    expect(result.score).toBeCloseTo(7.2, 10);
  });

  it('reports lateness without deducting anything when there is no policy', () => {
    const result = scoreAttempt(attempt(), { ...onTime, dueDate: new Date('2030-03-01T11:00:00Z') });
    expect(result).toMatchObject({ score: 4, late: { seconds: 3600, percent: 0 } });
  });

  it('deducts nothing on time, even with a policy', () => {
    const result = scoreAttempt(attempt(), { accentScoring: 1, dueDate: new Date('2030-03-01T12:00:00Z'), policy: { penalty: 10, per: DAY, max: 100 } });
    expect(result).toMatchObject({ score: 4, late: null });
  });

  it('applies the accent scoring it is given', () => {
    const accented = attempt({
      items: [{ id: 'q', points: 2, type: 'short_text', content: { answers: ['Müller'], case_sensitive: false } }],
      responses: { q: 'muller' },
    });
    expect(scoreAttempt(accented, { ...onTime, accentScoring: 0.5 }).score).toBe(1);
    expect(scoreAttempt(accented, { ...onTime, accentScoring: 0 }).score).toBe(2);
  });
});

describe('readAttemptSubmission', () => {
  it('reads a well-formed submission, keeping what it says of due date and policy', () => {
    const stored = JSON.parse(JSON.stringify(attempt({ due_date: null, policy: { penalty: 5, per: DAY, max: 100 }, manual_scores: { q3: 1.5 } })));
    expect(readAttemptSubmission(stored)).toEqual(stored);
    expect('due_date' in readAttemptSubmission(JSON.parse(JSON.stringify(attempt())))).toBe(false);
  });

  it.each([
    ['not an object', null],
    ['session_id is missing', { ...attempt(), session_id: 3 }],
    ['submitted_at is not a date', { ...attempt(), submitted_at: 'yesterday' }],
    ['due_date is not a date', { ...attempt(), due_date: 'soon' }],
    ['items is not a list', { ...attempt(), items: {} }],
    ['items/0/type is not a Question type', { ...attempt(), items: [{ id: 'x', type: 'essay', points: 1, content: {} }] }],
    ['items/0/points is not a number of 0 or more', { ...attempt(), items: [{ id: 'x', type: 'longtext', points: -1, content: {} }] }],
    ['items/0/content is not an object', { ...attempt(), items: [{ id: 'x', type: 'longtext', points: 1 }] }],
    ['an item is there twice', { ...attempt(), items: [...attempt().items, attempt().items[0]] }],
    ['responses is not an object', { ...attempt(), responses: [] }],
    ['policy needs penalty, per and max', { ...attempt(), policy: { penalty: 5 } }],
    ['manual_scores/q9 names no item of the attempt', { ...attempt(), manual_scores: { q9: 1 } }],
    ['manual_scores/q3 is not a number from 0 to 5', { ...attempt(), manual_scores: { q3: 6 } }],
    ['manual_scores/q3 is not a number from 0 to 5', { ...attempt(), manual_scores: { q3: '5' } }],
  ])('refuses a submission where %s', (message, value) => {
    expect(() => readAttemptSubmission(value)).toThrow(`Invalid assessment submission: ${message}`);
  });
});
