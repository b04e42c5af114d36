import type { Knex, ProgramAccounts } from '@lms/sdk';

export interface ProgramRow {
  id: string;
  program_name: string;
  program_template: string;
  coordinators: string[];
  locked: boolean;
  active: boolean;
  active_enrollment: boolean;
  enterprise_program: boolean;
  created_at: Date;
}

export type ProgramChange = Partial<Pick<ProgramRow, 'program_name' | 'locked' | 'active' | 'active_enrollment'>>;

/**
 * The plugin's two tables: programs, and which course is a section of which
 * program. Every write that changes who runs which course (a program, its
 * coordinators, its enterprise flag, its sections) also replaces the kernel's
 * copy of those rights (part 1 §6), in the same transaction.
 */
export class ProgramStore {
  constructor(
    private readonly db: Knex,
    private readonly accounts: Pick<ProgramAccounts, 'replaceCourseRights'>,
  ) {}

  async list(filter: { active: boolean; coordinator: string | null; enterprise: boolean }): Promise<ProgramRow[]> {
    const query = this.db<ProgramRow>('programs_programs').where({ active: filter.active }).orderBy('program_name');
    if (!filter.enterprise) query.where({ enterprise_program: false });
    if (filter.coordinator) query.whereRaw('coordinators @> ?::jsonb', [JSON.stringify([filter.coordinator])]);
    return query.select('*');
  }

  async byId(id: string, trx: Knex = this.db): Promise<ProgramRow | undefined> {
    return trx<ProgramRow>('programs_programs').where({ id }).first();
  }

  async lock(trx: Knex.Transaction, id: string): Promise<ProgramRow | undefined> {
    return trx<ProgramRow>('programs_programs').where({ id }).forUpdate().first();
  }

  async nameTaken(name: string, exceptId: string | null, trx: Knex = this.db): Promise<boolean> {
    const query = trx('programs_programs').whereRaw('lower(btrim(program_name)) = lower(btrim(?))', [name]);
    if (exceptId) query.whereNot({ id: exceptId });
    return Boolean(await query.first('id'));
  }

  async insert(trx: Knex.Transaction, row: ProgramRow): Promise<void> {
    await trx('programs_programs').insert({ ...row, coordinators: JSON.stringify(row.coordinators) });
    await this.replaceRights(trx, row.id);
  }

  async update(trx: Knex, id: string, change: ProgramChange): Promise<void> {
    await trx('programs_programs').where({ id }).update(change);
  }

  async setCoordinators(trx: Knex.Transaction, id: string, coordinators: readonly string[]): Promise<void> {
    await trx('programs_programs').where({ id }).update({ coordinators: JSON.stringify(coordinators) });
    await this.replaceRights(trx, id);
  }

  /** Only site administrators run an enterprise program (part 3 §6): its coordinators lose their rights on its courses. */
  async setEnterprise(trx: Knex.Transaction, id: string, enterprise: boolean): Promise<void> {
    await trx('programs_programs').where({ id }).update({ enterprise_program: enterprise });
    await this.replaceRights(trx, id);
  }

  async delete(trx: Knex.Transaction, id: string): Promise<void> {
    await trx('programs_programs').where({ id }).delete();
    await this.accounts.replaceCourseRights(id, null, trx);
  }

  async sectionIds(programId: string, trx: Knex = this.db): Promise<string[]> {
    return trx('programs_sections').where({ program_id: programId }).orderBy('seq').pluck('course_id');
  }

  async programOfSection(courseId: string, trx: Knex = this.db): Promise<string | undefined> {
    return (await trx('programs_sections').where({ course_id: courseId }).first('program_id'))?.program_id as string | undefined;
  }

  async programOfTemplate(courseId: string, trx: Knex = this.db): Promise<string | undefined> {
    return (await trx('programs_programs').where({ program_template: courseId }).first('id'))?.id as string | undefined;
  }

  async addSection(trx: Knex.Transaction, programId: string, courseId: string, at: Date): Promise<void> {
    await trx('programs_sections').insert({ program_id: programId, course_id: courseId, created_at: at });
    await this.replaceRights(trx, programId);
  }

  async dropSection(trx: Knex.Transaction, courseId: string): Promise<void> {
    const [dropped] = await trx('programs_sections').where({ course_id: courseId }).delete().returning('program_id');
    if (dropped) await this.replaceRights(trx, dropped.program_id as string);
  }

  /** The kernel's rights of the program's coordinators on its template and sections, from the rows `trx` sees. */
  private async replaceRights(trx: Knex.Transaction, programId: string): Promise<void> {
    const program = await this.byId(programId, trx);
    const grants = program && !program.enterprise_program ? { templateId: program.program_template, sectionIds: await this.sectionIds(programId, trx), coordinators: program.coordinators } : null;
    await this.accounts.replaceCourseRights(programId, grants, trx);
  }
}
