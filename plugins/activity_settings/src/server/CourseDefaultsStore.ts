import type { Clock, Knex } from '@lms/sdk';
import type { CourseDefaults } from '../calls/activitySettingsCalls.ts';

interface DefaultsRow {
  global_time: string | null;
  policy: CourseDefaults['policy'];
  resume_max_attempts: number | null;
  submission_attempt_override: number | null;
}

export const NO_DEFAULTS: CourseDefaults = { global_time: null, policy: null, resume_max_attempts: null, submission_attempt_override: null };

/**
 * A course's activity settings defaults (`activity_settings_defaults`): the
 * time of day a date entered without one gets, the late policy, re-opening
 * attempts and attempts the screen offers for new values. Saving them
 * changes no stored date (part 3 §5: a default time applies only to activities
 * without a date or time; a stored date always has its time).
 */
export class CourseDefaultsStore {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  async get(courseId: string): Promise<CourseDefaults> {
    const row = (await this.db('activity_settings_defaults')
      .where({ course_id: courseId })
      .first('global_time', 'policy', 'resume_max_attempts', 'submission_attempt_override')) as DefaultsRow | undefined;
    return row ? { ...row } : NO_DEFAULTS;
  }

  async save(courseId: string, defaults: CourseDefaults, by: string): Promise<CourseDefaults> {
    const values = {
      global_time: defaults.global_time,
      policy: defaults.policy === null ? null : JSON.stringify(defaults.policy),
      resume_max_attempts: defaults.resume_max_attempts,
      submission_attempt_override: defaults.submission_attempt_override,
      updated_by: by,
      updated_at: this.clock.now(),
    };
    await this.db('activity_settings_defaults')
      .insert({ course_id: courseId, ...values })
      .onConflict('course_id')
      .merge();
    return this.get(courseId);
  }
}
