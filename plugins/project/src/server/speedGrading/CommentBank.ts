import { LmsError, type Clock, type IdGenerator, type Knex } from '@lms/sdk';
import type { CommentBankEntry } from '../../calls/speedGradingCalls.ts';

interface BankRow {
  id: string;
  owner_id: string;
  text: string;
  created_at: Date;
}

const entry = (row: BankRow): CommentBankEntry => ({ _id: row.id, text: row.text, owned_by: row.owner_id, created_at: new Date(row.created_at).toISOString() });

/** A course's reusable feedback comments in the speed grader (`project_comment_bank`), shared by its graders. */
export class CommentBank {
  constructor(
    private readonly db: Knex,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async list(courseId: string): Promise<CommentBankEntry[]> {
    const rows = (await this.db('project_comment_bank').where({ course_id: courseId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])) as BankRow[];
    return rows.map(entry);
  }

  async add(courseId: string, ownerId: string, text: string): Promise<CommentBankEntry> {
    const kept = text.trim();
    if (!kept) throw LmsError.validation([{ field: 'text', message: 'Write the comment (at most 5000 characters).' }]);
    const row: BankRow = { id: this.ids.newId(), owner_id: ownerId, text: kept, created_at: this.clock.now() };
    await this.db('project_comment_bank').insert({ ...row, course_id: courseId });
    return entry(row);
  }

  /** Removes an entry of the course's bank; not-found for another course's. */
  async remove(courseId: string, entryId: string): Promise<void> {
    const removed = await this.db('project_comment_bank').where({ course_id: courseId, id: entryId }).delete();
    if (removed === 0) throw new LmsError('not-found', "The comment is not in this course's bank.");
  }
}
