import type { LatePolicy } from '@lms/sdk/rules';

/**
 * What the project component's ledger attempt holds as its `submission`, and
 * what its grading hook turns into the attempt's score. The projects room
 * records it on submit (`grade: null`: a person still has to grade) and the
 * speed grader replaces it on every save (`GradeLedger.updateSubmission`).
 *
 * - `project_id`, `version_id`: the project and the version submitted (and graded).
 * - `grade`: the score that counts, after the late deduction when the grader
 *   applied the policy; null while ungraded.
 * - `max_score`: the rubric's total points, or the component's max score.
 * - `late_percent`: the percent the late policy took off (0 when not applied).
 * - `apply_policy`: the grader ticked "apply late policy".
 * - `late`: how the deduction was made (the ledger keeps it as the attempt's
 *   policy_applied for the gradebook's explanation); null without one.
 */
export interface ProjectGradePayload {
  project_id: string;
  version_id: string | null;
  grade: number | null;
  max_score: number;
  late_percent: number;
  apply_policy: boolean;
  late: { rawScore: number; percent: number; latenessSeconds: number; policy: LatePolicy } | null;
}

const amount = (raw: unknown) => (typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 ? raw : null);

function readLate(raw: unknown): ProjectGradePayload['late'] {
  if (typeof raw !== 'object' || raw === null) return null;
  const late = raw as Record<string, unknown>;
  const policy = (late.policy ?? {}) as Record<string, unknown>;
  const parts = [late.rawScore, late.percent, late.latenessSeconds, policy.penalty, policy.per, policy.max].map(amount);
  if (parts.some((part) => part === null) || parts[1]! > 100) return null;
  const [rawScore, percent, latenessSeconds, penalty, per, max] = parts as number[];
  return { rawScore: rawScore!, percent: percent!, latenessSeconds: latenessSeconds!, policy: { penalty: penalty!, per: per!, max: max! } };
}

/** A stored submission read back; anything of another shape counts as an ungraded one out of `fallbackMax`. */
export function readGradePayload(submission: unknown, fallbackMax: number): ProjectGradePayload {
  const value = (submission ?? {}) as Partial<Record<keyof ProjectGradePayload, unknown>>;
  return {
    project_id: typeof value.project_id === 'string' ? value.project_id : '',
    version_id: typeof value.version_id === 'string' ? value.version_id : null,
    grade: amount(value.grade),
    max_score: amount(value.max_score) ?? fallbackMax,
    late_percent: Math.min(100, amount(value.late_percent) ?? 0),
    apply_policy: value.apply_policy === true,
    late: readLate(value.late),
  };
}

/** The ledger score of a project attempt (a GradingHooks `score` result): the grade as given, or pending a person's grade while it has none. */
export function scoreOfGradePayload(payload: ProjectGradePayload): { score: number; maxScore: number; needsManualGrading?: boolean; late?: NonNullable<ProjectGradePayload['late']> } {
  if (payload.grade === null) return { score: 0, maxScore: payload.max_score, needsManualGrading: true };
  return { score: payload.grade, maxScore: payload.max_score, ...(payload.late ? { late: payload.late } : {}) };
}
