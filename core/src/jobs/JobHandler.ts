import type { JobRow } from './jobRow.ts';

/** Runs one job of a kind; throwing schedules a retry (or fails the job after its last attempt). */
export type JobHandler = (payload: unknown, job: JobRow) => Promise<void>;

/** Thrown by a handler when trying again cannot help: the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}
