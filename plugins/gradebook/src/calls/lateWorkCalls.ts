import { defineCall, ID_PATTERN, Type, type Static } from '@lms/sdk/calls';

/**
 * The late work manager (part 2 §2 /{courseId}/late_work_manager; part 3 §3
 * Entry `overdue_accepted`): every submission of the course's students after
 * their due date, and the instructor's decision on each (accept without the
 * late policy, or apply it). The spec shows no call: these are designed in
 * the style of its `stats/...` calls (docs/api.md "Late work manager").
 */

const numberOrNull = Type.Union([Type.Number(), Type.Null()]);

export const LateDecisionSchema = Type.Union([Type.Literal('overdue_accepted'), Type.Literal('apply_policy'), Type.Null()]);
export type LateDecisionValue = Static<typeof LateDecisionSchema>;

export const LatePolicySchema = Type.Object({ penalty: Type.Number(), per: Type.Number(), max: Type.Number() });

/** One late submission. */
export const LateSubmissionSchema = Type.Object({
  attempt_id: Type.String(),
  activity_id: Type.String(),
  component_id: Type.Union([Type.String(), Type.Null()]),
  activity_title: Type.String(),
  lesson_title: Type.Union([Type.String(), Type.Null()]),
  student: Type.Object({ id: Type.String(), firstname: Type.String(), lastname: Type.String(), email: Type.String() }),
  /** ISO date-times. */
  submitted_at: Type.String({ format: 'date-time' }),
  /** The student's due date (their own schedule's, else the activity's). */
  due_date: Type.String({ format: 'date-time' }),
  /** Whole seconds, rounded up. */
  lateness_seconds: Type.Integer({ minimum: 1 }),
  /** The late policy that applies now (the student's own, else the activity's, else the one applied at submission); null: none. */
  policy: Type.Union([LatePolicySchema, Type.Null()]),
  /** What the policy takes off for this lateness (part 1 §9), 0 without a policy. */
  deduction_percent: Type.Number({ minimum: 0, maximum: 100 }),
  /** The score before any deduction; null while the attempt is being scored. */
  score_before: numberOrNull,
  /** The score with the policy's deduction. */
  score_after: numberOrNull,
  /** What counts in the gradebook now, under the decision. */
  score_counted: numberOrNull,
  max_score: numberOrNull,
  decision: LateDecisionSchema,
});
export type LateSubmission = Static<typeof LateSubmissionSchema>;

export const getLateWork = defineCall({
  method: 'GET',
  path: 'late_work/:courseId',
  summary: "Every submission of the course's students after their due date, across activities, with its lateness, the policy's deduction and the instructor's decision; oldest first.",
  answer: Type.Object({ submissions: Type.Array(LateSubmissionSchema) }),
});

export const saveLateDecision = defineCall({
  method: 'POST',
  path: 'late_work/:courseId',
  summary: "Accepts late submissions without the late policy ('overdue_accepted'), applies the policy to them ('apply_policy') or takes the decision back (null), in one statement.",
  body: Type.Object(
    {
      attempt_ids: Type.Array(Type.String({ pattern: ID_PATTERN }), { minItems: 1, maxItems: 1000 }),
      decision: LateDecisionSchema,
    },
    { additionalProperties: false },
  ),
  answer: Type.Object({ status: Type.Literal('OK'), updated: Type.Integer({ minimum: 1 }) }),
});

/** What the screen says (no spec wording exists for this screen). */
export const LATE_WORK_MESSAGES = {
  accepted: (count: number) => (count === 1 ? 'Late submission accepted without penalty.' : `${count} late submissions accepted without penalty.`),
  applied: (count: number) => (count === 1 ? 'Late policy applied to 1 submission.' : `Late policy applied to ${count} submissions.`),
  undone: (count: number) => (count === 1 ? 'Decision undone.' : `Decisions undone on ${count} submissions.`),
  failed: 'The decision could not be saved. Please reload and try again.',
} as const;
