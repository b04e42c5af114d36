import type { Knex } from '@lms/sdk';
import type { PolicyConfig } from '../../schemas/assessmentConfig.ts';
import type { OverrideTerms } from '../../calls/overrideCalls.ts';

export const OVERRIDES_TABLE = 'assessment_overrides';

/** Which override: one student's at one assessment of one course. */
export interface OverrideOwner {
  courseId: string;
  componentId: string;
  userId: string;
}

export interface OverrideRow {
  id: string;
  course_id: string;
  component_id: string;
  user_id: string;
  open_date: Date | string | null;
  due_date: Date | string | null;
  close_date: Date | string | null;
  time_limit: number | null;
  submission_attempts: number | null;
  policy: PolicyConfig | null;
}

export interface StoredOverride extends OverrideTerms {
  userId: string;
}

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

/** An override as a row holds it (timestamps as Dates, or as ISO strings when read through to_jsonb). */
export function toOverride(row: OverrideRow): StoredOverride {
  return {
    userId: row.user_id,
    open_date: iso(row.open_date),
    due_date: iso(row.due_date),
    close_date: iso(row.close_date),
    time_limit: row.time_limit,
    submission_attempts: row.submission_attempts,
    policy: row.policy,
  };
}

const ownerColumns = (owner: OverrideOwner) => ({ course_id: owner.courseId, component_id: owner.componentId, user_id: owner.userId });

export class OverrideStore {
  constructor(private readonly db: Knex) {}

  async find(owner: OverrideOwner): Promise<StoredOverride | null> {
    const row = (await this.db<OverrideRow>(OVERRIDES_TABLE).where(ownerColumns(owner)).first()) as OverrideRow | undefined;
    return row ? toOverride(row) : null;
  }

  async list(courseId: string, componentId: string): Promise<StoredOverride[]> {
    const rows = (await this.db<OverrideRow>(OVERRIDES_TABLE).where({ course_id: courseId, component_id: componentId }).orderBy('updated_at', 'desc')) as OverrideRow[];
    return rows.map(toOverride);
  }

  /** Writes the student's override in one statement (a second save at the same moment updates the first). */
  async save(owner: OverrideOwner, terms: OverrideTerms, write: { id: string; by: string; at: Date }): Promise<StoredOverride> {
    const columns = { ...terms, policy: terms.policy === null ? null : JSON.stringify(terms.policy), updated_by: write.by, updated_at: write.at };
    const [row] = (await this.db(OVERRIDES_TABLE)
      .insert({ id: write.id, ...ownerColumns(owner), ...columns })
      .onConflict(['course_id', 'component_id', 'user_id'])
      .merge(columns)
      .returning('*')) as OverrideRow[];
    return toOverride(row!);
  }

  async remove(owner: OverrideOwner): Promise<void> {
    await this.db(OVERRIDES_TABLE).where(ownerColumns(owner)).delete();
  }
}
