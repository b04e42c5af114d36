import { describe, expect, it } from 'vitest';
import { computeStudentRow, explainCell, type CellInput, type CellResult } from '@lms/sdk/gradebook';
import { attempt, cell, daysFromNow, HOUR_MS, NOW, row, scheduleOverride } from './engineFixtures.ts';

function cellOf(input: CellInput): CellResult {
  return computeStudentRow(row([input])).cells[0]!;
}

const policy = { penalty: 10, per: 3600, max: 50 };
const due = daysFromNow(-6);
const twoHoursLate = new Date(due.getTime() + 2 * HOUR_MS);
/** Deducted at submission: 20% off 8. */
const deductedAttempt = attempt(6.4, { id: 'late', submittedAt: twoHoursLate, late: { rawScore: 8, percent: 20, latenessSeconds: 7200, policy } });
/** Late, but no policy was applied when it was scored (the activity had none then). */
const undeductedAttempt = attempt(8.45, { id: 'plain', submittedAt: twoHoursLate });

describe("an instructor's decision on late work", () => {
  it("'overdue_accepted' counts the score before the deduction, with no late label (state overdue_accepted)", () => {
    const result = cellOf(cell({ dueDate: due, policy }, [{ ...deductedAttempt, lateDecision: 'overdue_accepted' }]));
    expect(result).toMatchObject({ score: 8, percent: 80, label: 'Still More Attempts' });
    expect(result.states).toEqual(['contains_overdue', 'overdue_accepted']);
  });

  it("'overdue_accepted' is explained as accepted without the policy, the steps adding up to the score", () => {
    const explained = explainCell(cell({ dueDate: due, policy }, [{ ...deductedAttempt, lateDecision: 'overdue_accepted' }]), NOW, 'staff');
    expect(explained.value).toBe(8);
    expect(explained.steps).toEqual([
      { kind: 'attempt', label: 'Attempt 1 of 1 counts (highest)', score: 8, max: 10 },
      { kind: 'late_accepted', label: 'Late work accepted by the instructor without the late policy' },
    ]);
  });

  it("'apply_policy' applies the activity's policy when none was applied at submission, in exact hundredths", () => {
    const input = cell({ dueDate: due, policy }, [{ ...undeductedAttempt, lateDecision: 'apply_policy' }]);
    const result = cellOf(input);
    // 8.45 at 20% off is 6.76 exactly.
    expect(result).toMatchObject({ score: 6.76, label: 'Late work auto-deduction' });
    expect(result.states).toEqual(['contains_overdue', 'late_deducted']);
    expect(explainCell(input, NOW, 'staff').steps).toEqual([
      { kind: 'attempt', label: 'Attempt 1 of 1 counts (highest)', score: 8.45, max: 10 },
      { kind: 'late', label: 'Late policy applied by the instructor', score: -1.69, note: '20% off for 2 hours late (10% per hour, at most 50%)' },
    ]);
  });

  it("'apply_policy' follows the student's own policy and due date", () => {
    const milder = cell({ dueDate: due, policy }, [{ ...undeductedAttempt, score: 8, lateDecision: 'apply_policy' }], { override: scheduleOverride({ policy: { penalty: 5, per: 3600, max: 100 } }) });
    expect(cellOf(milder).score).toBe(7.2);
    const extended = cell({ dueDate: due, policy }, [{ ...undeductedAttempt, score: 8, lateDecision: 'apply_policy' }], { override: scheduleOverride({ dueDate: daysFromNow(-1) }) });
    expect(cellOf(extended).score).toBe(8);
  });

  it("'apply_policy' re-applies the recorded policy when the activity has none now, and changes nothing without any policy", () => {
    expect(cellOf(cell({ dueDate: due }, [{ ...deductedAttempt, lateDecision: 'apply_policy' }])).score).toBe(6.4);
    expect(cellOf(cell({ dueDate: due }, [{ ...undeductedAttempt, lateDecision: 'apply_policy' }])).score).toBe(8.45);
  });

  it('without a decision the cell is as before: the recorded deduction stands, an undeducted late attempt counts whole', () => {
    expect(cellOf(cell({ dueDate: due, policy }, [deductedAttempt])).score).toBe(6.4);
    expect(cellOf(cell({ dueDate: due, policy }, [undeductedAttempt])).score).toBe(8.45);
  });

  it("in an 'average', an accepted attempt counts whole and a policy-applied one marked down", () => {
    const input = cell({ dueDate: due, policy, scoringMethod: 'average' }, [
      { ...deductedAttempt, id: 'a', lateDecision: 'overdue_accepted' },
      { ...undeductedAttempt, id: 'b', score: 6, lateDecision: 'apply_policy' },
    ]);
    // (8 + 4.8) / 2
    const result = cellOf(input);
    expect(result.score).toBe(6.4);
    expect(result.states).toEqual(['contains_overdue', 'overdue_accepted', 'late_deducted']);
  });
});
