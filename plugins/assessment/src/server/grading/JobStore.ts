import type { Knex } from '@lms/sdk';

export const JOBS_TABLE = 'assessment_jobs';

export type JobStatus = 'pending' | 'done' | 'failed';

export interface NewJob {
  reference: string;
  course_id: string;
  component_id: string;
  user_id: string;
  created_by: string;
}

export interface JobRow extends NewJob {
  status: JobStatus;
  message: string | null;
  score: number | string | null;
  max_score: number | string | null;
  created_at: Date;
  finished_at: Date | null;
}

export interface JobOutcome {
  status: Exclude<JobStatus, 'pending'>;
  message?: string;
  score?: number | null;
  max_score?: number | null;
}

/** Submit-on-behalf jobs, in the database so that a poll reaching any node finds them. */
export class JobStore {
  constructor(private readonly db: Knex) {}

  async create(jobs: readonly NewJob[], at: Date): Promise<void> {
    if (jobs.length) await this.db(JOBS_TABLE).insert(jobs.map((job) => ({ ...job, status: 'pending', created_at: at })));
  }

  async finish(reference: string, outcome: JobOutcome, at: Date): Promise<void> {
    await this.db(JOBS_TABLE)
      .where({ reference, status: 'pending' })
      .update({ status: outcome.status, message: outcome.message ?? null, score: outcome.score ?? null, max_score: outcome.max_score ?? null, finished_at: at });
  }

  /** The caller's jobs among `references`. */
  mine(references: readonly string[], createdBy: string): Promise<JobRow[]> {
    return this.db<JobRow>(JOBS_TABLE).whereIn('reference', references).where({ created_by: createdBy });
  }
}
