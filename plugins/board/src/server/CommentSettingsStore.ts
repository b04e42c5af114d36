import type { Knex } from '@lms/sdk';
import type { CommentSettings } from '../schemas/postBodies.ts';

const TABLE = 'board_comment_settings';

/** The comments setting of each component in each course; off until an author turns it on. */
export class CommentSettingsStore {
  constructor(private readonly db: Knex) {}

  async get(courseId: string, componentId: string): Promise<CommentSettings> {
    const row = await this.db(TABLE).where({ course_id: courseId, component_id: componentId }).first('enabled', 'close_date');
    if (!row) return { enabled: false, close_date: null };
    return { enabled: row.enabled, close_date: row.close_date === null ? null : new Date(row.close_date).toISOString() };
  }

  async save(courseId: string, componentId: string, settings: CommentSettings, now: Date): Promise<CommentSettings> {
    await this.db(TABLE)
      .insert({ course_id: courseId, component_id: componentId, enabled: settings.enabled, close_date: settings.close_date, updated_at: now })
      .onConflict(['course_id', 'component_id'])
      .merge(['enabled', 'close_date', 'updated_at']);
    return this.get(courseId, componentId);
  }
}
