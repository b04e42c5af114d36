import { describe, expect, it } from 'vitest';
import { computeStudentRow, explainCell, explainTotal, type CellInput } from '@lms/sdk/gradebook';
import { attempt, cell, daysFromNow, entry, group, HOUR_MS, NOW, row, scored } from './engineFixtures.ts';

function inGroup(input: CellInput, rollupId: string): CellInput {
  return { ...input, activity: { ...input.activity, rollupId } };
}

const policy = { penalty: 10, per: 3600, max: 50 };
const due = daysFromNow(-6);
const lateAttempt = attempt(6.4, {
  submittedAt: new Date(due.getTime() + 2 * HOUR_MS),
  late: { rawScore: 8, percent: 20, latenessSeconds: 7200, policy },
});

describe('a cell explained', () => {
  it('names the counting attempt and its method', () => {
    expect(explainCell(cell({}, [attempt(3), attempt(9), attempt(9)]), NOW, 'staff')).toEqual({
      value: 9,
      max: 10,
      percent: 90,
      steps: [{ kind: 'attempt', label: 'Attempt 2 of 3 counts (highest)', score: 9, max: 10 }],
    });
  });

  it('shows the late deduction as a step taken off the score before it', () => {
    const explained = explainCell(cell({ dueDate: due, policy }, [lateAttempt]), NOW, 'staff');
    expect(explained.value).toBe(6.4);
    expect(explained.steps).toEqual([
      { kind: 'attempt', label: 'Attempt 1 of 1 counts (highest)', score: 8, max: 10 },
      { kind: 'late', label: 'Late work auto-deduction', score: -1.6, note: '20% off for 2 hours late (10% per hour, at most 50%)' },
    ]);
  });

  it('lists the averaged attempts and gives the average as the step that counts', () => {
    const explained = explainCell(cell({ scoringMethod: 'average' }, [attempt(6), attempt(9), attempt(null, { status: 'submitted' })]), NOW, 'staff');
    expect(explained).toMatchObject({ value: 7.5, max: 10, percent: 75 });
    expect(explained.steps).toEqual([
      { kind: 'attempt', label: 'Attempt 1: 6', note: 'averaged' },
      { kind: 'attempt', label: 'Attempt 2: 9', note: 'averaged' },
      { kind: 'average', label: 'Average of 2 attempts', score: 7.5, max: 10 },
    ]);
  });

  it('shows an instructor grade as what it changes', () => {
    const explained = explainCell(cell({}, [attempt(4)], { entry: entry({ grade: 8.5 }) }), NOW, 'staff');
    expect(explained.steps).toEqual([
      { kind: 'attempt', label: 'Attempt 1 of 1 counts (highest)', score: 4, max: 10 },
      { kind: 'instructor_grade', label: 'Instructor grade 8.5 replaces 4', score: 4.5 },
    ]);
    const custom = explainCell(cell({ componentId: null, type: 'custom' }, [], { entry: entry({ grade: 3 }) }), NOW, 'staff');
    expect(custom.steps).toEqual([
      { kind: 'no_score', label: 'No attempt recorded' },
      { kind: 'instructor_grade', label: 'Instructor grade 3', score: 3 },
    ]);
  });

  it('says why a cell is out of the totals, or counts as 0', () => {
    expect(explainCell(cell({}, [attempt(2)], { entry: entry({ excused: true }) }), NOW, 'staff').steps.at(-1)).toEqual({
      kind: 'excused',
      label: 'Excused: left out of every total',
    });
    expect(explainCell(cell({ graded: false }, [attempt(2)]), NOW, 'staff').steps.at(-1)).toEqual({ kind: 'practice', label: 'Practice: never counts in a total' });
    expect(explainCell(cell({ closeDate: daysFromNow(-1) }), NOW, 'staff')).toEqual({
      value: null,
      max: 10,
      percent: null,
      steps: [
        { kind: 'no_score', label: 'No attempt recorded' },
        { kind: 'missing', label: 'Nothing recorded by the close date: counts as 0 in the totals' },
      ],
    });
  });

  it('tells a student nothing of a score they may not see yet', () => {
    const input = cell({ dueDate: due, policy, scoreVisibility: 'never' }, [lateAttempt]);
    expect(explainCell(input, NOW, 'student')).toEqual({
      value: null,
      max: 10,
      percent: null,
      steps: [{ kind: 'hidden', label: 'Score not displayed yet', note: 'never' }],
    });
  });
});

describe('a total explained', () => {
  it('by points: each group with its points, the dropped, excused and missing cells named, the override last', () => {
    const cells = [
      inGroup(scored(2), 'hw'),
      inGroup(scored(8), 'hw'),
      inGroup({ ...scored(1), entry: entry({ excused: true }) }, 'hw'),
      cell({ closeDate: daysFromNow(-1) }),
      scored(5),
    ];
    const input = row(cells, { groups: [group('hw', { title: 'Homework', dropLowest: 1 })], finalOverride: 70 });
    const explained = explainTotal(input);
    expect(explained).toMatchObject({ value: 13, max: 30, percent: 70 });
    expect(explained.steps).toEqual([
      { kind: 'dropped', label: 'Dropped: Activity 1 (2 of 10), one of the lowest 1 in Homework' },
      { kind: 'excused', label: 'Excused: Activity 3' },
      { kind: 'missing', label: 'Activity 4: nothing recorded by the close date, counts as 0' },
      { kind: 'group', label: 'Homework: 8 of 10', score: 8, max: 10 },
      { kind: 'group', label: 'Ungrouped activities: 5 of 20', score: 5, max: 20 },
      { kind: 'final_override', label: 'Final grade override: 70% replaces 43.33%' },
    ]);
    expect(computeStudentRow(input).totals).toMatchObject({ score: explained.value, maxScore: explained.max, percent: explained.percent });
  });

  it("weighted: each group's share of the percent", () => {
    const input = row([inGroup(scored(5), 'hw'), inGroup(scored(90, 100), 'exam')], {
      groups: [group('hw', { weight: 40, title: 'Homework' }), group('exam', { weight: 60, title: 'Exams' })],
    });
    expect(explainTotal(input)).toEqual({
      value: 74,
      max: 100,
      percent: 74,
      steps: [
        { kind: 'weighted_group', label: 'Homework: 50% at weight 40 of 100', score: 20, max: 40, note: '5 of 10 points' },
        { kind: 'weighted_group', label: 'Exams: 90% at weight 60 of 100', score: 54, max: 60, note: '90 of 100 points' },
      ],
    });
  });

  it('says when nothing counts, and when totals are blocked for students', () => {
    expect(explainTotal(row([cell({})]))).toEqual({ value: null, max: null, percent: null, steps: [{ kind: 'nothing', label: 'Nothing counts yet' }] });
    const blocked = row([scored(5)], { viewer: 'student', settings: { scoreCutOff: 60, noTotalColumn: false, blockTotalScores: true, suppressPractice: false } });
    expect(explainTotal(blocked)).toEqual({ value: null, max: null, percent: null, steps: [{ kind: 'blocked', label: 'Totals are not shown to students in this course' }] });
  });
});
