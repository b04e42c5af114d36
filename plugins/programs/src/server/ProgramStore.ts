import type { Knex } from '@lms/sdk';

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

export type ProgramChange = Partial<Pick<ProgramRow, 'program_name' | 'locked' | 'active' | 'active_enrollment' | 'coordinators'>>;

/** The plugin's two tables: programs, and which course is a section of which program. */
export class ProgramStore {
  constructor(private readonly db: Knex) {}

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
  }

  async update(trx: Knex, id: string, change: ProgramChange): Promise<void> {
    const { coordinators, ...rest } = change;
    await trx('programs_programs')
      .where({ id })
      .update({ ...rest, ...(coordinators ? { coordinators: JSON.stringify(coordinators) } : {}) });
  }

  async delete(trx: Knex.Transaction, id: string): Promise<void> {
    await trx('programs_programs').where({ id }).delete();
  }

  async sectionIds(programId: string, trx: Knex = this.db): Promise<string[]> {
    return trx('programs_sections').where({ program_id: programId }).orderBy('seq').pluck('course_id');
  }

  async programOfSection(courseId: string, trx: Knex = this.db): Promise<string | undefined> {
    return (await trx('programs_sections').where({ course_id: courseId }).first('program_id'))?.program_id as string | undefined;
  }

  async addSection(trx: Knex.Transaction, programId: string, courseId: string, at: Date): Promise<void> {
    await trx('programs_sections').insert({ program_id: programId, course_id: courseId, created_at: at });
  }

  async dropSection(trx: Knex.Transaction, courseId: string): Promise<void> {
    await trx('programs_sections').where({ course_id: courseId }).delete();
  }
}
