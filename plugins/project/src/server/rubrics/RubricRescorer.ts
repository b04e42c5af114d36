import type { GradeLedger, Knex } from '@lms/sdk';
import { rescoreGrade, type RescoredGrade } from '../../rules/rubricRescore.ts';
import { readGradePayload, type ProjectGradePayload } from '../../schemas/gradePayload.ts';
import type { RubricCriterion } from '../../schemas/rubricTypes.ts';
import { RubricStore, type RubricGradeRow } from './RubricStore.ts';

/** A grade and what it becomes under the changed rubric. */
export interface RescoredRow {
  row: RubricGradeRow;
  next: RescoredGrade;
}

/** Each grade made with the rubric, scored again with the new criteria (pure: nothing written). */
export function rescoredRows(rows: readonly RubricGradeRow[], oldCriteria: readonly RubricCriterion[], newCriteria: readonly RubricCriterion[]): RescoredRow[] {
  return rows.map((row) => ({
    row,
    next: rescoreGrade(oldCriteria, newCriteria, {
      criteria: row.criteria,
      grade: Number(row.grade),
      original_score: row.original_score === null ? null : Number(row.original_score),
      apply_policy: row.apply_policy,
    }),
  }));
}

/** The attempt's grade payload with the re-scored grade out of the new total: the same late deduction, on the new score before it. */
function rescoredSubmission(submission: unknown, next: RescoredGrade, maxScore: number): ProjectGradePayload {
  const stored = readGradePayload(submission, maxScore);
  return { ...stored, grade: next.grade, max_score: maxScore, late: stored.late && { ...stored.late, rawScore: next.original_score } };
}

/**
 * Writes re-scored grades inside the rubric's update transaction: each
 * project_grades row first, then the student's latest ledger attempt on the
 * component through the grading service (`updateSubmission`, its grade
 * payload's `grade` and late `rawScore` replaced), which rescores it
 * through the project grading hook.
 */
export class RubricRescorer {
  constructor(private readonly grading: GradeLedger) {}

  async write(trx: Knex.Transaction, courseId: string, rescored: readonly RescoredRow[], maxScore: number): Promise<void> {
    const store = new RubricStore(trx);
    const activities = new Map<string, string | null>();
    for (const { row, next } of rescored) {
      await store.rewriteGrade(row.project_id, { ...next, max_score: maxScore });
      if (!activities.has(row.component_id)) activities.set(row.component_id, await this.grading.activityOf(courseId, row.component_id, trx));
      const activityId = activities.get(row.component_id);
      if (!activityId) continue;
      const attempts = await this.grading.attempts(activityId, row.student_id, trx);
      const latest = attempts.reduce<(typeof attempts)[number] | null>((last, attempt) => (!last || attempt.submittedAt >= last.submittedAt ? attempt : last), null);
      if (latest) await this.grading.updateSubmission(latest.id, rescoredSubmission(latest.submission, next, maxScore), trx);
    }
  }
}
