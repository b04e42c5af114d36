/**
 * What the project component's ledger attempt holds as its `submission`, and
 * what its grading hook turns into the attempt's score. The projects room
 * records it on submit (`grade: null`: a person still has to grade) and the
 * speed grader replaces it on every save (`GradeLedger.updateSubmission`).
 *
 * - `grade`: the score that counts, after the late deduction when the grader
 *   applied the policy; null while ungraded.
 * - `max_score`: the rubric's total points, or the component's max score.
 * - `late_percent`: the percent the late policy took off (0 when not applied).
 * - `apply_policy`: the grader ticked "apply late policy".
 */
export interface ProjectGradePayload {
  grade: number | null;
  max_score: number;
  late_percent: number;
  apply_policy: boolean;
}

/** A stored submission read back; anything of another shape counts as an ungraded one out of `fallbackMax`. */
export function readGradePayload(submission: unknown, fallbackMax: number): ProjectGradePayload {
  const value = (submission ?? {}) as Partial<Record<keyof ProjectGradePayload, unknown>>;
  const number = (raw: unknown) => (typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 ? raw : null);
  return {
    grade: number(value.grade),
    max_score: number(value.max_score) ?? fallbackMax,
    late_percent: Math.min(100, number(value.late_percent) ?? 0),
    apply_policy: value.apply_policy === true,
  };
}

/** The ledger score of a project attempt: the grade as given, or pending a person's grade while it has none. */
export function scoreOfGradePayload(payload: ProjectGradePayload): { score: number; maxScore: number; needsManualGrading?: boolean } {
  if (payload.grade === null) return { score: 0, maxScore: payload.max_score, needsManualGrading: true };
  return { score: payload.grade, maxScore: payload.max_score };
}
