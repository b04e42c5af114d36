import type { AuditLog, Clock, CourseCatalog, Knex, SessionUser } from '@lms/sdk';
import type { SavedDescription } from '../../calls/courseAiCalls.ts';

interface DraftRow {
  course_id: string;
  description: string;
  updated_by: string | null;
  updated_at: Date | string;
}

/**
 * The course's kept description draft (issue 27 item 6, ai_description_drafts):
 * what the instructor edited after 'Draft a description', saved so a reload
 * loses nothing; and, for whoever may edit the course's catalog entry, the
 * draft made the catalog's description. Each write, its audit entries and
 * (for the catalog) the catalog's row are one transaction.
 */
export class DescriptionDraftStore {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
    private readonly audit: AuditLog,
    private readonly catalog: CourseCatalog,
  ) {}

  async saved(courseId: string, user: SessionUser): Promise<SavedDescription> {
    const row = (await this.db('ai_description_drafts').where({ course_id: courseId }).first()) as DraftRow | undefined;
    return this.answer(courseId, row, user);
  }

  async save(courseId: string, description: string, user: SessionUser): Promise<SavedDescription> {
    const row = await this.db.transaction((trx) => this.keep(trx, courseId, description.trim(), user));
    return this.answer(courseId, row, user);
  }

  /** Keeps the draft and makes it the course's catalog description, both or neither. */
  async useForCatalog(courseId: string, description: string, user: SessionUser): Promise<SavedDescription> {
    const row = await this.db.transaction(async (trx) => {
      const kept = await this.keep(trx, courseId, description.trim(), user);
      const change = await this.catalog.setDescription(courseId, kept.description, user, trx);
      await this.audit.record({ actorId: user.id, action: 'ai.catalog_description', subjectType: 'course', subjectId: courseId, before: { description: change.before }, after: { description: change.after } }, trx);
      return kept;
    });
    return this.answer(courseId, row, user);
  }

  private async keep(trx: Knex.Transaction, courseId: string, text: string, user: SessionUser): Promise<DraftRow> {
    const before = (await trx('ai_description_drafts').where({ course_id: courseId }).forUpdate().first()) as DraftRow | undefined;
    const values = { description: text, updated_by: user.id, updated_at: this.clock.now() };
    const [saved] = (await trx('ai_description_drafts').insert({ course_id: courseId, ...values }).onConflict('course_id').merge(values).returning('*')) as DraftRow[];
    await this.audit.record(
      { actorId: user.id, action: 'ai.description_draft', subjectType: 'course', subjectId: courseId, before: before ? { description: before.description } : null, after: { description: text } },
      trx,
    );
    return saved!;
  }

  private async answer(courseId: string, row: DraftRow | undefined, user: SessionUser): Promise<SavedDescription> {
    const entry = await this.catalog.entry(courseId, user);
    return {
      course_id: courseId,
      description: row?.description ?? null,
      updated_at: row ? new Date(row.updated_at).toISOString() : null,
      catalog: entry ? { description: entry.description, editable: entry.editable } : null,
    };
  }
}
