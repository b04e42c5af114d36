import { LmsError, type Clock, type CourseDirectory, type Knex, type PermissionChecker, type SessionUser } from '@lms/sdk';
import type { CallBody } from '@lms/sdk/calls';
import type { ApiSection, editSection } from '../calls/programCalls.ts';
import { OWN_PROGRAM_MESSAGES, PROGRAM_MESSAGES } from '../calls/programMessages.ts';
import { runnable } from './programRights.ts';
import type { ProgramRow, ProgramStore } from './ProgramStore.ts';
import type { ProgramViews } from './ProgramViews.ts';

const SECTION_LINK = { section_type: 'section', use_section_template: true } as const;

/**
 * A program's sections (part 3 §5): added as copies of the template (sharing
 * its lessons until edited, the content model's copy-on-write), edited,
 * unhooked and removed; duplicated as a job (sync/SyncService.runCopy). A
 * locked program's sections do not change.
 */
export class SectionService {
  constructor(
    private readonly db: Knex,
    private readonly store: ProgramStore,
    private readonly views: ProgramViews,
    private readonly courses: CourseDirectory,
    private readonly permissions: PermissionChecker,
    private readonly clock: Clock,
    /** Records a new section's sync baseline in the copy's transaction (sync/SyncService.recordBaseline). */
    private readonly baseline: (trx: Knex.Transaction, program: ProgramRow, sourceId: string, sectionId: string) => Promise<void>,
  ) {}

  async add(user: SessionUser, programId: string, title: string): Promise<ApiSection> {
    const program = runnable(this.permissions, user, await this.store.byId(programId), OWN_PROGRAM_MESSAGES.programNotFound);
    return this.copyInto(program, program.program_template, title, user);
  }

  /** PUT edit/{id}: a section's or the template's title, open_date and professors_info. */
  async edit(user: SessionUser, courseId: string, change: CallBody<typeof editSection>): Promise<ApiSection> {
    const program = await this.programOfCourse(user, courseId);
    await this.db.transaction(async (trx) => {
      await this.unlocked(trx, program.id);
      await this.courses.editIdentity(courseId, change, trx);
    });
    return (await this.views.sections([courseId]))[0]!;
  }

  async unhook(user: SessionUser, courseId: string): Promise<void> {
    const program = await this.programOf(user, courseId);
    await this.db.transaction(async (trx) => {
      await this.unlocked(trx, program.id);
      await this.store.dropSection(trx, courseId);
      await this.courses.setSectionLink(courseId, { use_section_template: false }, trx);
    });
  }

  async remove(user: SessionUser, courseId: string): Promise<void> {
    const program = await this.programOf(user, courseId);
    await this.db.transaction(async (trx) => {
      await this.unlocked(trx, program.id);
      await this.store.dropSection(trx, courseId);
      const removed = await this.courses.remove(courseId, trx);
      if (removed === 'has-students') throw new LmsError('conflict', PROGRAM_MESSAGES.sectionWithStudents);
      if (removed === 'shared') throw new LmsError('conflict', OWN_PROGRAM_MESSAGES.sharedSection);
    });
  }

  private async copyInto(program: ProgramRow, sourceId: string, title: string, user: SessionUser): Promise<ApiSection> {
    const course = await this.db.transaction(async (trx) => {
      await this.unlocked(trx, program.id);
      const copy = await this.courses.copy(sourceId, { title, instructorId: user.id, section: SECTION_LINK }, trx);
      await this.store.addSection(trx, program.id, copy.id, this.clock.now());
      await this.baseline(trx, program, sourceId, copy.id);
      return copy;
    });
    return (await this.views.sections([course.id]))[0]!;
  }

  /** The program a section belongs to, if the caller runs it; any other course is not found. */
  private async programOf(user: SessionUser, courseId: string): Promise<ProgramRow> {
    const programId = await this.store.programOfSection(courseId);
    const program = programId ? await this.store.byId(programId) : undefined;
    return runnable(this.permissions, user, program, OWN_PROGRAM_MESSAGES.sectionNotFound);
  }

  /** The program of a section or of a template, if the caller runs it. */
  private async programOfCourse(user: SessionUser, courseId: string): Promise<ProgramRow> {
    const programId = (await this.store.programOfSection(courseId)) ?? (await this.store.programOfTemplate(courseId));
    const program = programId ? await this.store.byId(programId) : undefined;
    return runnable(this.permissions, user, program, OWN_PROGRAM_MESSAGES.sectionNotFound);
  }

  private async unlocked(trx: Knex.Transaction, programId: string): Promise<void> {
    const row = await this.store.lock(trx, programId);
    if (!row) throw new LmsError('not-found', OWN_PROGRAM_MESSAGES.programNotFound);
    if (row.locked) throw new LmsError('conflict', OWN_PROGRAM_MESSAGES.locked);
  }
}
