import { describe, expect, it } from 'vitest';
import { draftFromGrade, draftProblem, sameDraft, saveBody } from '../../src/web/speedGrading/gradeDraft.ts';
import { firstToGrade, nextUngraded, queuePlace } from '../../src/web/speedGrading/gradingQueueOrder.ts';
import { normalisedScoreText, rubricTotal, scoreAfterPolicy, scoreFromText } from '../../src/web/speedGrading/scoreEntry.ts';
import { grade } from '../projectWebFixture.tsx';
import { ADA, BOB, COMPONENT, COURSE, CY, entry, queue, RUBRIC, submission } from './speedGradingFixture.tsx';

describe('the order of the grading queue', () => {
  const entries = [entry(ADA), entry(BOB, true), entry(CY)];

  it('moves to the next ungraded student after a save, wrapping round, never the one just saved', () => {
    expect(nextUngraded(entries, ADA)?.student_id).toBe(CY);
    expect(nextUngraded(entries, CY)?.student_id).toBe(ADA);
    expect(nextUngraded(entries, BOB)?.student_id).toBe(CY);
    expect(nextUngraded([entry(ADA), entry(BOB, true)], ADA)).toBeUndefined();
  });

  it('starts with the first ungraded student, else the first; knows who is before and after', () => {
    expect(firstToGrade([entry(BOB, true), entry(CY)])?.student_id).toBe(CY);
    expect(firstToGrade([entry(BOB, true)])?.student_id).toBe(BOB);
    expect(queuePlace(entries, BOB)).toEqual({ index: 1, previous: entries[0], next: entries[2] });
    expect(queuePlace(entries, 'someone else')).toBeUndefined();
  });
});

describe('scores as the grader enters them', () => {
  it('keeps a plain score numeric, >= 0, at most the max, 2 decimals; anything else is blank', () => {
    expect([scoreFromText('7.456', 10), scoreFromText('12', 10), scoreFromText('-1', 10), scoreFromText('1e3', 10), scoreFromText(' ', 10), scoreFromText('0', 10)]).toEqual([7.46, 10, null, null, null, 0]);
    expect(normalisedScoreText('1.005', 10)).toBe('1.01');
    expect(normalisedScoreText('abc', 10)).toBe('');
  });

  it('totals the chosen ratings and applies the late policy with the shared formula', () => {
    expect(rubricTotal(RUBRIC, {})).toBeNull();
    expect(rubricTotal(RUBRIC, { content: 'content2', style: 'style0' })).toBe(6);
    expect(scoreAfterPolicy(8, { penalty: 10, per: 86400, max: 50 }, 86400 + 1)).toBe(6.4);
    expect(scoreAfterPolicy(8, { penalty: 10, per: 86400, max: 15 }, 10 * 86400)).toBe(6.8);
  });
});

describe('the grade draft', () => {
  it('maps a saved rubric grade back to ratings and keeps the score before the late deduction', () => {
    const saved = grade({ grade: 6.4, original_score: 8, criteria: { content: 5, style: 3 }, text_feedback: 'Fine', apply_policy: true });
    const draft = draftFromGrade(saved, RUBRIC);
    expect(draft).toEqual(expect.objectContaining({ ratings: { content: 'content2', style: 'style1' }, scoreText: '8', textFeedback: 'Fine', applyPolicy: true }));
    expect(sameDraft(draft, { ...draft, textGrades: { a: ' ' } })).toBe(true);
    expect(sameDraft(draft, { ...draft, textFeedback: 'Fine!' })).toBe(false);
  });

  it('names what is missing and saves to the student and project it was opened on', () => {
    const blank = draftFromGrade(null, RUBRIC);
    expect(draftProblem(blank, queue(), true)).toBe('Choose a rating for every criterion.');
    expect(draftProblem(blank, queue(), false)).toBe('Enter a score from 0 to 10.');
    const body = saveBody({ courseId: COURSE, componentId: COMPONENT, queue: queue(), submission: submission(BOB) }, { ...blank, scoreText: '4.5' }, false, 3);
    expect(body).toEqual(expect.objectContaining({ student_id: BOB, project_id: submission(BOB).project._id, revision: 3, type: 'score', grade: 4.5, criteria: {}, rubric_id: null }));
  });
});
