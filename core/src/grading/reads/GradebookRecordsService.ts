import type { Knex } from 'knex';
import type {
  ActivityHead,
  ActivityRecord,
  CourseRecord,
  GradebookRecords,
  GradeEntryRecord,
  LateAttemptRecord,
  OpenAttemptRecord,
  ParticipationRecord,
  RollupGroupRecord,
  StudentGrades,
  StudentLedgerRecords,
  StudentRecord,
  StudentScheduleRecord,
  StudentSelection,
  SubmissionFigures,
  WaitingActivityRecord,
} from '@lms/contract/gradebookRecords.ts';
import type { DayRange } from '@lms/contract/tracking.ts';
import { readActivitiesOfType, readActivityHead, readActivityRecords, readRollupGroups } from './activityRecords.ts';
import { readAttempts, readEntriesAndFinalGrades, readGrades, readWaitingActivities } from './ledgerRecords.ts';
import { readStudentVisibleActivityIds } from './studentVisibleActivities.ts';
import { readLateAttempts } from './lateAttemptRecords.ts';
import { isStudent, readStudents } from './studentRecords.ts';
import { readFiguresKey, readSubmissionFigures } from './submissionFigures.ts';
import { KeptByVersion } from '../../database/KeptByVersion.ts';
import type { TypeContributions } from './typeContributions.ts';

/**
 * `coreServices.gradebookRecords`: the grade ledger's set-based reads for
 * area plugins (the gradebook, its grading center), so that they never query
 * core's tables nor another plugin's (docs/architecture.md "Gradebook records").
 */
export class GradebookRecordsService implements GradebookRecords {
  /** The submissions figures kept per course and weeks while the ledger version and the class hold (a few dozen rows each). */
  readonly #keptFigures = new KeptByVersion(KEPT_FIGURE_ROWS);

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

  async studentLedgers(courseId: string, userIds: readonly string[], trx: Knex = this.db, gradesAfter?: Promise<StudentGrades | void>): Promise<StudentLedgerRecords> {
    if (userIds.length === 0) {
      await gradesAfter;
      return { attempts: [], entries: [], finalGrades: [], schedules: [] };
    }
    const [attempts, grades, schedules] = await Promise.allSettled([
      readAttempts(trx, courseId, userIds),
      // Only these are what a grade write changes: the attempts and schedules are read while it runs; a write that answered them saves the read.
      (gradesAfter ?? Promise.resolve()).then((written) => (written ? gradesOf(written, userIds) : readEntriesAndFinalGrades(trx, courseId, userIds))),
      this.contributions.studentSchedules(trx, courseId, userIds),
    ]);
    // Every read has ended before this answers (none left running on `trx`), a failed write's error first.
    for (const read of [grades, attempts, schedules]) if (read.status === 'rejected') throw read.reason;
    const settled = <T>(read: PromiseSettledResult<T>) => (read as PromiseFulfilledResult<T>).value;
    return { attempts: settled(attempts), ...settled(grades), schedules: settled(schedules) };
  }

  async ledgerVersion(courseId: string, trx: Knex = this.db): Promise<number> {
    const row = await trx('course_grade_versions').where({ course_id: courseId }).first('version');
    return row ? Number(row.version) : 0;
  }

  studentSchedules(courseId: string, userIds: readonly string[], trx: Knex = this.db): Promise<StudentScheduleRecord[]> {
    return this.contributions.studentSchedules(trx, courseId, userIds);
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

  openAttempts(courseId: string, userIds: readonly string[], trx: Knex = this.db): Promise<OpenAttemptRecord[]> {
    return this.contributions.openAttempts(trx, courseId, userIds);
  }

  /**
   * Kept between requests (issue 21 dashboard load) under the ledger version read before the statement and the
   * digest of the class the statement summed over: attempts are the ledger's (every write bumps the version in its
   * own transaction), the class is compared as read now, and the weeks are the key. In a transaction: read, not kept.
   */
  async submissionFigures(courseId: string, weeks: { current: DayRange; prior: DayRange }, trx: Knex = this.db): Promise<SubmissionFigures> {
    if (trx !== this.db) return (await readSubmissionFigures(trx, courseId, weeks)).figures;
    const keyNow = await readFiguresKey(this.db, courseId);
    const key = `${courseId} ${weeks.current.from} ${weeks.current.to} ${weeks.prior.from} ${weeks.prior.to}`;
    const kept = this.#keptFigures.get<SubmissionFigures>(key, keyNow);
    if (kept) return structuredClone(kept);
    const version = keyNow.slice(0, keyNow.indexOf(' '));
    const { figures, roster } = await readSubmissionFigures(this.db, courseId, weeks);
    this.#keptFigures.set(key, `${version} ${roster}`, structuredClone(figures), figures.activities.length + 1);
    return figures;
  }
}

/** What the kept submissions figures may weigh in all, in rows (an activity's row each). */
const KEPT_FIGURE_ROWS = 100_000;

/** The grades a write answered, of these students only. */
function gradesOf(written: StudentGrades, userIds: readonly string[]): StudentGrades {
  const ids = new Set(userIds);
  return { entries: written.entries.filter((entry) => ids.has(entry.userId)), finalGrades: written.finalGrades.filter((final) => ids.has(final.userId)) };
}
