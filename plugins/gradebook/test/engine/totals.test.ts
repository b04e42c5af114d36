import { describe, expect, it } from 'vitest';
import { computeStudentRow, type CellInput } from '@lms/sdk/gradebook';
import { attempt, cell, daysFromNow, entry, group, row, scored, SETTINGS } from './engineFixtures.ts';

function inGroup(input: CellInput, rollupId: string): CellInput {
  return { ...input, activity: { ...input.activity, rollupId } };
}

describe('totals by points', () => {
  it('adds the counted cells: score, max and percent with 2 decimals', () => {
    const { totals } = computeStudentRow(row([scored(7), scored(5, 20), scored(1, 3)]));
    expect(totals).toMatchObject({ score: 13, maxScore: 33, percent: 39.39, finalOverride: null, belowCutOff: true, groups: [] });
  });

  it('per group: score to date, max of attempted cells, max obtainable to date, percent', () => {
    const missing = cell({ dueDate: daysFromNow(-3), closeDate: daysFromNow(-2), maxScore: 10 });
    const notYet = cell({ dueDate: daysFromNow(2), maxScore: 10 });
    const input = row([inGroup(scored(8), 'hw'), inGroup(missing, 'hw'), inGroup(notYet, 'hw'), inGroup(scored(3, 4), 'quiz')], {
      groups: [group('hw'), group('quiz'), group('empty')],
    });
    const { totals } = computeStudentRow(input);
    expect(totals.groups).toEqual([
      { id: 'hw', scoreToDate: 8, scoreToDateAttempted: 10, scoreToDateObtained: 20, percent: 40 },
      { id: 'quiz', scoreToDate: 3, scoreToDateAttempted: 4, scoreToDateObtained: 4, percent: 75 },
      { id: 'empty', scoreToDate: null, scoreToDateAttempted: null, scoreToDateObtained: null, percent: null },
    ]);
    expect(totals).toMatchObject({ score: 11, maxScore: 24, percent: 45.83 });
  });

  it('leaves excused and practice cells out of numerator and denominator', () => {
    const excused = { ...scored(0, 50), entry: entry({ excused: true }) };
    const practice = cell({ graded: false, maxScore: 50 }, [attempt(50, { maxScore: 50 })]);
    expect(computeStudentRow(row([scored(9), excused, practice])).totals).toMatchObject({ score: 9, maxScore: 10, percent: 90 });
  });

  it('counts an instructor grade in place of the computed score', () => {
    const graded = { ...scored(2), entry: entry({ grade: 10 }) };
    expect(computeStudentRow(row([graded, scored(5)])).totals).toMatchObject({ score: 15, percent: 75 });
  });

  it('has no total while nothing counts', () => {
    expect(computeStudentRow(row([cell({ dueDate: daysFromNow(1) })])).totals).toMatchObject({ score: null, maxScore: null, percent: null, belowCutOff: false });
  });

  it('refuses cells that are not aligned with the activities', () => {
    const input = row([scored(1)]);
    expect(() => computeStudentRow({ ...input, cells: [] })).toThrow('The gradebook engine needs one cell per activity: 0 cells for 1 activities.');
  });
});

describe('drop the lowest N of a group', () => {
  const groups = [group('hw', { dropLowest: 1, title: 'Homework' })];

  it('drops the lowest percent, the first of equal lows (state dropped, no longer counted)', () => {
    const { cells, totals } = computeStudentRow(row([scored(5), scored(8), scored(10, 20), scored(9)].map((c) => inGroup(c, 'hw')), { groups }));
    expect(cells.map((c) => c.counts)).toEqual([false, true, true, true]);
    expect(cells[0]!.states).toEqual(['dropped']);
    expect(cells[2]!.states).toEqual([]);
    expect(totals.groups[0]).toMatchObject({ scoreToDate: 27, scoreToDateObtained: 40, percent: 67.5 });
  });

  it('drops by percent, not points', () => {
    const { cells } = computeStudentRow(row([scored(30, 100), scored(2, 10)].map((c) => inGroup(c, 'hw')), { groups }));
    expect(cells.map((c) => c.counts)).toEqual([true, false]);
  });

  it('never drops excused cells nor cells waiting for grading; drops a missing zero', () => {
    const excused = { ...scored(0), entry: entry({ excused: true }) };
    const pending = cell({}, [attempt(0, { status: 'needs_grading' })]);
    const missing = cell({ closeDate: daysFromNow(-1) });
    const input = row([excused, pending, scored(6), missing, scored(7)].map((c) => inGroup(c, 'hw')), { groups: [group('hw', { dropLowest: 1 })] });
    const { cells, totals } = computeStudentRow(input);
    expect(cells.map((c) => c.states.includes('dropped'))).toEqual([false, false, false, true, false]);
    expect(totals.groups[0]).toMatchObject({ scoreToDate: 13, scoreToDateObtained: 30 });
  });

  it('keeps at least one counted cell in the group', () => {
    const { cells, totals } = computeStudentRow(row([scored(2), scored(4)].map((c) => inGroup(c, 'hw')), { groups: [group('hw', { dropLowest: 5 })] }));
    expect(cells.map((c) => c.counts)).toEqual([false, true]);
    expect(totals.percent).toBe(40);
  });

  it('drops only in its own group', () => {
    const input = row([inGroup(scored(1), 'hw'), inGroup(scored(9), 'hw'), inGroup(scored(0), 'quiz'), scored(0)], { groups: [...groups, group('quiz')] });
    expect(computeStudentRow(input).cells.map((c) => c.counts)).toEqual([false, true, true, true]);
  });
});

describe('group weights', () => {
  it('weights the group percents when every group with counted cells has a weight', () => {
    const input = row([inGroup(scored(5), 'hw'), inGroup(scored(90, 100), 'exam')], { groups: [group('hw', { weight: 40 }), group('exam', { weight: 60 })] });
    // 50% x 0.4 + 90% x 0.6 = 74% (by points it would be 95 / 110 = 86.36%).
    expect(computeStudentRow(input).totals).toMatchObject({ percent: 74, score: 95, maxScore: 110 });
  });

  it('renormalises over the groups with counted cells', () => {
    const input = row([inGroup(scored(5), 'hw'), inGroup(cell({ dueDate: daysFromNow(3) }), 'exam')], {
      groups: [group('hw', { weight: 40 }), group('exam', { weight: 60 })],
    });
    expect(computeStudentRow(input).totals.percent).toBe(50);
  });

  it('counts by points when a group with counted cells has no weight, or an ungrouped activity counts', () => {
    const groups = [group('hw', { weight: 40 }), group('exam', { weight: null })];
    const unweighted = row([inGroup(scored(5), 'hw'), inGroup(scored(90, 100), 'exam')], { groups });
    expect(computeStudentRow(unweighted).totals.percent).toBe(86.36);
    const ungrouped = row([inGroup(scored(5), 'hw'), scored(90, 100)], { groups: [group('hw', { weight: 100 })] });
    expect(computeStudentRow(ungrouped).totals.percent).toBe(86.36);
  });

  it('treats an activity of an unknown group as ungrouped', () => {
    const input = row([inGroup(scored(5), 'hw'), inGroup(scored(90, 100), 'gone')], { groups: [group('hw', { weight: 100 })] });
    expect(computeStudentRow(input).totals.percent).toBe(86.36);
  });
});

describe('final grade, cut-off and counts', () => {
  it('a final-grade override replaces the percent, and the cut-off follows it', () => {
    const { totals } = computeStudentRow(row([scored(3)], { finalOverride: 75 }));
    expect(totals).toMatchObject({ score: 3, maxScore: 10, percent: 75, finalOverride: 75, belowCutOff: false });
    expect(computeStudentRow(row([], { finalOverride: 20 })).totals).toMatchObject({ percent: 20, belowCutOff: true });
  });

  it("marks a percent under the course's score cut-off", () => {
    expect(computeStudentRow(row([scored(5999, 10000)])).totals.belowCutOff).toBe(true);
    expect(computeStudentRow(row([scored(6)])).totals.belowCutOff).toBe(false);
    expect(computeStudentRow(row([scored(6)], { settings: { ...SETTINGS, scoreCutOff: 70 } })).totals.belowCutOff).toBe(true);
  });

  it('counts activities attempted and submitted late (practice too, unless the course suppresses practice)', () => {
    const due = daysFromNow(-6);
    const lateWork = cell({ dueDate: due }, [attempt(5, { submittedAt: daysFromNow(-5) })]);
    const practice = cell({ graded: false }, [attempt(5)]);
    const graded = cell({ componentId: null, type: 'custom' }, [], { entry: entry({ grade: 4 }) });
    const input = row([lateWork, practice, graded, cell({})]);
    expect(computeStudentRow(input).totals).toMatchObject({ attempted: 3, submittedLate: 1 });
    expect(computeStudentRow({ ...input, settings: { ...SETTINGS, suppressPractice: true } }).totals).toMatchObject({ attempted: 2, submittedLate: 1 });
  });
});

describe("a student's own totals", () => {
  it('leave out what the student may not see yet', () => {
    const hidden = cell({ scoreVisibility: 'after_due_date', dueDate: daysFromNow(2) }, [attempt(1)]);
    const input = row([scored(8), hidden]);
    expect(computeStudentRow({ ...input, viewer: 'student' }).totals).toMatchObject({ score: 8, maxScore: 10, percent: 80 });
    expect(computeStudentRow(input).totals).toMatchObject({ score: 9, maxScore: 20, percent: 45 });
  });

  it('are empty when the course blocks total scores for students (staff still see them)', () => {
    const input = row([inGroup(scored(8), 'hw')], { groups: [group('hw')], settings: { ...SETTINGS, blockTotalScores: true }, finalOverride: 90 });
    expect(computeStudentRow({ ...input, viewer: 'student' }).totals).toEqual({
      score: null,
      maxScore: null,
      percent: null,
      finalOverride: null,
      belowCutOff: false,
      attempted: 1,
      submittedLate: 0,
      groups: [{ id: 'hw', scoreToDate: null, scoreToDateAttempted: null, scoreToDateObtained: null, percent: null }],
    });
    expect(computeStudentRow(input).totals).toMatchObject({ score: 8, percent: 90 });
  });
});
