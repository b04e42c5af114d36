import type { GradebookRecords, StudentGrades } from '@lms/contract';
import type { GradebookAttempt, GradeEntry, ScheduleOverride } from '../index.ts';

/** What the ledger holds for one student of the course, by activity id (schedule overrides by component id). */
export interface StudentLedger {
  attempts: Map<string, GradebookAttempt[]>;
  entries: Map<string, GradeEntry>;
  overrides: Map<string, ScheduleOverride>;
  finalOverride: number | null;
}

const oldestFirst = (a: GradebookAttempt, b: GradebookAttempt) => a.submittedAt.getTime() - b.submittedAt.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

const emptyLedger = (): StudentLedger => ({ attempts: new Map(), entries: new Map(), overrides: new Map(), finalOverride: null });

/**
 * Everything the ledger holds for these students of the course, from core's
 * grade records in a few set-based queries whatever their number: attempts
 * (streamed into each student's arrays, then each cell's oldest first), instructor grades and
 * excusals, per-student schedules (the assessment's overrides, contributed by
 * its type), final-grade overrides. `gradesAfter`: a write of their grades
 * still running (GradebookRecords.studentLedgers).
 */
export async function readStudentLedgers(records: GradebookRecords, courseId: string, userIds: readonly string[], gradesAfter?: Promise<StudentGrades | void>): Promise<Map<string, StudentLedger>> {
  const ledgers = new Map(userIds.map((id) => [id, emptyLedger()]));
  const { attempts, entries, finalGrades, schedules } = await records.studentLedgers(courseId, userIds, undefined, gradesAfter);
  for (const attempt of attempts) {
    const byActivity = ledgers.get(attempt.userId)?.attempts;
    if (!byActivity) continue;
    const list = byActivity.get(attempt.activityId) ?? [];
    if (list.length === 0) byActivity.set(attempt.activityId, list);
    list.push({
      id: attempt.id,
      status: attempt.status as GradebookAttempt['status'],
      score: attempt.score,
      maxScore: attempt.maxScore,
      submittedAt: attempt.submittedAt,
      gradedAt: attempt.gradedAt,
      late: attempt.late,
      lateDecision: attempt.lateDecision,
    });
  }
  // Core answers attempts in no order (sorting them in SQL costs more than the read): each cell's few, oldest first.
  for (const ledger of ledgers.values()) for (const list of ledger.attempts.values()) if (list.length > 1) list.sort(oldestFirst);
  for (const entry of entries) {
    ledgers.get(entry.userId)?.entries.set(entry.activityId, { grade: entry.grade, excused: entry.excused, updatedBy: entry.updatedBy, updatedAt: entry.updatedAt });
  }
  for (const final of finalGrades) {
    const ledger = ledgers.get(final.userId);
    if (ledger) ledger.finalOverride = final.percent;
  }
  for (const schedule of schedules) {
    ledgers.get(schedule.userId)?.overrides.set(schedule.componentId, {
      openDate: schedule.openDate,
      dueDate: schedule.dueDate,
      closeDate: schedule.closeDate,
      submissionAttempts: schedule.submissionAttempts,
      policy: schedule.policy,
    });
  }
  return ledgers;
}
