import { LmsError, type Clock, type CourseDirectory, type IdGenerator, type Knex, type PeopleDirectory, type PermissionChecker, type SessionUser } from '@lms/sdk';
import type { ApiProgram, ApiProgramDetail } from '../calls/programCalls.ts';
import { OWN_PROGRAM_MESSAGES, PROGRAM_MESSAGES } from '../calls/programMessages.ts';
import { mayRun, runnable } from './programRights.ts';
import type { ProgramChange, ProgramRow, ProgramStore } from './ProgramStore.ts';
import type { ProgramViews } from './ProgramViews.ts';

export interface NewProgram {
  catalog_id: string;
  coordinator_id?: string;
  program_template: string;
  program_name: string;
}

const uniqueName = () => LmsError.validation([{ field: 'program_name', message: PROGRAM_MESSAGES.uniqueName }]);

/** Programs: the list, the detail, creation and every change to a program itself (part 3 §4, §5). */
export class ProgramService {
  constructor(
    private readonly db: Knex,
    private readonly store: ProgramStore,
    private readonly views: ProgramViews,
    private readonly courses: CourseDirectory,
    private readonly people: PeopleDirectory,
    private readonly permissions: PermissionChecker,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async list(user: SessionUser, archived: boolean): Promise<ApiProgram[]> {
    const everything = this.permissions.runsEveryProgram(user);
    const rows = await this.store.list({ active: !archived, coordinator: everything ? null : user.id, enterprise: everything });
    return this.views.programs(rows.filter((row) => mayRun(this.permissions, user, row)));
  }

  async detail(user: SessionUser, id: string): Promise<ApiProgramDetail> {
    const row = runnable(this.permissions, user, await this.store.byId(id), OWN_PROGRAM_MESSAGES.programNotFound);
    return this.views.detail(row, await this.store.sectionIds(row.id));
  }

  /**
   * The unique name first (the spec's rule), then the template: a copy of the
   * catalog course marked program_master, and the program, in one transaction.
   */
  async create(user: SessionUser, input: NewProgram): Promise<ApiProgram> {
    const name = input.program_name.trim();
    if (!name) throw LmsError.validation([{ field: 'program_name', message: PROGRAM_MESSAGES.uniqueName }]);
    if (await this.store.nameTaken(name, null)) throw uniqueName();
    const coordinator = input.coordinator_id ?? user.id;
    await this.existingPeople([coordinator], 'coordinator_id');
    const id = this.ids.newId();
    await this.db.transaction(async (trx) => {
      const template = await this.courses.copy(
        input.catalog_id,
        { title: input.program_template, instructorId: coordinator, section: { section_type: 'program_master', use_section_template: false } },
        trx,
      );
      await this.store.insert(trx, {
        id,
        program_name: name,
        program_template: template.id,
        coordinators: [coordinator],
        locked: false,
        active: true,
        active_enrollment: true,
        enterprise_program: false,
        created_at: this.clock.now(),
      });
    }).catch(rethrowUniqueName);
    return this.views.program((await this.store.byId(id))!);
  }

  async rename(user: SessionUser, id: string, programName: string): Promise<ApiProgram> {
    const name = programName.trim();
    if (!name) throw uniqueName();
    await this.runnableProgram(user, id);
    if (await this.store.nameTaken(name, id)) throw uniqueName();
    await this.store.update(this.db, id, { program_name: name }).catch(rethrowUniqueName);
    return this.views.program((await this.store.byId(id))!);
  }

  async change(user: SessionUser, id: string, change: Omit<ProgramChange, 'program_name'>): Promise<ApiProgram> {
    await this.runnableProgram(user, id);
    await this.store.update(this.db, id, change);
    return this.views.program((await this.store.byId(id))!);
  }

  async setCoordinators(user: SessionUser, id: string, coordinators: readonly string[]): Promise<ApiProgram> {
    await this.runnableProgram(user, id);
    await this.existingPeople(coordinators, 'coordinators');
    await this.db.transaction((trx) => this.store.setCoordinators(trx, id, coordinators));
    return this.views.program((await this.store.byId(id))!);
  }

  /** Deletes the program and its template course; refused while the template has sections or the program is locked. */
  async delete(user: SessionUser, id: string): Promise<void> {
    await this.runnableProgram(user, id);
    await this.db.transaction(async (trx) => {
      const row = (await this.store.lock(trx, id))!;
      if (row.locked) throw new LmsError('conflict', OWN_PROGRAM_MESSAGES.locked);
      if ((await this.store.sectionIds(id, trx)).length) throw new LmsError('conflict', OWN_PROGRAM_MESSAGES.templateWithSections);
      await this.store.delete(trx, id);
      const removed = await this.courses.remove(row.program_template, trx);
      if (removed === 'has-students') throw new LmsError('conflict', PROGRAM_MESSAGES.sectionWithStudents);
      if (removed === 'shared') throw new LmsError('conflict', OWN_PROGRAM_MESSAGES.templateWithSections);
    });
  }

  private async runnableProgram(user: SessionUser, id: string): Promise<ProgramRow> {
    return runnable(this.permissions, user, await this.store.byId(id), OWN_PROGRAM_MESSAGES.programNotFound);
  }

  private async existingPeople(ids: readonly string[], field: string): Promise<void> {
    const found = await this.people.byIds(ids);
    if (found.length !== new Set(ids).size) throw LmsError.validation([{ field, message: OWN_PROGRAM_MESSAGES.unknownCoordinator }]);
  }
}

/** Two creations racing for one name: the unique index answers with the spec's message. */
function rethrowUniqueName(error: unknown): never {
  if ((error as { code?: string }).code === '23505') throw uniqueName();
  throw error;
}
