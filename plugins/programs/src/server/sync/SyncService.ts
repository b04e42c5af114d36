import { LmsError, type Clock, type CourseDirectory, type IdGenerator, type JobScheduler, type Knex, type PeopleDirectory, type PermissionChecker, type SessionUser, type TreeLesson } from '@lms/sdk';
import type { ApiProgramJob, ApiSectionDiff, ApiSyncRecord, ApiTemplateItem } from '../../calls/syncCalls.ts';
import { OWN_PROGRAM_MESSAGES, PROGRAM_MESSAGES } from '../../calls/programMessages.ts';
import { SYNC_MESSAGES } from '../../calls/syncMessages.ts';
import { runnable } from '../programRights.ts';
import type { ProgramRow, ProgramStore } from '../ProgramStore.ts';
import type { JobRow, SyncStore } from './SyncStore.ts';
import { deepCloneKind, duplicateKind, templateSyncKind } from './syncJobKinds.ts';
import { initialBaselines, planSection, refreshItems, type Item } from './templateDiff.ts';

/** Part 3 §7: POST deep_clone/{id} has a 5 minute timeout; a duplicate is held to it too (issue 23 item 4). */
export const DEEP_CLONE_BOUND_MS = 5 * 60 * 1000;

const JOB_KINDS = { sync: templateSyncKind, deep_clone: deepCloneKind, duplicate: duplicateKind } as const;

/** A deep clone copies everything, a duplicate shares the lessons until edited (the content model's copy-on-write). */
const COPIES = {
  deep_clone: { deep: true, title: (title: string) => `${title} (clone)`, done: SYNC_MESSAGES.cloned },
  duplicate: { deep: false, title: (title: string) => `${title} (copy)`, done: OWN_PROGRAM_MESSAGES.sectionDuplicated },
} as const;

const jobView = (row: JobRow, now: Date): ApiProgramJob => {
  // A copy past its bound that no run finished (a worker gone) has failed.
  const overdue = row.kind !== 'sync' && (row.status === 'queued' || row.status === 'running') && now.getTime() - row.created_at.getTime() > DEEP_CLONE_BOUND_MS;
  return {
    id: row.id,
    kind: row.kind,
    course_id: row.course_id,
    status: overdue ? 'failed' : row.status,
    done: row.done,
    total: row.total,
    message: overdue ? PROGRAM_MESSAGES.deepCloningFailed : row.message,
    result_course_id: row.result_course_id,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at ? row.finished_at.toISOString() : null,
  };
};

/**
 * Template sync (issue 23 item 4): what a sync would change in each section,
 * item by item, before anything is written; applying it to a section as a job;
 * locks on template items; the record of every sync. Deep clones run as jobs
 * too, bounded by the spec's 5 minutes.
 */
export class SyncService {
  constructor(
    private readonly db: Knex,
    private readonly programs: ProgramStore,
    private readonly store: SyncStore,
    private readonly courses: CourseDirectory,
    private readonly people: PeopleDirectory,
    private readonly permissions: PermissionChecker,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly jobs: JobScheduler,
  ) {}

  /** The template's items and, per section, what a sync would do. Writes nothing to any course. */
  async preview(user: SessionUser, programId: string): Promise<{ items: ApiTemplateItem[]; sections: ApiSectionDiff[] }> {
    const program = await this.runnableProgram(user, programId);
    return this.db.transaction(async (trx) => {
      const items = await this.refresh(trx, program);
      const template = await this.courses.contentTree(program.program_template, trx);
      const sectionIds = await this.programs.sectionIds(program.id, trx);
      const summaries = await this.courses.summaries(sectionIds, trx);
      const sections: ApiSectionDiff[] = [];
      for (const summary of summaries) {
        const section = await this.courses.contentTree(summary.id, trx);
        const baselines = await this.baselinesOf(trx, summary.id, items, section, template);
        sections.push({ section_id: summary.id, title: summary.title, entries: planSection(summary.id, items, baselines, template, section).entries });
      }
      return { items: items.filter((item) => item.template_lesson_id !== null).map(itemView), sections };
    });
  }

  async setLock(user: SessionUser, programId: string, itemId: string, locked: boolean): Promise<ApiTemplateItem> {
    const program = await this.runnableProgram(user, programId);
    return this.db.transaction(async (trx) => {
      const items = await this.refresh(trx, program);
      if (!(await this.store.setLocked(trx, program.id, itemId, locked))) throw new LmsError('not-found', SYNC_MESSAGES.itemNotFound);
      return itemView({ ...items.find((item) => item.id === itemId)!, locked });
    });
  }

  /** Queues the sync of one section; the job re-reads the diff under the program's lock and applies it. */
  async requestSync(user: SessionUser, sectionId: string): Promise<ApiProgramJob> {
    const program = await this.programOfSection(user, sectionId);
    return this.queue(user, program, sectionId, 'sync');
  }

  async requestDeepClone(user: SessionUser, courseId: string): Promise<ApiProgramJob> {
    const programId = (await this.programs.programOfSection(courseId)) ?? (await this.programs.programOfTemplate(courseId));
    const program = runnable(this.permissions, user, programId ? await this.programs.byId(programId) : undefined, OWN_PROGRAM_MESSAGES.sectionNotFound);
    return this.queue(user, program, courseId, 'deep_clone');
  }

  /** Queues the duplicate of a section (POST duplicate/{id}). */
  async requestDuplicate(user: SessionUser, sectionId: string): Promise<ApiProgramJob> {
    const program = await this.programOfSection(user, sectionId);
    return this.queue(user, program, sectionId, 'duplicate');
  }

  async job(user: SessionUser, jobId: string): Promise<ApiProgramJob> {
    const row = await this.store.job(jobId);
    const program = row ? await this.programs.byId(row.program_id) : undefined;
    runnable(this.permissions, user, program, SYNC_MESSAGES.jobNotFound);
    return jobView(row!, this.clock.now());
  }

  async history(user: SessionUser, programId: string): Promise<ApiSyncRecord[]> {
    const program = await this.runnableProgram(user, programId);
    return (await this.store.syncs(program.id)).map((row) => ({
      id: row.id,
      section_id: row.section_id,
      section_title: row.section_title,
      by: row.by_name,
      at: row.at.toISOString(),
      changes: row.changes,
    }));
  }

  /** A new section's baseline: a copy of the template is in line with every item; a duplicate inherits its source's. */
  async recordBaseline(trx: Knex.Transaction, program: ProgramRow, sourceId: string, sectionId: string): Promise<void> {
    const items = await this.refresh(trx, program);
    const section = await this.courses.contentTree(sectionId, trx);
    const baselines = sourceId === program.program_template ? initialBaselines(sectionId, items, section, await this.courses.contentTree(program.program_template, trx)) : await this.baselinesOf(trx, sourceId, items, await this.courses.contentTree(sourceId, trx), program);
    await this.store.replaceBaselines(trx, sectionId, baselines.map((row) => ({ ...row, section_id: sectionId })));
  }

  /** The job: applies the section's diff as it stands now, records the sync. Safe to run twice (a finished job is left alone). */
  async runSync(jobId: string): Promise<void> {
    if (!(await this.store.start(jobId))) return;
    const job = (await this.store.job(jobId))!;
    const [by] = job.created_by ? await this.people.byIds([job.created_by]) : [];
    try {
      const message = await this.db.transaction(async (trx) => {
        const program = await this.programs.lock(trx, job.program_id);
        if (!program || (await this.programs.programOfSection(job.course_id, trx)) !== program.id) throw new LmsError('not-found', OWN_PROGRAM_MESSAGES.sectionNotFound);
        if (program.locked) throw new LmsError('conflict', OWN_PROGRAM_MESSAGES.locked);
        const items = await this.refresh(trx, program);
        const template = await this.courses.contentTree(program.program_template, trx);
        const section = await this.courses.contentTree(job.course_id, trx);
        const plan = planSection(job.course_id, items, await this.baselinesOf(trx, job.course_id, items, section, template), template, section);
        const applied = plan.entries.filter((entry) => entry.action === 'apply').length;
        await this.store.updateJob(jobId, { total: applied }, trx);
        await this.courses.setLessons(job.course_id, plan.lessons, program.program_template, trx);
        await this.store.replaceBaselines(trx, job.course_id, plan.baselines);
        const [summary] = await this.courses.summaries([job.course_id], trx);
        await this.store.insertSync(trx, {
          id: this.ids.newId(),
          program_id: program.id,
          section_id: job.course_id,
          section_title: summary?.title ?? '',
          job_id: jobId,
          by_user: job.created_by,
          by_name: by ? `${by.firstname} ${by.lastname}`.trim() || by.email : '',
          at: this.clock.now(),
          changes: plan.entries,
        });
        await this.store.updateJob(jobId, { done: applied }, trx);
        return applied === 0 ? SYNC_MESSAGES.nothingToApply : SYNC_MESSAGES.applied(applied, plan.entries.length - applied);
      });
      await this.store.updateJob(jobId, { status: 'done', message, finished_at: this.clock.now() });
    } catch (error) {
      const message = error instanceof LmsError ? error.message : PROGRAM_MESSAGES.somethingWrong;
      await this.store.updateJob(jobId, { status: 'failed', message, finished_at: this.clock.now() });
    }
  }

  /**
   * The job of a deep clone or a duplicate: a new section of the program made
   * from the course in one transaction, rolled back past the 5 minutes; any
   * failure is 'Deep Cloning failed.'. A duplicate inherits its source's sync
   * baseline, a deep clone (nothing shared) starts from the template's.
   */
  async runCopy(jobId: string): Promise<void> {
    if (!(await this.store.start(jobId))) return;
    const job = (await this.store.job(jobId))!;
    const copy = COPIES[job.kind as keyof typeof COPIES];
    const pastBound = () => this.clock.now().getTime() - job.created_at.getTime() > DEEP_CLONE_BOUND_MS;
    try {
      if (!copy || pastBound()) throw new Error('copy past its bound');
      await this.store.updateJob(jobId, { total: 1 });
      const copyId = await this.db.transaction(async (trx) => {
        const program = await this.programs.lock(trx, job.program_id);
        if (!program || program.locked) throw new Error('program gone or locked');
        const [source] = await this.courses.summaries([job.course_id], trx);
        if (!source) throw new Error('course gone');
        const made = await this.courses.copy(
          job.course_id,
          { title: copy.title(source.title), instructorId: job.created_by ?? program.coordinators[0]!, section: { section_type: 'section', use_section_template: true }, deep: copy.deep },
          trx,
        );
        await this.programs.addSection(trx, program.id, made.id, this.clock.now());
        await this.recordBaseline(trx, program, copy.deep ? program.program_template : job.course_id, made.id);
        if (pastBound()) throw new Error('copy past its bound');
        return made.id;
      });
      await this.store.updateJob(jobId, { status: 'done', done: 1, result_course_id: copyId, message: copy.done, finished_at: this.clock.now() });
    } catch {
      await this.store.updateJob(jobId, { status: 'failed', message: PROGRAM_MESSAGES.deepCloningFailed, finished_at: this.clock.now() });
    }
  }

  private async queue(user: SessionUser, program: ProgramRow, courseId: string, kind: ApiProgramJob['kind']): Promise<ApiProgramJob> {
    if (program.locked) throw new LmsError('conflict', OWN_PROGRAM_MESSAGES.locked);
    const row: JobRow = {
      id: this.ids.newId(),
      program_id: program.id,
      course_id: courseId,
      kind,
      status: 'queued',
      done: 0,
      total: 0,
      message: null,
      result_course_id: null,
      created_by: user.id,
      created_at: this.clock.now(),
      finished_at: null,
    };
    await this.db.transaction(async (trx) => {
      await this.store.insertJob(trx, row);
      await this.jobs.enqueue(JOB_KINDS[kind], { jobId: row.id }, { maxAttempts: 1 }, trx);
    });
    return jobView(row, row.created_at);
  }

  /** The template's items, read again and stored (new lessons get an item; an edited one keeps its own). */
  private async refresh(trx: Knex, program: ProgramRow): Promise<Item[]> {
    const template = await this.courses.contentTree(program.program_template, trx);
    const refreshed = refreshItems(await this.store.items(program.id, trx), template).map((item) => ({ ...item, id: item.id ?? this.ids.newId() }));
    await this.store.saveItems(trx, program.id, refreshed);
    return refreshed;
  }

  private async baselinesOf(trx: Knex, sectionId: string, items: readonly Item[], section: TreeLesson[], template: TreeLesson[] | ProgramRow) {
    const stored = await this.store.baselines(sectionId, trx);
    if (stored.length) return stored;
    return initialBaselines(sectionId, items, section, Array.isArray(template) ? template : await this.courses.contentTree(template.program_template, trx));
  }

  private runnableProgram(user: SessionUser, id: string): Promise<ProgramRow> {
    return this.programs.byId(id).then((row) => runnable(this.permissions, user, row, OWN_PROGRAM_MESSAGES.programNotFound));
  }

  private async programOfSection(user: SessionUser, courseId: string): Promise<ProgramRow> {
    const programId = await this.programs.programOfSection(courseId);
    return runnable(this.permissions, user, programId ? await this.programs.byId(programId) : undefined, OWN_PROGRAM_MESSAGES.sectionNotFound);
  }
}

const itemView = (item: Item): ApiTemplateItem => ({ item_id: item.id, title: item.title, locked: item.locked });
