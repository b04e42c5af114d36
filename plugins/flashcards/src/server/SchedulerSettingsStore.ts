import type { Knex } from '@lms/sdk';
import { DEFAULT_SCHEDULER_PARAMETERS, type SchedulerParameters } from '../rules/schedulerBounds.ts';

const TABLE = 'flashcards_course_settings';

export interface CourseSchedulerSettings extends SchedulerParameters {
  /** True while no instructor has set them: the documented defaults apply. */
  defaults: boolean;
}

/** Each course's FSRS parameters (request retention, maximum interval). */
export class SchedulerSettingsStore {
  constructor(private readonly db: Knex) {}

  async get(courseId: string, trx: Knex = this.db): Promise<CourseSchedulerSettings> {
    const row = await trx(TABLE).where({ course_id: courseId }).first<{ request_retention: number; maximum_interval: number } | undefined>();
    return row
      ? { request_retention: Number(row.request_retention), maximum_interval: row.maximum_interval, defaults: false }
      : { ...DEFAULT_SCHEDULER_PARAMETERS, defaults: true };
  }

  async save(courseId: string, parameters: SchedulerParameters, by: string, now: Date): Promise<CourseSchedulerSettings> {
    const row = { course_id: courseId, request_retention: parameters.request_retention, maximum_interval: parameters.maximum_interval, updated_by: by, updated_at: now };
    await this.db(TABLE).insert(row).onConflict('course_id').merge();
    return { ...parameters, defaults: false };
  }
}
