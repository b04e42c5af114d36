import type { LateScore } from '@lms/sdk';

/**
 * What a project's ledger attempt holds (`attempts.submission`). Submit
 * records `{ project_id, version_id }`: the attempt needs grading. The speed
 * grader's save replaces it (`grading.updateSubmission`) adding `score` (after
 * the late policy when the grader applied it) and, then, `late` (how the
 * deduction was made): the grading hook scores the attempt from these.
 */
export interface ProjectSubmission {
  project_id: string;
  version_id: string;
  /** The grader's score; absent or null while the project waits for grading. */
  score?: number | null;
  late?: LateScore | null;
}

/** The submission as stored, read defensively: anything else counts as waiting for grading. */
export function readSubmission(submission: unknown): { score: number | null; late: LateScore | null } {
  if (typeof submission !== 'object' || submission === null) return { score: null, late: null };
  const { score, late } = submission as Partial<ProjectSubmission>;
  const valid = typeof score === 'number' && Number.isFinite(score) && score >= 0;
  return { score: valid ? score : null, late: valid && typeof late === 'object' && late !== null ? late : null };
}
