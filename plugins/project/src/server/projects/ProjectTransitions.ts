import { LmsError, type Clock, type CourseMessenger, type GradeLedger, type Knex } from '@lms/sdk';
import { effectiveDueDate } from '../../rules/projectDates.ts';
import { reopen, share, submit, unshare, type Transition } from '../../rules/projectStatus.ts';
import type { ApiProject } from '../../schemas/projectTypes.ts';
import type { Caller } from './caller.ts';
import type { ProjectEdits } from './ProjectEdits.ts';
import { PROJECT_ERRNOS } from './projectErrnos.ts';
import { PROJECT_NOT_FOUND, type ProjectReads } from './ProjectReads.ts';
import type { ProjectRow, VersionOperation, VersionRow } from './projectRows.ts';
import type { ProjectStore } from './ProjectStore.ts';
import type { ProjectGradePayload } from '../../schemas/gradePayload.ts';
import { projectMaxScore } from '../../rules/projectComponentRules.ts';
import type { ProjectConfig } from '../../schemas/projectConfig.ts';
import type { ProjectWriter } from './ProjectWriter.ts';
import type { ProjectEvents } from './ProjectEvents.ts';

export type VersionChange = ({ is_shared: boolean } | { is_submitted: boolean; course_id: string }) & { revision: number };

/** The 'project-reopened' bot message the owner gets (part 2 §4 Instructor reopen). */
export const reopenedMessage = (title: string) => `Your project "${title}" was reopened by your instructor. You can change it and submit it again.`;

function allowed(transition: Transition): ProjectRow['status'] {
  if ('refused' in transition) throw LmsError.declared(PROJECT_ERRNOS, transition.refused.errno, transition.refused.message);
  return transition.status;
}

/**
 * Share, unshare, submit and reopen (part 2 §4 Project status), each one
 * transaction: the project, its version and, on submit and reopen, the
 * ledger attempt and the owner's bot message stand or fall together.
 */
export class ProjectTransitions {
  constructor(
    private readonly store: ProjectStore,
    private readonly reads: ProjectReads,
    private readonly writer: ProjectWriter,
    private readonly edits: ProjectEdits,
    private readonly grading: GradeLedger,
    private readonly messages: CourseMessenger,
    private readonly clock: Clock,
    private readonly events: ProjectEvents,
  ) {}

  async change(courseId: string, projectId: string, versionId: string, caller: Caller, change: VersionChange): Promise<ApiProject> {
    const readable = await this.reads.readable(courseId, projectId, caller);
    if ('course_id' in change && change.course_id !== courseId) throw LmsError.validation([{ field: 'course_id', message: 'The course id must be the course of the address.' }]);
    const config = await this.reads.config(courseId, readable.row.component_id, caller);
    const reopening = 'is_submitted' in change && !change.is_submitted;
    await this.writer.write(courseId, projectId, caller, reopening ? 'professor' : 'owner', change.revision, async (trx, row) => {
      // The screen acts on the version it shows: another one means it is out of date.
      if (row.current_version_id !== versionId) throw LmsError.declared(PROJECT_ERRNOS, 'project-changed');
      const version = (await this.store.version(row.id, versionId, trx))!;
      const now = this.clock.now();
      if ('is_shared' in change) return change.is_shared ? this.share(trx, row, version, config.sharing_allowed_before_submit, now) : this.unshare(trx, row, version, now);
      if (change.is_submitted) return this.submit(trx, row, version, config, now);
      return this.reopen(trx, row, now);
    });
    return this.reads.project(courseId, projectId, caller);
  }

  private withOperation(version: VersionRow, action: VersionOperation['action'], now: Date): VersionOperation[] {
    return [...version.operations, { action, timestamp: now.toISOString() }];
  }

  private async share(trx: Knex.Transaction, row: ProjectRow, version: VersionRow, allowedBeforeSubmit: boolean, now: Date): Promise<ProjectRow> {
    const status = allowed(share(row.status, allowedBeforeSubmit));
    await this.store.updateVersion(trx, version.id, { is_shared: true, operations: this.withOperation(version, 'share', now) });
    return this.store.updateProject(trx, row, { status }, now);
  }

  /** A shared draft becomes a draft in a new version (the shared one stays in the history); submitted work just stops being shown. */
  private async unshare(trx: Knex.Transaction, row: ProjectRow, version: VersionRow, now: Date): Promise<ProjectRow> {
    if (row.status !== 'shared' && version.is_shared) {
      await this.store.updateVersion(trx, version.id, { is_shared: false });
      return this.store.updateProject(trx, row, {}, now);
    }
    const status = allowed(unshare(row.status));
    const next = await this.edits.startVersion(trx, row, version.id, now);
    return this.store.updateProject(trx, row, { status, current_version_id: next.id }, now);
  }

  /** Submitted (late after the due date), and the ledger attempt that waits for grading, in the same transaction. */
  private async submit(trx: Knex.Transaction, row: ProjectRow, version: VersionRow, config: ProjectConfig, now: Date): Promise<ProjectRow> {
    const status = allowed(submit(row.status, now, effectiveDueDate(config.project.due_date)));
    await this.store.updateVersion(trx, version.id, { is_submitted: true, operations: this.withOperation(version, 'submit', now) });
    const activityId = await this.grading.activityOf(row.course_id, row.component_id, trx);
    if (activityId) {
      // Waiting for a person's grade; the speed grader's save replaces it.
      const submission: ProjectGradePayload = { project_id: row.id, version_id: version.id, grade: null, max_score: projectMaxScore(config), late_percent: 0, apply_policy: false, late: null };
      await this.grading.recordSubmission({ activityId, userId: row.owner_id, submission }, trx);
    }
    return this.store.updateProject(trx, row, { status, submitted_at: now, reopened_at: null }, now);
  }

  /**
   * A professor reopens: back to draft in a new version, out of the grading
   * list until resubmitted (its ledger attempts removed: the resubmission is
   * graded anew), and the owner is told.
   */
  private async reopen(trx: Knex.Transaction, row: ProjectRow, now: Date): Promise<ProjectRow> {
    const status = allowed(reopen(row.status));
    const next = await this.edits.startVersion(trx, row, row.current_version_id, now);
    const activityId = await this.grading.activityOf(row.course_id, row.component_id, trx);
    if (activityId) await this.grading.removeSubmissions(activityId, row.owner_id, trx);
    await this.messages.sendBot({ courseId: row.course_id, userIds: [row.owner_id], text: reopenedMessage(row.title) }, trx);
    return this.store.updateProject(trx, row, { status, reopened_at: now, current_version_id: next.id }, now);
  }
}
