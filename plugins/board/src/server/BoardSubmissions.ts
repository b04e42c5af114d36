import type { AlongsidePost, GradeLedger, Knex, PeopleDirectory } from '@lms/sdk';
import { PostStore } from './PostStore.ts';
import type { PostRow, Target } from './postRows.ts';

/**
 * Keeps a student's board submission in the core ledger in step with their
 * posts (part 2 §4): recorded with their first live post, removed with their
 * last, recorded again when one comes back. Runs in the transaction of the
 * post's own write: the post and the submission land together or not at all.
 */
export class BoardSubmissions {
  constructor(
    private readonly grading: GradeLedger,
    private readonly db: Knex,
    private readonly people: PeopleDirectory,
  ) {}

  /**
   * Brings a student's submission in step with their live posts now (the spec's
   * `submissions/{courseId}/board/{boardId}` calls, which here record nothing the
   * posts do not say); answers whether a submission is recorded.
   */
  async resync(board: Target, userId: string): Promise<boolean> {
    // Only students' posts are submissions: staff (or anyone else) has none to record.
    const members = await this.people.courseMembers(board.courseId);
    if (!members.some((member) => member.id === userId && member.role === 'student')) return false;
    return this.db.transaction(async (trx) => {
      await this.sync(board, userId, trx);
      const activityId = await this.grading.activityOf(board.courseId, board.id, trx);
      return activityId !== null && (await this.grading.attempts(activityId, userId, trx)).length > 0;
    });
  }

  /** The write that goes with a change to `row` on `board`: only students' posts are submissions, counted for their author. */
  alongside(board: Target): AlongsidePost<PostRow> {
    return async (row, trx) => {
      if (row.by_student) await this.sync(board, row.author_id, trx);
    };
  }

  private async sync(board: Target, userId: string, trx: Knex.Transaction): Promise<void> {
    const activityId = await this.grading.activityOf(board.courseId, board.id, trx);
    if (activityId === null) return;
    const live = await new PostStore(trx).liveCount(board, userId);
    const attempts = await this.grading.attempts(activityId, userId, trx);
    if (live > 0 && attempts.length === 0) await this.grading.recordSubmission({ activityId, userId, submission: { posted: true } }, trx);
    if (live === 0 && attempts.length > 0) await this.grading.removeSubmissions(activityId, userId, trx);
  }
}
