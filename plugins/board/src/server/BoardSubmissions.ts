import type { GradeLedger } from '@lms/sdk';
import type { PostStore } from './PostStore.ts';
import type { Target } from './postRows.ts';

/**
 * Keeps a student's board submission in the core ledger in step with their
 * posts (part 2 §4): recorded with their first live post, removed with their
 * last, recorded again when one comes back. Derived from the posts each time,
 * so a failed step is mended by the next change.
 */
export class BoardSubmissions {
  constructor(
    private readonly grading: GradeLedger,
    private readonly store: PostStore,
  ) {}

  async sync(board: Target, userId: string): Promise<void> {
    const activityId = await this.grading.activityOf(board.courseId, board.id);
    if (activityId === null) return;
    const live = await this.store.liveCount(board, userId);
    const attempts = await this.grading.attempts(activityId, userId);
    if (live > 0 && attempts.length === 0) await this.grading.recordSubmission({ activityId, userId, submission: { posted: true } });
    if (live === 0 && attempts.length > 0) await this.grading.removeSubmissions(activityId, userId);
  }
}
