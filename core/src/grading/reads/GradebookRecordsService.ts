import type { Knex } from 'knex';
import type {
  ActivityHead,
  ActivityRecord,
  CourseRecord,
  GradebookRecords,
  GradeEntryRecord,
  LateAttemptRecord,
  ParticipationRecord,
  RollupGroupRecord,
  StudentLedgerRecords,
  StudentRecord,
  StudentSelection,
  WaitingActivityRecord,
} from '@lms/contract/gradebookRecords.ts';
import { readActivitiesOfType, readActivityHead, readActivityRecords, readRollupGroups } from './activityRecords.ts';
import { readAttempts, readEntriesAndFinalGrades, readGrades, readWaitingActivities } from './ledgerRecords.ts';
import { readStudentVisibleActivityIds } from './studentVisibleActivities.ts';
import { readLateAttempts } from './lateAttemptRecords.ts';
import { isStudent, readStudents } from './studentRecords.ts';
import type { TypeContributions } from './typeContributions.ts';

/**
 * `coreServices.gradebookRecords`: the grade ledger's set-based reads for
 * area plugins (the gradebook, its grading center), so that they never query
 * core's tables nor another plugin's (docs/architecture.md "Gradebook records").
 */
export class GradebookRecordsService implements GradebookRecords {
  constructor(
    private readonly db: Knex,
    private readonly contributions: TypeContributions,
  ) {}

  async course(courseId: string, trx: Knex = this.db): Promise<CourseRecord | null> {
    const row = await trx('courses').where({ id: courseId }).first('id', 'title', 'settings');
    return row ? { id: row.id, title: row.title, settings: (row.settings ?? {}) as Record<string, unknown> } : null;
  }

  activities(courseId: string, trx: Knex = this.db): Promise<ActivityRecord[]> {
    return readActivityRecords(trx, courseId);
  }

  studentVisibleActivityIds(courseId: string, at: Date, trx: Knex = this.db): Promise<string[]> {
    return readStudentVisibleActivityIds(trx, courseId, at);
  }

  activity(courseId: string, idOrComponentId: string, trx: Knex = this.db): Promise<ActivityHead | null> {
    return readActivityHead(trx, courseId, idOrComponentId);
  }

  activitiesOfType(courseId: string, type: string, componentId?: string, trx: Knex = this.db): Promise<ActivityHead[]> {
    return readActivitiesOfType(trx, courseId, type, componentId);
  }

  rollupGroups(courseId: string, trx: Knex = this.db): Promise<RollupGroupRecord[]> {
    return readRollupGroups(trx, courseId);
  }

  students(courseId: string, selection: StudentSelection, trx: Knex = this.db): Promise<{ students: StudentRecord[]; total: number | null }> {
    return readStudents(trx, courseId, selection);
  }

  isStudent(courseId: string, userId: string, trx: Knex = this.db): Promise<boolean> {
    return isStudent(trx, courseId, userId);
  }

  async studentLedgers(courseId: string, userIds: readonly string[], trx: Knex = this.db): Promise<StudentLedgerRecords> {
    if (userIds.length === 0) return { attempts: [], entries: [], finalGrades: [], schedules: [] };
    const [attempts, { entries, finalGrades }, schedules] = await Promise.all([
      readAttempts(trx, courseId, userIds),
      readEntriesAndFinalGrades(trx, courseId, userIds),
      this.contributions.studentSchedules(trx, courseId, userIds),
    ]);
    return { attempts, entries, finalGrades, schedules };
  }

  grades(courseId: string, activityIds: readonly string[], trx: Knex = this.db): Promise<GradeEntryRecord[]> {
    return readGrades(trx, courseId, activityIds);
  }

  waitingActivities(courseId: string, trx: Knex = this.db): Promise<WaitingActivityRecord[]> {
    return readWaitingActivities(trx, courseId);
  }

  lateAttempts(courseId: string, trx: Knex = this.db): Promise<LateAttemptRecord[]> {
    return readLateAttempts(trx, this.contributions, courseId);
  }

  participation(courseId: string, componentIds: readonly string[], trx: Knex = this.db): Promise<ParticipationRecord[]> {
    return this.contributions.participation(trx, courseId, componentIds);
  }
}
