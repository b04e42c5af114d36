import type { Knex } from '@lms/sdk';
import type { ApiDiffEntry, ApiProgramJob } from '../../calls/syncCalls.ts';
import type { BaselineRow, ItemRow } from './templateDiff.ts';

export interface JobRow {
  id: string;
  program_id: string;
  course_id: string;
  kind: ApiProgramJob['kind'];
  status: ApiProgramJob['status'];
  done: number;
  total: number;
  message: string | null;
  result_course_id: string | null;
  created_by: string | null;
  created_at: Date;
  finished_at: Date | null;
}

export interface SyncRow {
  id: string;
  program_id: string;
  section_id: string;
  section_title: string;
  job_id: string;
  by_user: string | null;
  by_name: string;
  at: Date;
  changes: ApiDiffEntry[];
}

/** The sync tables: template items, section baselines, jobs and the sync record. */
export class SyncStore {
  constructor(private readonly db: Knex) {}

  items(programId: string, trx: Knex = this.db): Promise<ItemRow[]> {
    return trx<ItemRow>('programs_template_items').where({ program_id: programId }).orderBy('position').select('*');
  }

  async saveItems(trx: Knex, programId: string, items: readonly (Omit<ItemRow, 'program_id'>)[]): Promise<void> {
    for (const item of items) {
      await trx('programs_template_items')
        .insert({ ...item, program_id: programId })
        .onConflict('id')
        .merge(['template_lesson_id', 'position', 'title']);
    }
  }

  async setLocked(trx: Knex, programId: string, itemId: string, locked: boolean): Promise<boolean> {
    return (await trx('programs_template_items').where({ id: itemId, program_id: programId }).whereNotNull('template_lesson_id').update({ locked })) > 0;
  }

  baselines(sectionId: string, trx: Knex = this.db): Promise<BaselineRow[]> {
    return trx<BaselineRow>('programs_section_baselines').where({ section_id: sectionId }).select('*');
  }

  async replaceBaselines(trx: Knex, sectionId: string, rows: readonly BaselineRow[]): Promise<void> {
    await trx('programs_section_baselines').where({ section_id: sectionId }).delete();
    if (rows.length) await trx('programs_section_baselines').insert(rows);
  }

  async insertJob(trx: Knex, row: JobRow): Promise<void> {
    await trx('programs_jobs').insert(row);
  }

  job(id: string, trx: Knex = this.db): Promise<JobRow | undefined> {
    return trx<JobRow>('programs_jobs').where({ id }).first();
  }

  async updateJob(id: string, change: Partial<Pick<JobRow, 'status' | 'done' | 'total' | 'message' | 'result_course_id' | 'finished_at'>>, trx: Knex = this.db): Promise<void> {
    await trx('programs_jobs').where({ id }).update(change);
  }

  /** Moves a queued job to running; false when another run took it or it ended. */
  async start(id: string): Promise<boolean> {
    return (await this.db('programs_jobs').where({ id, status: 'queued' }).update({ status: 'running' })) > 0;
  }

  async insertSync(trx: Knex, row: SyncRow): Promise<void> {
    await trx('programs_syncs').insert({ ...row, changes: JSON.stringify(row.changes) });
  }

  syncs(programId: string): Promise<SyncRow[]> {
    return this.db<SyncRow>('programs_syncs').where({ program_id: programId }).orderBy([{ column: 'at', order: 'desc' }, { column: 'id', order: 'desc' }]).select('*');
  }
}
