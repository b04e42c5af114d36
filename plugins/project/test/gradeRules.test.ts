import { describe, expect, it } from 'vitest';
import { checkGrade, GRADE_MESSAGES, roundScore, type GradeEntry, type GradingBasis } from '../src/rules/gradeScore.ts';
import { gradeAfterPolicy, lateness } from '../src/rules/gradeLate.ts';
import { gradedStatus, isGradable, ungradedStatus } from '../src/rules/gradeStatus.ts';
import { apiStatus } from '../src/rules/projectStatus.ts';
import { readGradePayload, scoreOfGradePayload } from '../src/schemas/gradePayload.ts';

const entry = (overrides: Partial<GradeEntry> = {}): GradeEntry => ({ type: 'score', grade: 10, max_score: 20, criteria: {}, rubric_id: null, text_grades: {}, ...overrides });
const rating = (points: number) => ({ _id: `r${points}`, rating: String(points), description: '', points });
const rubricBasis: GradingBasis = {
  maxScore: 15,
  rubric: {
    id: 'rubric',
    criteria: [
      { _id: 'a', title: 'A', description: '', max_points: 10, ratings: [rating(10), rating(6), rating(0)] },
      { _id: 'b', title: 'B', description: '', max_points: 5, ratings: [rating(5), rating(2.5), rating(8)] },
    ],
  },
  artifactIds: new Set(['art']),
};
const scoreBasis: GradingBasis = { maxScore: 20, rubric: null, artifactIds: new Set(['art']) };

describe('scores (part 2 §5)', () => {
  it('rounds to 2 decimals', () => {
    expect(roundScore(1.005)).toBe(1.01);
    expect(roundScore(7.456)).toBe(7.46);
    expect(checkGrade(entry({ grade: 3.14159 }), scoreBasis).grade).toBe(3.14);
  });

  it('takes a score up to the max, blank (null) as no score', () => {
    expect(checkGrade(entry({ grade: 20 }), scoreBasis).problems).toEqual([]);
    expect(checkGrade(entry({ grade: 20.004 }), scoreBasis).problems).toEqual([]);
    expect(checkGrade(entry({ grade: 20.01 }), scoreBasis).problems).toEqual([{ field: 'grade', message: GRADE_MESSAGES.overMax(20) }]);
    expect(checkGrade(entry({ grade: null }), scoreBasis)).toEqual({ grade: null, criteria: {}, problems: [] });
  });

  it('grades against the max score the project has', () => {
    expect(checkGrade(entry({ max_score: 25 }), scoreBasis).problems).toEqual([{ field: 'max_score', message: 'The max score of this project is 20.' }]);
  });

  it('takes text grades of the graded version only', () => {
    expect(checkGrade(entry({ text_grades: { art: 'ok', gone: 'x' } }), scoreBasis).problems).toEqual([{ field: 'text_grades/gone', message: GRADE_MESSAGES.notInVersion }]);
  });

  it('refuses criteria without a rubric', () => {
    expect(checkGrade(entry({ criteria: { a: 1 } }), scoreBasis).problems).toEqual([{ field: 'criteria', message: GRADE_MESSAGES.criteriaWithoutRubric }]);
    expect(checkGrade(entry({ type: 'rubric' }), scoreBasis).problems).toContainEqual({ field: 'type', message: GRADE_MESSAGES.noRubric });
  });
});

describe('rubric grades', () => {
  const rubricEntry = (criteria: Record<string, number>, grade: number | null = null) => entry({ type: 'rubric', rubric_id: 'rubric', max_score: 15, grade, criteria });

  it('sums the criteria scores', () => {
    expect(checkGrade(rubricEntry({ a: 6, b: 2.5 }), rubricBasis)).toEqual({ grade: 8.5, criteria: { a: 6, b: 2.5 }, problems: [] });
    expect(checkGrade(rubricEntry({ a: 6, b: 2.5 }, 8.5), rubricBasis).problems).toEqual([]);
    expect(checkGrade(rubricEntry({}), rubricBasis).grade).toBeNull();
  });

  it("takes only a rating's points, at most the criterion's points", () => {
    expect(checkGrade(rubricEntry({ a: 7 }), rubricBasis).problems).toEqual([{ field: 'criteria/a', message: GRADE_MESSAGES.notARating }]);
    // A rating above its criterion's points is still refused.
    expect(checkGrade(rubricEntry({ b: 8 }), rubricBasis).problems).toEqual([{ field: 'criteria/b', message: GRADE_MESSAGES.overCriterionMax(5) }]);
    expect(checkGrade(rubricEntry({ z: 1 }), rubricBasis).problems).toEqual([{ field: 'criteria/z', message: GRADE_MESSAGES.unknownCriterion }]);
  });

  it('refuses a grade other than the sum and another rubric', () => {
    expect(checkGrade(rubricEntry({ a: 10 }, 11), rubricBasis).problems).toEqual([{ field: 'grade', message: GRADE_MESSAGES.notSum(10) }]);
    expect(checkGrade(rubricEntry({}, 3), rubricBasis).problems).toEqual([{ field: 'grade', message: GRADE_MESSAGES.notSum(0) }]);
    expect(checkGrade({ ...rubricEntry({ a: 10 }), rubric_id: 'other' }, rubricBasis).problems).toEqual([{ field: 'rubric_id', message: GRADE_MESSAGES.otherRubric }]);
  });
});

describe('late penalty (the contract function)', () => {
  const due = new Date('2026-03-01T00:00:00Z');
  const policy = { penalty: 10, per: 86400, max: 50 };

  it('measures lateness and the percent the policy takes', () => {
    expect(lateness(new Date('2026-03-03T12:00:00Z'), due, policy)).toEqual({ secondsLate: 216000, percent: 30 });
    expect(lateness(new Date('2026-02-28T00:00:00Z'), due, policy)).toEqual({ secondsLate: 0, percent: 0 });
    expect(lateness(new Date('2026-03-03T00:00:00Z'), null, policy)).toEqual({ secondsLate: 0, percent: 0 });
    expect(lateness(new Date('2026-03-03T00:00:00Z'), due, null).percent).toBe(0);
    expect(lateness(new Date('2026-04-30T00:00:00Z'), due, policy).percent).toBe(50);
  });

  it('deducts only when the grader applies the policy', () => {
    const late = new Date('2026-03-03T12:00:00Z');
    expect(gradeAfterPolicy(15, true, late, due, policy)).toEqual({ grade: 10.5, latePercent: 30, latenessSeconds: 216000 });
    expect(gradeAfterPolicy(15, false, late, due, policy)).toEqual({ grade: 15, latePercent: 0, latenessSeconds: 216000 });
    expect(gradeAfterPolicy(15, true, late, due, null)).toEqual({ grade: 15, latePercent: 0, latenessSeconds: 216000 });
    expect(gradeAfterPolicy(9.99, true, new Date('2026-03-01T00:00:01Z'), due, policy)).toEqual({ grade: 8.99, latePercent: 10, latenessSeconds: 1 });
  });
});

describe('statuses (part 2 §4)', () => {
  it('grading sets graded, or graded late for late work; a save without a score leaves it submitted', () => {
    expect(gradedStatus('submitted')).toBe('graded');
    expect(gradedStatus('graded')).toBe('graded');
    expect(gradedStatus('submitted_late')).toBe('graded_late');
    expect(gradedStatus('graded_late')).toBe('graded_late');
    expect(ungradedStatus('graded')).toBe('submitted');
    expect(ungradedStatus('graded_late')).toBe('submitted_late');
    expect(apiStatus('graded_late')).toBe('graded late');
  });

  it('grades only submitted or graded work', () => {
    expect(['draft', 'shared'].some(isGradable)).toBe(false);
    expect(['submitted', 'submitted_late', 'graded', 'graded_late'].every(isGradable)).toBe(true);
  });
});

describe('the grade payload the grading hook reads', () => {
  const payload = { project_id: 'p', version_id: 'v', max_score: 20, late_percent: 0, apply_policy: false, late: null };
  const late = { rawScore: 15, percent: 30, latenessSeconds: 216000, policy: { penalty: 10, per: 86400, max: 50 } };

  it('scores a grade, with how the deduction was made, and leaves an ungraded one to a person', () => {
    expect(scoreOfGradePayload({ ...payload, grade: 12 })).toEqual({ score: 12, maxScore: 20 });
    expect(scoreOfGradePayload({ ...payload, grade: 10.5, late_percent: 30, apply_policy: true, late })).toEqual({ score: 10.5, maxScore: 20, late });
    expect(scoreOfGradePayload({ ...payload, grade: null })).toEqual({ score: 0, maxScore: 20, needsManualGrading: true });
  });

  it('reads a stored payload of another shape as ungraded', () => {
    expect(readGradePayload({ project_id: 'x' }, 20)).toEqual({ project_id: 'x', version_id: null, grade: null, max_score: 20, late_percent: 0, apply_policy: false, late: null });
    expect(readGradePayload({ grade: -1, max_score: 'x', late_percent: 300, apply_policy: 'yes', late: { rawScore: 1 } }, 10)).toMatchObject({ grade: null, max_score: 10, late_percent: 100, apply_policy: false, late: null });
    expect(readGradePayload({ grade: 3, late }, 5)).toMatchObject({ grade: 3, late });
    expect(readGradePayload(null, 5).max_score).toBe(5);
  });
});
