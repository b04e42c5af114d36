import { describe, expect, it } from 'vitest';
import { computeStudentRow, MESSAGE_LABELS, messageLabel, type CellInput, type LabelFacts, type MessageLabel, type Viewer } from '@lms/sdk/gradebook';
import { attempt, cell, daysFromNow, entry, row } from './engineFixtures.ts';

/** Nothing recorded, open, no dates. */
const BLANK: LabelFacts = {
  suppressed: false,
  opensLater: false,
  recorded: false,
  scoreHidden: false,
  pending: false,
  lateDeducted: false,
  settled: false,
  attemptsRemain: true,
  closed: false,
  pastDue: false,
  hasDueDate: false,
};

function labelOf(input: CellInput, viewer: Viewer = 'staff'): MessageLabel {
  return computeStudentRow(row([input], { viewer })).cells[0]!.label;
}

const late = { rawScore: 8, percent: 10, latenessSeconds: 3600, policy: { penalty: 10, per: 3600, max: 50 } };

describe('messageLabel, row by row of its precedence table', () => {
  it('1. Not Available: opens later, nothing recorded, suppressed until available', () => {
    expect(messageLabel({ ...BLANK, opensLater: true, suppressed: true })).toBe('Not Available');
    expect(labelOf(cell({ openDate: daysFromNow(2), suppressUntilAvailable: true }))).toBe('Not Available');
  });

  it('2. Available Later: opens later, nothing recorded, not suppressed', () => {
    expect(messageLabel({ ...BLANK, opensLater: true, hasDueDate: true })).toBe('Available Later');
    expect(labelOf(cell({ openDate: daysFromNow(2), dueDate: daysFromNow(9) }))).toBe('Available Later');
  });

  it('3. Cached: recorded, but the student may not see the score yet (staff see it)', () => {
    expect(messageLabel({ ...BLANK, recorded: true, scoreHidden: true, pending: true, lateDeducted: true })).toBe('Cached');
    const hidden = cell({ scoreVisibility: 'after_due_date', dueDate: daysFromNow(3) }, [attempt(7)]);
    expect(labelOf(hidden, 'student')).toBe('Cached');
    expect(labelOf(hidden, 'staff')).toBe('Still More Attempts');
  });

  it('4. Pending: an attempt needs grading and no instructor grade replaces it', () => {
    expect(messageLabel({ ...BLANK, recorded: true, pending: true, lateDeducted: true })).toBe('Pending');
    const waiting = cell({}, [attempt(4, { status: 'needs_grading' })]);
    expect(labelOf(waiting)).toBe('Pending');
    expect(labelOf({ ...waiting, entry: entry({ grade: 9 }) })).toBe('Done');
  });

  it('5. Late work auto-deduction: the counted score was marked down', () => {
    expect(messageLabel({ ...BLANK, recorded: true, lateDeducted: true })).toBe('Late work auto-deduction');
    const lateCell = cell({ dueDate: daysFromNow(-6), policy: late.policy }, [attempt(7.2, { late })]);
    expect(labelOf(lateCell)).toBe('Late work auto-deduction');
  });

  it('6. Still More Attempts: attempted, attempts remain, not closed, not settled', () => {
    expect(messageLabel({ ...BLANK, recorded: true })).toBe('Still More Attempts');
    expect(labelOf(cell({ submissionAttempts: 3 }, [attempt(5)]))).toBe('Still More Attempts');
    expect(labelOf(cell({ submissionAttempts: 0 }, [attempt(5), attempt(6)]))).toBe('Still More Attempts');
  });

  it('7. Done: recorded and nothing more to do (attempts used, closed, or settled by an instructor)', () => {
    expect(messageLabel({ ...BLANK, recorded: true, attemptsRemain: false })).toBe('Done');
    expect(messageLabel({ ...BLANK, recorded: true, closed: true })).toBe('Done');
    expect(messageLabel({ ...BLANK, recorded: true, settled: true })).toBe('Done');
    expect(labelOf(cell({ submissionAttempts: 1 }, [attempt(5)]))).toBe('Done');
    expect(labelOf(cell({ closeDate: daysFromNow(-1) }, [attempt(5)]))).toBe('Done');
    expect(labelOf(cell({}, [], { entry: entry({ excused: true }) }))).toBe('Done');
  });

  it('8. Overdue: nothing recorded past the due date (or past the close date without one)', () => {
    expect(messageLabel({ ...BLANK, pastDue: true, hasDueDate: true })).toBe('Overdue');
    expect(labelOf(cell({ dueDate: daysFromNow(-1) }))).toBe('Overdue');
    expect(labelOf(cell({ closeDate: daysFromNow(-1) }))).toBe('Overdue');
  });

  it('9. Due: nothing recorded, open, a due date ahead', () => {
    expect(messageLabel({ ...BLANK, hasDueDate: true })).toBe('Due');
    expect(labelOf(cell({ openDate: daysFromNow(-1), dueDate: daysFromNow(1) }))).toBe('Due');
  });

  it('10. Upcoming: nothing recorded, open, no due date', () => {
    expect(messageLabel(BLANK)).toBe('Upcoming');
    expect(labelOf(cell({ openDate: daysFromNow(-1) }))).toBe('Upcoming');
  });

  it('recorded work wins over the open date (a student given an earlier start by an override)', () => {
    expect(messageLabel({ ...BLANK, opensLater: true, suppressed: true, recorded: true })).toBe('Still More Attempts');
  });

  it('gives every one of the ten labels', () => {
    const inputs: Array<[CellInput, Viewer]> = [
      [cell({ openDate: daysFromNow(2), suppressUntilAvailable: true }), 'staff'],
      [cell({ openDate: daysFromNow(2) }), 'staff'],
      [cell({ submissionAttempts: 2 }, [attempt(1)]), 'staff'],
      [cell({ dueDate: daysFromNow(-1) }), 'staff'],
      [cell({}, [attempt(1, { status: 'needs_grading' })]), 'staff'],
      [cell({ submissionAttempts: 1 }, [attempt(1)]), 'staff'],
      [cell({ dueDate: daysFromNow(1) }), 'staff'],
      [cell({}), 'staff'],
      [cell({ dueDate: daysFromNow(-6), policy: late.policy }, [attempt(7.2, { late })]), 'staff'],
      [cell({ scoreVisibility: 'never' }, [attempt(1)]), 'student'],
    ];
    expect(inputs.map(([input, viewer]) => labelOf(input, viewer))).toEqual([...MESSAGE_LABELS]);
  });
});
