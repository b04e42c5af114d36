import { describe, expect, it } from 'vitest';
import { computeStudentRow, type CellInput, type CellResult, type ScoreVisibility, type Viewer } from '@lms/sdk/gradebook';
import { attempt, cell, DAY_MS, daysFromNow, entry, HOUR_MS, row, scheduleOverride } from './engineFixtures.ts';

function cellOf(input: CellInput, viewer: Viewer = 'staff'): CellResult {
  return computeStudentRow(row([input], { viewer })).cells[0]!;
}

const policy = { penalty: 10, per: 3600, max: 50 };
const due = daysFromNow(-6);
/** Submitted 2 hours after `due`: 20% off under `policy`; the ledger kept 8 before the deduction. */
const lateAttempt = attempt(6.4, {
  id: 'late',
  submittedAt: new Date(due.getTime() + 2 * HOUR_MS),
  late: { rawScore: 8, percent: 20, latenessSeconds: 7200, policy },
});

describe('the counting attempt, by scoring method', () => {
  const attempts = [attempt(6, { id: 'one' }), attempt(9, { id: 'two' }), attempt(9, { id: 'three' }), attempt(4, { id: 'four' })];

  it('highest: the best score, the earliest of equal bests', () => {
    expect(cellOf(cell({ scoringMethod: 'highest' }, attempts))).toMatchObject({ score: 9, sessionId: 'two', attempts: 4, percent: 90 });
  });

  it('latest and first', () => {
    expect(cellOf(cell({ scoringMethod: 'latest' }, attempts))).toMatchObject({ score: 4, sessionId: 'four' });
    expect(cellOf(cell({ scoringMethod: 'first' }, attempts))).toMatchObject({ score: 6, sessionId: 'one' });
  });

  it('average: the mean with 2 decimals, the newest averaged attempt as the session', () => {
    const three = [attempt(6, { id: 'one' }), attempt(9, { id: 'two' }), attempt(8, { id: 'three' })];
    expect(cellOf(cell({ scoringMethod: 'average' }, three))).toMatchObject({ score: 7.67, sessionId: 'three', percent: 76.7 });
  });

  it("'first' is the first scored attempt; 'average' averages the late ones after their deduction", () => {
    const first = cell({ scoringMethod: 'first' }, [attempt(null, { id: 'scoring', status: 'submitted' }), attempt(3, { id: 'scored' })]);
    expect(cellOf(first)).toMatchObject({ score: 3, sessionId: 'scored' });
    const average = cellOf(cell({ scoringMethod: 'average', dueDate: due, policy }, [attempt(9), lateAttempt]));
    expect(average).toMatchObject({ score: 7.7, label: 'Late work auto-deduction' });
  });

  it("counts needs_grading attempts with their provisional score but never 'submitted' ones (still being scored)", () => {
    const attempts = [attempt(3, { id: 'graded' }), attempt(5, { id: 'waiting', status: 'needs_grading' }), attempt(10, { id: 'scoring', status: 'submitted' })];
    const result = cellOf(cell({}, attempts));
    expect(result).toMatchObject({ score: 5, sessionId: 'waiting', attempts: 3, label: 'Pending' });
    expect(result.states).toEqual(['needs_grading']);
  });

  it('has no score while the only attempt is being scored, and does not count', () => {
    const result = cellOf(cell({ closeDate: daysFromNow(-1) }, [attempt(null, { status: 'submitted' })]));
    expect(result).toMatchObject({ score: null, attempts: 1, counts: false });
  });

  it('dates: started at the first attempt, completed at the counted one', () => {
    const first = attempt(2, { submittedAt: daysFromNow(-3) });
    const best = attempt(8, { submittedAt: daysFromNow(-2) });
    expect(cellOf(cell({}, [first, best]))).toMatchObject({ dtStarted: first.submittedAt, dtCompleted: best.submittedAt });
    expect(cellOf(cell({}))).toMatchObject({ dtStarted: null, dtCompleted: null, sessionId: null, attempts: 0 });
  });
});

describe('instructor grades, excused and practice', () => {
  it("an instructor grade replaces the computed score (state 'instructor_graded_this')", () => {
    const result = cellOf(cell({}, [attempt(4)], { entry: entry({ grade: 8.5 }) }));
    expect(result).toMatchObject({ score: 8.5, percent: 85, label: 'Done', counts: true });
    expect(result.states).toEqual(['instructor_graded_this']);
  });

  it("a custom column's score is its grade", () => {
    const custom = cell({ componentId: null, type: 'custom', maxScore: 999 }, [], { entry: entry({ grade: 500 }) });
    expect(cellOf(custom)).toMatchObject({ score: 500, maxScore: 999, percent: 50.05, counts: true });
    expect(cellOf({ ...custom, activity: { ...custom.activity, maxScore: null } })).toMatchObject({ maxScore: 999, percent: 50.05 });
  });

  it('excused: the score stays visible, the cell counts in no total', () => {
    const result = cellOf(cell({}, [attempt(4)], { entry: entry({ excused: true }) }));
    expect(result).toMatchObject({ score: 4, counts: false, label: 'Done' });
    expect(result.states).toEqual(['excused']);
  });

  it('practice (graded false) never counts', () => {
    const result = cellOf(cell({ graded: false }, [attempt(10)]));
    expect(result).toMatchObject({ score: 10, counts: false });
    expect(result.states).toEqual(['practice']);
  });
});

describe('late work', () => {
  it("the late deduction under the activity's policy (state 'late_deducted')", () => {
    const result = cellOf(cell({ dueDate: due, policy }, [lateAttempt]));
    expect(result).toMatchObject({ score: 6.4, label: 'Late work auto-deduction' });
    expect(result.states).toEqual(['contains_overdue', 'late_deducted']);
  });

  it("follows the student's own schedule now: a later due date takes the deduction away", () => {
    const extended = cell({ dueDate: due, policy }, [lateAttempt], { override: scheduleOverride({ dueDate: daysFromNow(-1) }) });
    const result = cellOf(extended);
    expect(result).toMatchObject({ score: 8, label: 'Still More Attempts' });
    expect(result.states).toEqual([]);
  });

  it("and the student's own policy replaces the activity's (5% an hour: 2 hours take 10%)", () => {
    const milder = cell({ dueDate: due, policy }, [lateAttempt], { override: scheduleOverride({ policy: { penalty: 5, per: 3600, max: 100 } }) });
    expect(cellOf(milder).score).toBe(7.2);
  });

  it("late work with no deduction is 'overdue_accepted'", () => {
    const accepted = attempt(9, { submittedAt: new Date(due.getTime() + DAY_MS) });
    const result = cellOf(cell({ dueDate: due }, [accepted]));
    expect(result).toMatchObject({ score: 9, label: 'Still More Attempts' });
    expect(result.states).toEqual(['contains_overdue', 'overdue_accepted']);
  });

  it('an instructor grade on late work is final: no late label', () => {
    const result = cellOf(cell({ dueDate: due, policy }, [lateAttempt], { entry: entry({ grade: 10 }) }));
    expect(result).toMatchObject({ score: 10, label: 'Done' });
  });
});

describe("a student's own schedule (assessment override)", () => {
  it('more attempts', () => {
    const input = cell({ submissionAttempts: 1 }, [attempt(5)]);
    expect(cellOf(input).label).toBe('Done');
    expect(cellOf(input).states).toEqual(['after_max_attempts']);
    const more = cellOf({ ...input, override: scheduleOverride({ submissionAttempts: 3 }) });
    expect(more.label).toBe('Still More Attempts');
    expect(more.states).toEqual([]);
  });

  it('own dates', () => {
    const input = cell({ dueDate: daysFromNow(-1) });
    expect(cellOf(input).label).toBe('Overdue');
    expect(cellOf({ ...input, override: scheduleOverride({ dueDate: daysFromNow(2) }) }).label).toBe('Due');
    expect(cellOf({ ...input, override: scheduleOverride({ openDate: daysFromNow(1), dueDate: daysFromNow(2) }) }).label).toBe('Available Later');
  });
});

describe('what counts in the totals', () => {
  it('nothing recorded counts as 0 only once the close date has passed', () => {
    expect(cellOf(cell({ dueDate: daysFromNow(-2), closeDate: daysFromNow(-1) }))).toMatchObject({ score: null, counts: true });
    expect(cellOf(cell({ dueDate: daysFromNow(-2), closeDate: daysFromNow(1) }))).toMatchObject({ score: null, counts: false });
    expect(cellOf(cell({ dueDate: daysFromNow(-2) }))).toMatchObject({ counts: false });
  });

  it('a cell without a max score counts in nothing; the max falls back to the attempt', () => {
    expect(cellOf(cell({ maxScore: null }, [attempt(3, { maxScore: null })]))).toMatchObject({ maxScore: null, percent: null, counts: false });
    expect(cellOf(cell({ maxScore: null }, [attempt(3, { maxScore: 4 })]))).toMatchObject({ maxScore: 4, percent: 75, counts: true });
  });
});

describe('what a student may see', () => {
  const cases: Array<[ScoreVisibility, Partial<Parameters<typeof cell>[0]>, number, boolean]> = [
    ['immediately', {}, 1, true],
    ['never', { dueDate: daysFromNow(-9), closeDate: daysFromNow(-8), submissionAttempts: 1 }, 1, false],
    ['after_due_date', { dueDate: daysFromNow(1) }, 1, false],
    ['after_due_date', { dueDate: daysFromNow(-1) }, 1, true],
    ['after_due_date', {}, 1, false],
    ['after_close_date', { dueDate: daysFromNow(-1), closeDate: daysFromNow(1) }, 1, false],
    ['after_close_date', { closeDate: daysFromNow(-1) }, 1, true],
    ['after_max_attempts', { submissionAttempts: 2 }, 1, false],
    ['after_max_attempts', { submissionAttempts: 2 }, 2, true],
    ['after_max_attempts', { submissionAttempts: 0 }, 5, false],
    ['after_due_date_or_max_attempts', { submissionAttempts: 2, dueDate: daysFromNow(1) }, 1, false],
    ['after_due_date_or_max_attempts', { submissionAttempts: 2, dueDate: daysFromNow(-1) }, 1, true],
    ['after_due_date_or_max_attempts', { submissionAttempts: 1, dueDate: daysFromNow(1) }, 1, true],
    ['after_close_date_or_max_attempts', { submissionAttempts: 2, closeDate: daysFromNow(1) }, 1, false],
    ['after_close_date_or_max_attempts', { submissionAttempts: 2, closeDate: daysFromNow(-1) }, 1, true],
    ['after_close_date_or_max_attempts', { submissionAttempts: 1, closeDate: daysFromNow(1) }, 1, true],
  ];

  it.each(cases)('%s with %o after %i attempts: visible %s', (scoreVisibility, dates, count, visible) => {
    const attempts = Array.from({ length: count }, () => attempt(7));
    const input = cell({ scoreVisibility, ...dates }, attempts);
    const result = cellOf(input, 'student');
    expect(result.score).toBe(visible ? 7 : null);
    expect(result.states.includes('not_displaying_score_yet')).toBe(!visible);
    expect(result.counts).toBe(visible && result.score !== null);
    expect(cellOf(input, 'staff').score).toBe(7);
  });

  it('a hidden score gives away nothing about it: no percent, session, deduction or instructor grade', () => {
    const input = cell({ dueDate: due, policy, scoreVisibility: 'never' }, [lateAttempt], { entry: entry({ grade: 9 }) });
    const result = cellOf(input, 'student');
    expect(result).toMatchObject({ score: null, percent: null, sessionId: null, label: 'Cached', counts: false });
    expect(result.states).toEqual(['contains_overdue', 'not_displaying_score_yet']);
    expect(cellOf(input, 'staff').states).toEqual(['contains_overdue', 'instructor_graded_this']);
  });

  it("a student's own limit decides 'after max attempts'", () => {
    const input = cell({ scoreVisibility: 'after_max_attempts', submissionAttempts: 3 }, [attempt(7)], { override: scheduleOverride({ submissionAttempts: 1 }) });
    expect(cellOf(input, 'student').score).toBe(7);
  });

  it('a custom column not shown to students keeps its grade from them', () => {
    const input = cell({ componentId: null, type: 'custom', show: false }, [], { entry: entry({ grade: 5 }) });
    expect(cellOf(input, 'student')).toMatchObject({ score: null, label: 'Cached', counts: false });
    expect(cellOf({ ...input, activity: { ...input.activity, show: true } }, 'student')).toMatchObject({ score: 5, counts: true });
  });
});
