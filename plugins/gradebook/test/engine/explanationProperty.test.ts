import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeStudentRow,
  explainCell,
  explainTotal,
  type CellInput,
  type GradebookAttempt,
  type ScoringMethod,
  type ScoreVisibility,
} from '@lms/sdk/gradebook';
import type { Explanation } from '../../src/calls/gradebookCalls.ts';
import { activity, daysFromNow, group, NOW, row, SETTINGS } from './engineFixtures.ts';

/** A score with 2 decimals from 0 to `max` (part 2 §5). */
const score = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100);
const day = fc.option(fc.integer({ min: -10, max: 10 }).map(daysFromNow), { nil: null });
const policy = fc.option(
  fc.record({ penalty: fc.integer({ min: 0, max: 50 }), per: fc.constantFrom(3600, 86400, 604800), max: fc.constantFrom(50, 100) }),
  { nil: null },
);
const METHODS: ScoringMethod[] = ['highest', 'latest', 'first', 'average'];
const VISIBILITIES: ScoreVisibility[] = ['immediately', 'never', 'after_due_date', 'after_close_date', 'after_max_attempts', 'after_due_date_or_max_attempts', 'after_close_date_or_max_attempts'];

function attemptOf(max: number): fc.Arbitrary<GradebookAttempt> {
  return fc
    .record({
      status: fc.constantFrom<GradebookAttempt['status'][]>('graded', 'graded', 'needs_grading', 'submitted'),
      score: score(max),
      submitted: fc.integer({ min: -12, max: 0 }),
      late: fc.option(fc.record({ raw: score(max), policy: policy.filter((p) => p !== null) }), { nil: null }),
      lateDecision: fc.constantFrom<GradebookAttempt['lateDecision'][]>(null, null, 'overdue_accepted', 'apply_policy'),
    })
    .map(({ status, score, submitted, late, lateDecision }) => ({
      id: `s${submitted}${score}`,
      status,
      score: status === 'submitted' ? null : score,
      maxScore: max,
      submittedAt: daysFromNow(submitted),
      gradedAt: null,
      late: late === null ? null : { rawScore: late.raw, percent: 0, latenessSeconds: 0, policy: late.policy! },
      lateDecision,
    }));
}

const cellInput: fc.Arbitrary<CellInput> = fc.integer({ min: 1, max: 100 }).chain((max) =>
  fc
    .record({
      maxScore: fc.option(fc.constant(max), { nil: null, freq: 8 }),
      graded: fc.boolean().chain((maybePractice) => (maybePractice ? fc.boolean() : fc.constant(true))),
      openDate: day,
      dueDate: day,
      closeDate: day,
      submissionAttempts: fc.integer({ min: 0, max: 3 }),
      policy,
      scoreVisibility: fc.constantFrom(...VISIBILITIES),
      scoringMethod: fc.constantFrom(...METHODS),
      rollupId: fc.constantFrom(null, 'g1', 'g2', 'g3'),
      custom: fc.boolean(),
      attempts: fc.array(attemptOf(max), { maxLength: 4 }),
      grade: fc.option(score(max), { nil: null, freq: 3 }),
      excused: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
      override: fc.option(fc.record({ openDate: day, dueDate: day, closeDate: day, submissionAttempts: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }), policy }), { nil: null }),
    })
    .map(({ custom, attempts, grade, excused, override, ...fields }) => ({
      activity: activity({ ...fields, componentId: custom ? null : 'c1', type: custom ? 'custom' : 'assessment', show: !custom || fields.graded }),
      attempts: custom ? [] : attempts,
      override,
      entry: grade === null && !excused ? null : { grade, excused, updatedBy: null, updatedAt: null },
    })),
);

const groups = fc.tuple(
  ...['g1', 'g2', 'g3'].map((id) =>
    fc.record({ weight: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null, freq: 2 }), dropLowest: fc.integer({ min: 0, max: 3 }) }).map((rules) => group(id, rules)),
  ),
);

const studentRow = fc.record({
  cells: fc.array(cellInput, { maxLength: 12 }),
  groups,
  finalOverride: fc.option(fc.integer({ min: 0, max: 10000 }).map((cents) => cents / 100), { nil: null, freq: 5 }),
  viewer: fc.constantFrom('staff' as const, 'student' as const),
  blockTotalScores: fc.boolean(),
});

function stepsSum(explanation: Explanation): number {
  return explanation.steps.reduce((sum, step) => sum + (step.score ?? 0), 0);
}

describe('explanations add up (property)', () => {
  it("a cell's steps add up to its score, the one the row shows", () => {
    fc.assert(
      fc.property(cellInput, fc.constantFrom('staff' as const, 'student' as const), (input, viewer) => {
        const explained = explainCell(input, NOW, viewer);
        const computed = computeStudentRow(row([input], { viewer })).cells[0]!;
        expect(explained.value).toBe(computed.score);
        expect(stepsSum(explained)).toBeCloseTo(explained.value ?? 0, 9);
        if (explained.value === null) expect(explained.steps.every((step) => step.score === undefined)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("a total's steps add up to its value: the points, or the weighted percent; the percent is the row's", () => {
    fc.assert(
      fc.property(studentRow, ({ cells, groups, finalOverride, viewer, blockTotalScores }) => {
        const input = row(cells, { groups, finalOverride, viewer, settings: { ...SETTINGS, blockTotalScores } });
        const explained = explainTotal(input);
        const { totals } = computeStudentRow(input);
        expect(explained.percent).toBe(totals.percent);
        expect(stepsSum(explained)).toBeCloseTo(explained.value ?? 0, 9);
        if (explained.steps.some((step) => step.kind === 'weighted_group')) {
          expect(explained.max).toBe(100);
          if (finalOverride === null) expect(explained.value).toBe(totals.percent);
        } else {
          expect(explained.value).toBe(totals.score);
          expect(explained.max).toBe(totals.maxScore);
        }
      }),
      { numRuns: 500 },
    );
  });
});
